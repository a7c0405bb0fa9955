// The studio's library, own voices and queue, in Debian Chromium against the headless service:
// the library comes from the service (not the page's storage), search filters it, audio exports
// as WAV or MP3 (checked by ffprobe), own voices are renamed and deleted, and pending tasks show
// their place in the queue; a failed one is retried. (Sample quality over a trimmed selection is
// in voices.test.ts; the webhook delivery log in developer.test.ts.)
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ffprobeJson, makeSample } from '../helpers/media-fixtures.ts';
import { startReceiver, type Receiver } from '../helpers/receiver.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, shot, nav, waitTask, SHOTS, STATIC } from '../helpers/studio-build.ts';
import { TASK_FAILURES } from '../../src-service/contract/failures.ts';

let svc: TestService;
let browser: Browser;
let receiver: Receiver;
let sampleWav: string;
const pageErrors: string[] = [];
const SENTENCE = 'Zebra crossings at midnight are quiet and wide.';

// Every test ends with no page error, no console error, and no browser dialog.
afterEach(() => {
  const seen = pageErrors.splice(0);
  expect(seen).toEqual([]);
});

async function open(hash: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !/status of 4\d\d/.test(m.text()) && pageErrors.push(m.text()));
  // The studio asks in its own dialogs: a browser dialog is a defect.
  page.on('dialog', (d) => (pageErrors.push(`browser dialog: ${d.message()}`), void d.dismiss()));
  await page.goto(`${svc.url}/#token=${svc.session}&${hash}`);
  await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
  return page;
}

