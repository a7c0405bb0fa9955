// Steering the queue from the studio (Chromium): pause the whole queue from Activity's queue
// bar, move a waiting task to the front, tick two and cancel them (the confirm says how many
// and the credits), cancel the rest of an app's tasks from its filter, and resume. Each step is
// checked against the service, not only the screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, STATIC } from '../helpers/studio-build.ts';
import { axeViolations, pickTheme } from '../helpers/a11y.ts';

let svc: TestService;
let browser: Browser;

const data = async (path: string, init?: Parameters<TestService['fetch']>[1]): Promise<any> =>
  ((await (await svc.fetch(path, init)).json()) as { data: unknown }).data;
const status = async (taskId: string) => (await data('/api/v1/tasks?limit=100')).tasks.find((t: any) => t.taskId === taskId);
const row = (page: Page, taskId: string) => page.locator(`.act-row[data-task-id="${taskId}"]`);

describe('queue control in the studio (Chromium)', () => {
  beforeAll(async () => {
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file', concurrency: 1 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('pauses, moves a task to the front, cancels the selected and an app’s tasks, and resumes', async () => {
    const created = await svc.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'Course builder' } });
    const { key, apiKey } = (await created.json()) as { key: string; apiKey: { id: string } };
    // bypassCSP: axe is injected as a script.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
    await nav(page, 'Activity');

    // Pause everything from the queue bar.
    const bar = page.getByRole('toolbar', { name: 'Queue' });
    await bar.getByRole('button', { name: 'Pause all' }).click();
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Queue paused');
    expect((await data('/api/v1/queue')).paused).toBe(true);

    // An app submits five lessons; they wait, and say so.
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const r = await svc.tool('generate-tts', { text: `Lesson ${i}: the queue waits.`, voiceId: 'alpha-ethan' }, key);
      expect(r.status).toBe(200);
      ids.push(r.body.data.taskId);
    }
    for (const id of ids) await row(page, id).waitFor();
    await expect.poll(() => page.getByTestId('queue-paused').count()).toBe(5);
    await expect.poll(async () => (await bar.textContent()) ?? '').toMatch(/5 waiting/);

    // Lesson 5 to the front.
    await row(page, ids[4])
      .getByRole('button', { name: /to the front/ })
      .click();
    await expect.poll(async () => (await status(ids[4])).queuePosition).toBe(0);
    await expect.poll(() => row(page, ids[4]).getByTestId('queue-position').textContent()).toBe('next in the queue');
    expect((await status(ids[0])).queuePosition).toBe(1);

    // Tick lessons 2 and 3.
    await row(page, ids[1]).getByRole('checkbox').check();
    await row(page, ids[2]).getByRole('checkbox').check();
    const held = (await status(ids[1])).estimatedCredits + (await status(ids[2])).estimatedCredits;
    const selection = page.getByRole('toolbar', { name: 'Selected tasks' });
    await expect.poll(() => selection.textContent()).toContain('2 selected');
    await expect.poll(() => selection.textContent()).toContain(`${held} credits held`);
    // The populated queue, paused, with a selection: no axe violation in either theme.
    for (const theme of ['Dark', 'Light'] as const) {
      await pickTheme(page, theme);
      expect(await axeViolations(page), theme).toEqual([]);
      await shot(page, `queue-control-${theme.toLowerCase()}`);
    }

    const before = (await data('/api/v1/credits')).held;
    await selection.getByRole('button', { name: 'Cancel selected…' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.textContent()).toContain('Cancel 2 tasks?');
    expect(await confirm.textContent()).toContain(`${held} credits held for them are refunded`);
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel 2 tasks' }).click();
    await expect.poll(async () => [(await status(ids[1])).status, (await status(ids[2])).status]).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await status(ids[1])).refundedCredits + (await status(ids[2])).refundedCredits).toBe(held);
    expect(before - (await data('/api/v1/credits')).held).toBe(held);
    await expect.poll(() => selection.count()).toBe(0);
    await expect.poll(() => row(page, ids[1]).getAttribute('data-status')).toBe('CANCELLED');

    // The app's three lessons still waiting, from its filter (lesson 5 at the front among them).
    await page.getByLabel('Asked by').selectOption(apiKey.id);
    const byKey = page.getByRole('button', { name: /^Cancel all unfinished of Course builder/ });
    await expect.poll(() => byKey.textContent()).toContain('(3)');
    await row(page, ids[0]).getByRole('checkbox').waitFor();
    await byKey.click();
    await expect.poll(() => confirm.textContent()).toContain('Cancel 3 tasks of Course builder?');
    await confirm.getByRole('button', { name: 'Cancel 3 tasks' }).click();
    await expect.poll(async () => (await status(ids[0])).status).toBe('CANCELLED');
    expect((await status(ids[4])).status).toBe('CANCELLED');

    // A new lesson while paused, then resume: it runs.
    const last = (await svc.tool('generate-tts', { text: 'Lesson 6: after the resume.', voiceId: 'alpha-ethan' }, key)).body.data
      .taskId as string;
    await row(page, last).waitFor();
    expect((await status(last)).paused).toBe(true);
    await bar.getByRole('button', { name: 'Resume all' }).click();
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Queue running');
    await expect.poll(async () => (await status(last)).status, { timeout: 60_000 }).toBe('COMPLETED');
    expect((await data('/api/v1/credits')).held).toBe(0);
  }, 180_000);

  it('pauses and resumes one lane from its own button', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await nav(page, 'Activity');
    const bar = page.getByRole('toolbar', { name: 'Queue' });
    await bar.getByRole('button', { name: 'Pause the Local lane' }).click();
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Queue partly paused');
    const lanes = Object.fromEntries((await data('/api/v1/queue')).lanes.map((l: any) => [l.lane, l.paused]));
    expect(lanes).toEqual({ local: true, alpha: false, beta: false, video: false });
    await bar.getByRole('button', { name: 'Resume the Local lane' }).click();
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Queue running');
    expect((await data('/api/v1/queue')).lanes.every((l: any) => !l.paused)).toBe(true);
  }, 60_000);

  it("shows an app's pause and resume as they happen: the bar and the waiting rows, without a reload", async () => {
    const made = await svc.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'Night batch' } });
    const { key } = (await made.json()) as { key: string };
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await nav(page, 'Activity');
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Queue running');

    expect((await svc.fetch('/api/v1/queue/pause', { method: 'POST', token: key, json: {} })).status).toBe(200);
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Queue paused');
    // One slow task ahead (the service runs one at a time), one behind it.
    const slow = (await svc.tool('generate-tts', { text: 'sandbox:slow Chapter one.', voiceId: 'alpha-ethan' }, key)).body.data
      .taskId as string;
    const next = (await svc.tool('generate-tts', { text: 'Chapter two.', voiceId: 'alpha-ethan' }, key)).body.data.taskId as string;
    await expect.poll(() => row(page, next).getByTestId('queue-paused').count()).toBe(1);

    expect((await svc.fetch('/api/v1/queue/resume', { method: 'POST', token: key, json: {} })).status).toBe(200);
    await expect.poll(() => page.getByTestId('queue-state').textContent()).toBe('Queue running');
    // The task behind the slow one still waits, but no longer because of a pause.
    await expect.poll(() => row(page, next).getByTestId('queue-paused').count()).toBe(0);
    expect((await status(next)).status).toBe('PENDING');
    expect((await status(slow)).status).toBe('PROCESSING');
    await svc.fetch('/api/v1/tasks/cancel', { method: 'POST', token: key, json: { taskIds: [slow, next] } });
  }, 60_000);
});
