// The first run in Debian Chromium against the headless service: a workspace with no keys of
// its own and no voices of its own opens Speech with a welcome card; "Hear a voice" plays a
// built-in voice through the studio's player; "Make your first clip" puts the cursor in the
// Speech text, from where a first clip is made; dismissal is kept across a reload.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnService, type ChildService } from '../helpers/child-service.ts';
import { startTestService, tempDir, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, shot, SHOTS, STATIC, waitTask } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];

describe('first run (Chromium against a fresh headless service)', () => {
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

  it('opens every URL `npm run serve` prints in the browser, the studio among them', async () => {
    // The real command line, as `npm run serve` starts it, in its own process.
    const dataDir = tempDir('timbre-first-run-');
    let child: ChildService | null = null;
    try {
      child = await spawnService(dataDir);
      const running = child;
      while (!/studio:.*\n/.test(running.output())) await new Promise((r) => running.proc.stdout!.once('data', r));
      const urls = [...running.output().matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
      expect(urls.some((u) => u.includes('#token='))).toBe(true);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      for (const url of urls) {
        const page = await context.newPage();
        const response = await page.goto(url);
        expect(response?.status(), url).toBeGreaterThanOrEqual(200);
        expect(response?.status(), url).toBeLessThan(300);
        if (url.includes('#token=')) {
          // The studio itself: connected, on Speech, with the welcome card of a new workspace.
          await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
          await page.getByTestId('first-run').waitFor({ timeout: 15_000 });
        }
        await page.close();
      }
      await context.close();
    } finally {
      child?.proc.kill('SIGTERM');
    }
  }, 120_000);

  it('welcomes a new workspace, plays a voice, leads to a first clip, and stays dismissed', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);

    const card = page.getByTestId('first-run');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByRole('heading').textContent()).toBe('Welcome to Timbre');
    await shot(page, 'first-run');

    // Hear a voice: the one player plays a clip of a built-in voice.
    await card.getByRole('button', { name: 'Hear a voice' }).click();
    await page.waitForFunction(
      () => {
        const media = (globalThis as any).document.querySelector('.player-bar audio, .player-bar video');
        return Boolean(media?.currentSrc) && !media.paused;
      },
      undefined,
      { timeout: 60_000 },
    );
    expect(await page.locator('.player-bar').textContent()).toContain('Cherry');

    // Make your first clip: the cursor lands in the Speech text; a line and a voice make a clip.
    await card.getByRole('button', { name: 'Make your first clip' }).click();
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('tts-text');
    await page.keyboard.type('My very first clip.');
    await page.locator('input[type="radio"][value="alpha-cherry"]').check();
    await page.getByRole('button', { name: 'Generate speech' }).click();
    await waitTask(page);
    await page.getByTestId('speech-result').waitFor({ timeout: 15_000 });

    // Dismissed, it stays away after a reload.
    await card.getByRole('button', { name: 'Dismiss the welcome' }).click();
    expect(await card.count()).toBe(0);
    await page.reload();
    await page.locator('#tts-text').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('first-run').count()).toBe(0);

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it('is not shown to a workspace that has its own key', async () => {
    await svc.createKey('An app');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await page.locator('#tts-text').waitFor({ timeout: 15_000 });
    // The keys listing has answered once the Developer screen lists the app's key.
    await page.evaluate(() => ((globalThis as any).location.hash = '#/developer'));
    await page.locator('tr[data-key-label="An app"]').waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((globalThis as any).location.hash = '#/speech'));
    await page.locator('#tts-text').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('first-run').count()).toBe(0);
    await context.close();
  }, 60_000);
});
