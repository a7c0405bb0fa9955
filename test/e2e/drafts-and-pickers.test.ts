// Screens do not forget, and pickers read the library: the Speech text and the Video prompt
// survive leaving the screen and a reload; a video an app made with its own key is offered by
// "Video to extend" and "Lay under a video" in a fresh browser profile, by its prompt.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];

const open = async (page: Page, hash = '') => {
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(`${svc.url}/#token=${svc.session}`);
  await page.locator('#speech-heading').waitFor();
  if (hash) {
    await page.goto(`${svc.url}/#/${hash}`);
    await page.reload();
  }
};

describe('drafts and library pickers (Chromium against the headless service)', () => {
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

  it('keeps the Speech text and the Video prompt across navigation and a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page);
    const text = 'A draft that must survive: the harbour lights came on one by one.';
    const prompt = 'Slow pan across a rainy harbour at dusk, lanterns reflected in the water';
    await page.locator('#tts-text').fill(text);
    await nav(page, 'Video');
    await page.locator('#video-prompt').fill(prompt);
    await nav(page, 'Activity');
    await nav(page, 'Speech');
    expect(await page.locator('#tts-text').inputValue()).toBe(text);
    await nav(page, 'Video');
    expect(await page.locator('#video-prompt').inputValue()).toBe(prompt);
    // A reload (the draft is written a moment after the last key, and on leaving the page).
    await page.reload();
    await page.locator('#video-prompt').waitFor();
    expect(await page.locator('#video-prompt').inputValue()).toBe(prompt);
    await nav(page, 'Speech');
    expect(await page.locator('#tts-text').inputValue()).toBe(text);
    // Mode tabs follow the arrow keys (Radix tabs).
    await nav(page, 'Video');
    await page.getByRole('tab', { name: 'Text to video' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Image to video' }).getAttribute('aria-selected')).toBe('true');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it("offers an app's video in both pickers of a fresh browser profile, by its prompt", async () => {
    const key = await svc.createKey('Video app');
    const video = await svc.tool(
      'generate-video-from-text',
      { prompt: 'Paper lanterns drifting over a night harbour', durationSeconds: 4, resolution: '480p' },
      key,
    );
    expect(video.status).toBe(200);
    const madeVideo = await svc.waitDone(video.body.data.taskId, key, 120);
    const videoId = madeVideo.output.assetIds[0] as string;
    const narration = await svc.tool('generate-narration', { script: 'The lanterns rose over the water.', voiceId: 'alpha-cherry' }, key);
    const madeNarration = await svc.waitDone(narration.body.data.taskId, key, 120);

    // A fresh profile: nothing of this workspace in its storage.
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await open(page);
    await nav(page, 'Video');
    await page.getByRole('tab', { name: 'Extend a video' }).click();
    const extend = page.getByTestId('picker-video-source');
    const card = extend.locator(`[data-asset-id="${videoId}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('Paper lanterns drifting over a night harbour');
    expect(await card.textContent()).toContain('Video app');
    expect(await card.locator('.poster').count()).toBe(1);
    // The picker searches the whole library, not only the newest videos it lists.
    const search = extend.getByRole('searchbox');
    await search.fill('no such harbour anywhere');
    await extend.getByText('No video matches.').waitFor({ timeout: 10_000 });
    await search.fill('lanterns');
    await card.waitFor({ timeout: 10_000 });
    await card.getByRole('radio').check();
    await expect.poll(() => page.getByRole('button', { name: 'Generate video' }).isEnabled()).toBe(true);
    await shot(page, 'video-extend-picker');

    await page.goto(`${svc.url}/#/script?asset=${madeNarration.output.assetIds[0]}`);
    await page.reload();
    const under = page.getByTestId('picker-narration-video');
    await under.locator(`[data-asset-id="${videoId}"]`).waitFor({ timeout: 30_000 });
    expect(await under.textContent()).toContain('Paper lanterns drifting');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
