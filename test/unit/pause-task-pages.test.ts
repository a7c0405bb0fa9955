// Activity's loaded pages after a pause or resume from anyone: waiting rows say Paused exactly
// when their lane (or the whole queue) is paused, other rows and untouched pages stay as they were.
import { describe, expect, it } from 'vitest';
import { pauseTaskPages } from '../../src-renderer/api/queue-pages.ts';
import type { TaskPage, TaskQueue } from '../../src-renderer/api/api-types.ts';

const lane = (name: 'local' | 'alpha' | 'beta' | 'video', paused: boolean) => ({
  lane: name,
  paused,
  pausedAt: paused ? '2026-11-27T10:00:00.000Z' : null,
  pending: 0,
  processing: 0,
  limit: 2,
});
const queue = (all: boolean, pausedLanes: string[] = []): TaskQueue => ({
  paused: all,
  pausedAt: all ? '2026-11-27T10:00:00.000Z' : null,
  lanes: (['local', 'alpha', 'beta', 'video'] as const).map((l) => lane(l, all || pausedLanes.includes(l))),
});
const task = (taskId: string, status: string, laneName?: string, paused?: boolean) =>
  ({
    taskId,
    status,
    lane: laneName,
    paused,
    tool: 'generate-tts',
    createdAt: '2026-11-27T10:00:00.000Z',
  }) as unknown as TaskPage['tasks'][number];
const pages = (...groups: TaskPage['tasks'][]) => ({
  pages: groups.map((tasks) => ({ tasks, total: 99, nextCursor: null }) as unknown as TaskPage),
  pageParams: groups.map(() => null),
});

describe('pauseTaskPages', () => {
  it('a resume clears Paused from every waiting row; running and ended rows are untouched', () => {
    const before = pages([task('a', 'PENDING', 'local', true), task('b', 'PROCESSING')], [task('c', 'PENDING', 'video', true)]);
    const after = pauseTaskPages(before, queue(false));
    expect(after.pages.flatMap((p) => p.tasks.map((t) => [t.taskId, t.paused ?? null]))).toEqual([
      ['a', false],
      ['b', null],
      ['c', false],
    ]);
    expect(after.pages[0].tasks[1]).toBe(before.pages[0].tasks[1]);
  });

  it('a lane pause marks only that lane’s waiting rows; a page without a change keeps its identity', () => {
    const before = pages([task('a', 'PENDING', 'local', false)], [task('c', 'PENDING', 'video', false)]);
    const after = pauseTaskPages(before, queue(false, ['video']));
    expect(after.pages[0]).toBe(before.pages[0]);
    expect(after.pages[1].tasks[0].paused).toBe(true);
  });

  it('nothing to change answers the same listing (no re-render)', () => {
    const before = pages([task('a', 'PENDING', 'local', true)]);
    expect(pauseTaskPages(before, queue(true))).toBe(before);
  });
});
