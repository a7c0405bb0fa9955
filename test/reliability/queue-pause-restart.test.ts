import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/service.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';

// A slow task runs long enough to be caught running by the kill.
const ENV = { TIMBRE_SANDBOX_SLOW_MS: '6000' };

const children: ChildService[] = [];
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

async function start(dataDir: string): Promise<ChildService> {
  const child = await spawnService(dataDir, ENV);
  children.push(child);
  return child;
}

function stop(child: ChildService): Promise<void> {
  return new Promise((resolve) => {
    child.proc.once('exit', () => resolve());
    child.proc.kill('SIGTERM');
  });
}

/** The tasks as stored, read while no service runs. */
function rows(dataDir: string): Array<{ id: string; status: string; attempts: number; estimated_credits: number }> {
  const db = new Database(join(dataDir, 'timbre.db'), { readonly: true });
  try {
    return db.prepare('SELECT id, status, attempts, estimated_credits FROM tasks ORDER BY id').all() as any;
  } finally {
    db.close();
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a paused queue across SIGTERM and SIGKILL', () => {
  it('stays paused, runs nothing and loses nothing; resumed, every task completes and nothing stays held', async () => {
    const dataDir = tempDir('timbre-pause-');
    let child = await start(dataDir);
    const created = await api(child.url, child.token, '/api/v1/api-keys', { label: 'pause' });
    const key = created.body.key as string;
    const tool = (c: ChildService, name: string, body: unknown) => api(c.url, key, `/api/v1/tools/${name}/execute`, body);

    // One task caught running when the queue is paused: it finishes or is requeued, never lost.
    const slow = (await tool(child, 'generate-tts', { text: 'sandbox:slow Running when paused.', voiceId: 'alpha-ethan' })).body.data
      .taskId as string;
    await until(
      'the slow task runs',
      async () => (await tool(child, 'get-task-status', { taskId: slow })).body.data.status === 'PROCESSING',
    );
    const paused = await api(child.url, child.token, '/api/v1/queue/pause', {});
    expect(paused.body.data.paused).toBe(true);
    const waiting: string[] = [];
    for (let i = 0; i < 6; i++) {
      const ack = await tool(child, 'generate-tts', {
        text: `Held while paused, number ${i}.`,
        voiceId: i % 2 ? 'alpha-ethan' : 'beta-kore',
      });
      expect(ack.status).toBe(200);
      waiting.push(ack.body.data.taskId);
    }
    const held = (await api(child.url, child.token, '/api/v1/credits')).body.data.held as number;
    const estimated = (ids: string[]) =>
      rows(dataDir)
        .filter((r) => ids.includes(r.id))
        .reduce((s, r) => s + r.estimated_credits, 0);

    // SIGTERM: a clean stop puts the running task back in the queue.
    await stop(child);
    const afterTerm = rows(dataDir);
    expect(afterTerm.filter((r) => waiting.includes(r.id)).map((r) => [r.status, r.attempts])).toEqual(waiting.map(() => ['PENDING', 0]));
    expect(afterTerm.find((r) => r.id === slow)!.status).toBe('PENDING');
    expect(held).toBe(estimated([slow, ...waiting]));

    child = await start(dataDir);
    let queue = (await api(child.url, child.token, '/api/v1/queue')).body.data;
    expect(queue.paused).toBe(true);
    expect(queue.lanes.find((l: any) => l.lane === 'local')).toMatchObject({ paused: true, pending: 7, processing: 0 });
    const listed = (await api(child.url, child.token, '/api/v1/tasks?status=PENDING&limit=50')).body.data.tasks as any[];
    expect(listed.map((t) => t.taskId).sort()).toEqual([slow, ...waiting].sort());
    expect(listed.every((t) => t.paused === true && t.lane === 'local')).toBe(true);
    // The runner starts (and claims what it may) before the service says it is listening.
    expect((await api(child.url, child.token, '/api/v1/credits')).body.data.held).toBe(held);

    // SIGKILL: no clean stop at all.
    await killHard(child);
    expect(rows(dataDir).map((r) => [r.id, r.status])).toEqual(afterTerm.map((r) => [r.id, 'PENDING']));
    expect(
      rows(dataDir)
        .filter((r) => waiting.includes(r.id))
        .every((r) => r.attempts === 0),
    ).toBe(true);

    child = await start(dataDir);
    queue = (await api(child.url, child.token, '/api/v1/queue')).body.data;
    expect(queue.paused).toBe(true);
    expect((await api(child.url, child.token, '/api/v1/credits')).body.data.held).toBe(held);

    // Resumed: everything runs and completes; every hold is captured once.
    const resumed = await api(child.url, child.token, '/api/v1/queue/resume', {});
    expect(resumed.body.data.paused).toBe(false);
    for (const id of [slow, ...waiting]) {
      const done = await tool(child, 'wait-for-task', { taskId: id, timeoutSeconds: 60 });
      expect(done.body.data.status, id).toBe('COMPLETED');
    }
    expect((await api(child.url, child.token, '/api/v1/credits')).body.data.held).toBe(0);
    await stop(child);

    const db = new Database(join(dataDir, 'timbre.db'), { readonly: true });
    for (const r of rows(dataDir)) {
      const ledger = db.prepare('SELECT kind, amount FROM ledger WHERE task_id = ? ORDER BY id').all(r.id);
      expect(ledger).toEqual([
        { kind: 'hold', amount: r.estimated_credits },
        { kind: 'capture', amount: r.estimated_credits },
      ]);
    }
    expect(db.prepare('SELECT held FROM account').get()).toEqual({ held: 0 });
    db.close();
  }, 180_000);
});