describe('studio library, own voices and the queue (Chromium)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    sampleWav = await makeSample({ seconds: 12, format: 'wav', sampleRate: 48_000, volume: 0.6 });
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    receiver = await startReceiver({ fallback: 200 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await svc?.dispose();
  });

  it('loads the library and the tasks from the service after a reload, plays, exports and searches', async () => {
    // Another local app made an asset with its own key: the library shows which key made it.
    const appKey = await svc.createKey('E2E script');
    const upload = await svc.fetch('/api/v1/assets', {
      method: 'POST',
      body: readFileSync(sampleWav),
      headers: { 'content-type': 'audio/wav', 'x-file-name': 'script-upload.wav' },
      token: appKey,
    });
    expect(upload.status).toBe(201);

    const page = await open('screen=speech');
    await page.locator('input[type="radio"][value="alpha-arthur"]').check({ timeout: 15_000 });
    await page.getByLabel('Text').fill(SENTENCE);
    await page.getByRole('button', { name: 'Generate speech' }).click();
    await waitTask(page);

    // Forget everything the page kept, then reload: the library and the tasks come from the service.
    await page.evaluate(() => {
      (globalThis as any).localStorage.removeItem('timbre.library');
      (globalThis as any).localStorage.removeItem('timbre.tasks');
    });
    await page.reload();
    await nav(page, 'Activity');
    await expect.poll(() => page.locator('[data-task-id][data-status="COMPLETED"]').count(), { timeout: 15_000 }).toBe(1);
    await nav(page, 'Library');
    const rows = page.locator('[role="listitem"][data-asset-id]');
    const item = rows.filter({ hasText: 'Zebra crossings' });
    await item.waitFor({ timeout: 15_000 });
    const other = rows.filter({ hasText: 'script-upload.wav' });
    expect(await other.textContent()).toContain('E2E script');

    // Play it in the app's player (a local file behind a signed URL: no network needed).
    await item.getByRole('button', { name: /^Play Zebra crossings/ }).click();
    await expect.poll(() => page.locator('.player-title').textContent(), { timeout: 15_000 }).toContain('Zebra crossings');

    // Export from the row's menu: a browser download with a proper file name, as stored (WAV).
    await item.getByRole('button', { name: /^Actions for Zebra crossings/ }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export…' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.wav$/);
    expect(ffprobeJson(await download.path()).streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000' });
    await shot(page, 'library-export');

    // Search filters on the service.
    await page.getByLabel('Search').fill('zebra');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Search').fill('no-such-thing-anywhere');
    await page.getByTestId('library-empty').waitFor({ timeout: 10_000 });
    await page.getByLabel('Search').fill('zebra');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('Kind').selectOption('video');
    await page.getByTestId('library-empty').waitFor({ timeout: 10_000 });
    await page.getByLabel('Kind').selectOption('audio');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await shot(page, 'library-search');
    // Filters are drafts that outlive the page: leave the library unfiltered for the next reader.
    await page.getByLabel('Kind').selectOption('');
    await page.getByLabel('Search').fill('');

    // "Make another like this": Speech opens with the text it was made from, whatever its draft held.
    await nav(page, 'Speech');
    await page.getByLabel('Text').fill('');
    await nav(page, 'Library');
    await item.getByRole('button', { name: /^Actions for Zebra crossings/ }).click();
    await page.getByRole('menuitem', { name: 'Make another like this' }).click();
    await expect.poll(() => page.getByLabel('Text').inputValue(), { timeout: 10_000 }).toBe(SENTENCE);
    expect(await page.locator('input[type="radio"][value="alpha-arthur"]').isChecked()).toBe(true);
    await page.context().close();
  }, 120_000);

  it('renames and deletes a designed voice', async () => {
    const page = await open('screen=design');
    await page.getByLabel('Description').fill('A bright, fast young female voice');
    await page.getByLabel('Voice name').fill('E2E Designed');
    await page.getByRole('button', { name: 'Design and preview' }).click();
    await waitTask(page);
    // Renamed from its card in the voice browser (built-in cards offer no rename).
    await nav(page, 'Browse');
    const named = page.locator('article[data-kind="designed"]').filter({ hasText: 'E2E Designed' });
    await named.waitFor({ timeout: 15_000 });
    // Followed by its id: its text changes with the rename.
    const card = page.locator(`article[data-voice-id="${await named.getAttribute('data-voice-id')}"]`);
    expect(
      await page
        .locator('article[data-kind="builtin"]')
        .first()
        .getByRole('button', { name: /^Rename/ })
        .count(),
    ).toBe(0);
    await card.getByRole('button', { name: 'Rename E2E Designed' }).click();
    await card.getByLabel('New name for E2E Designed').fill('E2E Renamed');
    await card.getByLabel('New name for E2E Designed').press('Enter');
    await expect.poll(() => card.locator('h3').textContent(), { timeout: 10_000 }).toBe('E2E Renamed');
    expect(await page.getByTestId('status').textContent()).toContain('Voice renamed to “E2E Renamed”');
    // Speech lists it under its new name, and deletes it from "Your voices".
    await nav(page, 'Speech');
    const own = page.getByTestId('own-voices');
    await own.getByText('E2E Renamed').waitFor({ timeout: 10_000 });
    await page.getByRole('radio', { name: /E2E Renamed/ }).waitFor();
    await shot(page, 'voices-manage');
    await own.getByRole('button', { name: 'Delete E2E Renamed' }).click();
    // Asked first, in the studio's own dialog (not the browser's).
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.getByRole('heading').textContent()).toBe('Delete the voice “E2E Renamed”?');
    await ask.getByRole('button', { name: 'Delete voice' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /E2E Renamed/ }).count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('status').textContent()).toContain('deleted');
    const voices = (await (await svc.fetch('/api/v1/voices')).json()) as { data: { voices: Array<{ name: string }> } };
    expect(voices.data.voices.some((v) => v.name.startsWith('E2E'))).toBe(false);
    await page.context().close();
  }, 120_000);

  it('shows queue positions of pending tasks and retries a failed one', async () => {
    // Two slow tasks fill the queue's two slots; the third waits, first in line.
    const appKey = await svc.createKey('E2E queue');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await svc.tool('generate-tts', { text: `Queued line ${i} sandbox:slow`, voiceId: 'alpha-arthur' }, appKey);
      expect(r.status).toBe(200);
      ids.push(r.body.data.taskId);
    }
    const page = await open('screen=speech');
    await nav(page, 'Activity');
    await expect
      .poll(() => page.locator('[data-testid="queue-position"]').allTextContents(), { timeout: 15_000 })
      .toEqual(['next in the queue']);
    await shot(page, 'tasks-queue');
    for (const taskId of ids) await svc.tool('cancel-task', { taskId }, appKey);
    await expect.poll(() => page.locator('[data-task-id][data-status="CANCELLED"]').count(), { timeout: 15_000 }).toBe(3);
    // Cancelled by another app: the session listing carries every task's parameters, so the studio can retry them too.
    expect(await page.getByRole('button', { name: /^Retry/ }).count()).toBe(3);

    // A task the studio submitted fails; Retry re-submits the same parameters.
    await nav(page, 'Speech');
    await page.locator('input[type="radio"][value="alpha-arthur"]').check({ timeout: 15_000 });
    await page.getByLabel('Text').fill('This line fails on purpose. sandbox:fail');
    await page.getByRole('button', { name: 'Generate speech' }).click();
    await page.waitForSelector('.task-progress[data-status="FAILED"]', { timeout: 30_000 });
    await nav(page, 'Activity');
    // The studio says what to do about the failure, from the declared failure codes.
    const failed = page.locator('[data-task-id][data-status="FAILED"]');
    await expect.poll(() => failed.count(), { timeout: 10_000 }).toBe(1);
    expect(await failed.getByTestId('failure-advice').getAttribute('title')).toBe(`What to do: ${TASK_FAILURES.provider_error.action}`);
    await failed.getByRole('button', { name: /^Retry Speech: “This line fails/ }).click();
    await expect.poll(() => failed.count(), { timeout: 30_000 }).toBe(2);
    expect(await page.getByTestId('status').textContent()).toMatch(/\(retry\): failed/);
    await shot(page, 'tasks-retry');
    await page.context().close();
  }, 120_000);
});
