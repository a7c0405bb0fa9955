// The Script screen end to end in Chromium against the headless service: write a two-speaker
// script, give the speaker a voice, see the segments and the exact cost, generate it, play from
// a segment through the studio's player, retake one segment (billed alone) and keep the retake,
// export as MP3, and lay the narration under a video picked from the library — mostly from the keyboard.
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

    // Generate from the keyboard; the address then names the narration.
    await page.getByRole('button', { name: 'Generate narration' }).focus();
    await page.keyboard.press('Enter');
    const result = page.getByTestId('narration-result');
    await result.waitFor({ timeout: 120_000 });
    const [narration] = await tasksOf('generate-narration');
    expect(narration).toMatchObject({ status: 'COMPLETED', chargedCredits: plan.estimatedCredits });
    expect(page.url()).toContain(`asset=${narration.output.assetIds[0]}`);
    const segments = page.getByRole('list', { name: 'Narration segments' }).getByRole('listitem');
    expect(await segments.count()).toBe(plan.segments.length);

    // Play from the second segment: the studio's player moves to its start and the segment is marked.
    await page.getByRole('button', { name: /^Play segment 2 from/ }).click();
    const start = narration.output.segments[1].startSeconds as number;
    await page.waitForFunction((s) => {
      const media = (globalThis as any).document.querySelector('[data-testid="player-media"]');
      return media.currentTime >= s - 0.05 && media.currentTime < s + 1.5;
    }, start);
    expect(await page.getByTestId('now-playing').textContent()).toBe('Narration, segment 2');
    await page.locator('.segment-list li[aria-current="true"]').first().waitFor();
    await shot(page, 'script-result');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();

    // A retake of segment 1: only it is billed (one alpha request: 15 credits); take 2 is kept.
    await page.getByRole('button', { name: 'Retake segment 1' }).click();
    await page.getByLabel('New text for segment 1').fill('The archive opened late today.');
    await page.getByRole('button', { name: 'Retake segment 1 (15 credits)' }).click();
    await page.getByRole('group', { name: 'Takes of segment 1' }).getByRole('button', { name: 'Keep take 2' }).click({ timeout: 60_000 });
    await page.waitForFunction(
      (t) =>
        (globalThis as any).document.querySelector('[data-testid="narration-result"] .segment-list li .segment-text')?.textContent === t,
      'The archive opened late today.',
      { timeout: 30_000 },
    );
    const [retake] = await tasksOf('regenerate-narration-segment');
    expect(retake).toMatchObject({ status: 'COMPLETED', chargedCredits: 15, params: { taskId: narration.taskId, index: 0 } });
    expect(await result.getAttribute('data-asset-id')).toBe(retake.output.assetIds[0]);
    await page.getByRole('heading', { name: 'Before the last retake' }).waitFor();

    // Export as MP3.
    await page.getByLabel('Export as').selectOption('mp3');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export narration' }).click()]);
    expect(download.suggestedFilename()).toBe('narration.mp3');
    const mp3 = readFileSync((await download.path())!);
    expect(ffprobe(mp3).streams[0].codec_name).toBe('mp3');

    // Lay it under the video, picked from the library by its prompt: an MP4 with the narration.
    const picker = page.getByTestId('picker-narration-video');
    await picker.getByText('Rain on the archive windows.').click();
    await page.getByRole('button', { name: 'Make narrated video' }).click();
    await page.locator('video[aria-label="Narrated video"]').waitFor({ timeout: 60_000 });
    const [combined] = await tasksOf('combine-video-audio');
    expect(combined).toMatchObject({ status: 'COMPLETED', chargedCredits: 0 });

    // Leaving the screen and coming back keeps the script and the narration.
    await nav(page, 'Activity');
    await nav(page, 'Script');
    expect(await page.getByRole('textbox', { name: 'Script', exact: true }).inputValue()).toBe(SCRIPT);
    await result.waitFor();
    expect(await result.getAttribute('data-asset-id')).toBe(retake.output.assetIds[0]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
