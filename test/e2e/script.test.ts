// The Script screen end to end in Chromium against the headless service: write a two-speaker
// script, give the speaker a voice, see the segments and the exact cost, generate and follow it
// segment by segment, jump to a segment, give one segment a new take (billed alone), export as
// MP3, and lay the narration under a video made in the studio — mostly from the keyboard.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobe } from '../helpers/media.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, waitTask, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];

const SCRIPT = [
  'The archive opened at dawn, and the first visitors drifted in from the rain. '.repeat(6).trim(),
  'Ann: Did you find the letters?',
  'Note: this line stays with Ann, since Note is not a speaker.',
].join('\n');

const tasksOf = async (tool: string) => {
  const res = await svc.fetch('/api/v1/tasks?limit=100');
  return ((await res.json()) as any).data.tasks.filter((t: any) => t.tool === tool);
};

describe('Script screen (Chromium against the headless service)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('writes, assigns voices, previews the exact cost, narrates, jumps, retakes one segment, exports, and lays it under a video', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true });
    const page: Page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${svc.url}/#token=${svc.session}`);

    // A short video first, so the library has one to lay the narration under.
    await nav(page, 'Video');
    await page.getByRole('tab', { name: 'Text to video' }).click();
    await page.getByLabel('Prompt').fill('Rain on the archive windows.');
    await page.locator('#video-duration').fill('4');
    await page.locator('#video-resolution').selectOption('480p');
    await page.getByRole('button', { name: 'Generate video' }).click();
    await waitTask(page);

    await nav(page, 'Script');
    const script = page.getByRole('textbox', { name: 'Script', exact: true });
    await script.focus();
    await page.keyboard.insertText(SCRIPT);
    await page.getByLabel(/^Default voice/).selectOption('alpha-cherry');
    // Both labels are found; only the one given a voice is a speaker.
    await expect(page.getByLabel('Voice for Ann')).toBeTruthy();
    expect(await page.getByLabel('Voice for Note').inputValue()).toBe('');
    await page.getByLabel('Voice for Ann').selectOption('beta-kore');

    // The exact cost, from the service's own plan: what generate-narration will hold.
    const body = { script: SCRIPT, voiceId: 'alpha-cherry', pauseMs: 400, speakers: { Ann: 'beta-kore' } };
    const key = await svc.createKey('cross-check');
    const plan = (await svc.tool('preview-narration', body, key)).body.data;
    await page
      .getByTestId('narration-cost')
      .filter({ hasText: `exact cost: ${plan.estimatedCredits} credits` })
      .waitFor();
    expect(await page.getByRole('list', { name: 'Segments' }).getByRole('listitem').count()).toBe(plan.segments.length);
    await shot(page, 'script-preview');

    // Generate from the keyboard, and follow it to the end.
    await page.getByRole('button', { name: 'Generate narration' }).focus();
    await page.keyboard.press('Enter');
    await waitTask(page, 120_000);
    const [narration] = await tasksOf('generate-narration');
    expect(narration).toMatchObject({ status: 'COMPLETED', chargedCredits: plan.estimatedCredits });
    const segments = page.getByRole('list', { name: 'Narration segments' }).getByRole('listitem');
    expect(await segments.count()).toBe(plan.segments.length);

    // Jump to the second segment: the player moves to its start and marks it.
    await page.locator('audio[aria-label="Narration"]').waitFor();
    await page.waitForFunction(() => ((globalThis as any).document.querySelector('audio[aria-label="Narration"]')?.readyState ?? 0) >= 1);
    await page.getByRole('button', { name: /^Play segment 2 from/ }).click();
    const start = narration.output.segments[1].startSeconds as number;
    await page.waitForFunction(
      (s) => Math.abs(((globalThis as any).document.querySelector('audio[aria-label="Narration"]').currentTime as number) - s) < 0.5,
      start,
    );
    await page.locator('.segment-list li[aria-current="true"]').first().waitFor();
    await shot(page, 'script-result');

    // A new take of segment 1: only it is billed (one alpha request: 15 credits).
    await page.getByRole('button', { name: 'Change segment 1' }).click();
    const take = page.getByLabel('New text for segment 1');
    await take.fill('The archive opened late today.');
    await page.getByRole('button', { name: 'Regenerate segment 1 (15 credits)' }).click();
    // The narration shown becomes the new take once it completes.
    await page.waitForFunction(
      (t) =>
        (globalThis as any).document.querySelector('[data-testid="narration-result"] .segment-list li span.segment-text')?.textContent ===
        t,
      'The archive opened late today.',
      { timeout: 60_000 },
    );
    const [retake] = await tasksOf('regenerate-narration-segment');
    expect(retake).toMatchObject({ status: 'COMPLETED', chargedCredits: 15 });

    // Export as MP3.
    await page.getByLabel('Export as').selectOption('mp3');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export narration' }).click()]);
    expect(download.suggestedFilename()).toBe('narration.mp3');
    const mp3 = readFileSync((await download.path())!);
    expect(ffprobe(mp3).streams[0].codec_name).toBe('mp3');

    // Lay it under the video: an MP4 with an AAC track, as long as the video.
    const video = page.getByLabel('Lay under a video from the library');
    const option = await video.locator('option').nth(1).getAttribute('value');
    await video.selectOption(option!);
    await page.getByRole('button', { name: 'Make narrated video' }).click();
    await page.locator('video[aria-label="Narrated video"]').waitFor({ timeout: 60_000 });
    const [combined] = await tasksOf('combine-video-audio');
    expect(combined).toMatchObject({ status: 'COMPLETED', chargedCredits: 0 });

    // Leaving the screen and coming back keeps the script and the narration.
    await nav(page, 'Tasks');
    await nav(page, 'Script');
    expect(await page.getByRole('textbox', { name: 'Script', exact: true }).inputValue()).toBe(SCRIPT);
    await page.getByTestId('narration-result').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
