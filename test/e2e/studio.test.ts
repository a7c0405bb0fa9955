// The studio end to end: the built renderer served by the headless service, driven in
// Debian Chromium. Speak → design →
// image-to-video → library → activity → settings, with a screenshot of every screen.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any).document`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir } from '../helpers/media-fixtures.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, shot, nav, waitTask, ROOT, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
let imagePng: string;
const pageErrors: string[] = [];
const pollingRequests: string[] = [];
/** Timings the lead copies into BENCHMARKS.md. */
const timings: Record<string, number> = {};

describe('studio (Chromium against the headless service)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    const dir = fixtureDir();
    imagePng = join(dir, 'still.png');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=1',
      '-frames:v',
      '1',
      imagePng,
    ]);
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
    if (Object.keys(timings).length) {
      writeFileSync(join(ROOT, 'test-results/studio-timings.json'), JSON.stringify(timings, null, 2));
      console.log('studio timings', timings);
    }
  });

  it('becomes interactive: the Speech screen lists the voices', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${svc.url}/#token=${svc.session}&screen=speech`);
    await page.waitForSelector('[data-testid="voice-list"] li input[type="radio"]');
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation' as any)[0] as any;
      return { tti: performance.now(), domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
    });
    timings.coldTimeToVoiceListMs = Math.round(t.tti);
    timings.coldDomContentLoadedMs = Math.round(t.domContentLoaded);
    // Warm: the same page reloaded (the studio's key is in localStorage now, assets cached).
    await page.goto(`${svc.url}/#token=${svc.session}&screen=speech`);
    await page.reload();
    await page.waitForSelector('[data-testid="voice-list"] li input[type="radio"]');
    timings.warmTimeToVoiceListMs = Math.round(await page.evaluate(() => performance.now()));
    expect(await page.locator('[data-testid="voice-list"] li').count()).toBeGreaterThanOrEqual(40);
    // The token left the address bar.
    expect(page.url()).not.toContain('token=');
    await context.close();
  }, 60_000);

  it('speaks, designs, makes a video, and finds them in the library and activity', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    page.on('request', (r) => {
      if (/get-task-status|wait-for-task/.test(r.url())) pollingRequests.push(r.url());
    });
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);

    // Recording, trimming and cloning are covered by voices.test.ts.
    // Speech with a built-in voice.
    await nav(page, 'Speech');
    await page.waitForSelector('#speech-heading');
    await page.getByRole('radio', { name: /Cherry/ }).check({ timeout: 15_000 });
    const sentence = 'The quick brown fox jumps over the lazy dog, and the studio reads it back in a voice I picked.';
    await page.getByLabel('Text').fill(sentence);
    await expect.poll(() => page.textContent('[data-testid="char-counter"]')).toContain(`${sentence.length} / 600`);
    expect(await page.textContent('.cost')).toContain('15 credits');
    await page.getByRole('button', { name: 'Generate speech' }).click();
    await waitTask(page);
    // The result plays through the studio's one player: a 24 kHz 16-bit WAV.
    const result = page.getByTestId('speech-result');
    await result.getByRole('button', { name: /^Play Speech/ }).click();
    await page.waitForFunction(
      () => {
        const a = (globalThis as any).document.querySelector('[data-testid="player-media"]');
        return !!a && Number.isFinite(a.duration) && a.duration > 1 && a.currentTime > 0;
      },
      undefined,
      { timeout: 15_000 },
    );
    const audio = await page.evaluate(async () => {
      const a = (globalThis as any).document.querySelector('[data-testid="player-media"]')!;
      a.pause();
      const buf = await (await fetch(a.currentSrc)).arrayBuffer();
      const v = new DataView(buf);
      const tag = (o: number) => String.fromCharCode(v.getUint8(o), v.getUint8(o + 1), v.getUint8(o + 2), v.getUint8(o + 3));
      return {
        duration: a.duration,
        played: a.currentTime,
        riff: tag(0),
        wave: tag(8),
        sampleRate: v.getUint32(24, true),
        bits: v.getUint16(34, true),
      };
    });
    expect(audio.duration).toBeGreaterThan(1);
    expect(audio.played).toBeGreaterThan(0);
    expect(audio).toMatchObject({ riff: 'RIFF', wave: 'WAVE', sampleRate: 24000, bits: 16 });
    expect(await page.getByTestId('now-playing').textContent()).toContain('Speech: The quick brown fox');
    // The screen keeps what it made: the speech is among its recent results.
    await page.getByTestId('recent-generate-tts').locator('li .audio-clip').first().waitFor({ timeout: 15_000 });
    await shot(page, 'speech');

    // Design a voice; its preview clip is shown, and the new voice is one click from Speech.
    await nav(page, 'Design');
    await page.getByLabel('Description').fill('A calm, deep male voice, slow and British');
    await page.getByLabel('Voice name').fill('E2E Designed');
    await page.getByRole('button', { name: 'Design and preview' }).click();
    await waitTask(page);
    await page.locator('.result .audio-clip[data-asset-id]').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Speak with it' }).count()).toBe(1);
    await shot(page, 'design');

    // Image-to-video from an uploaded still, on 1.5 (which offers nothing but i2v).
    await nav(page, 'Video');
    expect(await page.locator('#video-model option[value="1.5"]').isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Image to video' }).click();
    expect(await page.locator('#video-model option[value="1.5"]').isDisabled()).toBe(false);
    await page.locator('#video-model').selectOption('1.5');
    await page.locator('#video-images').setInputFiles(imagePng);
    await page.waitForSelector('ol.picked li');
    await page.getByLabel('Prompt (optional)').fill('The camera slowly pushes in');
    await page.locator('#video-duration').fill('4');
    await page.locator('#video-resolution').selectOption('480p');
    expect(await page.textContent('.cost')).toContain('128 credits');
    await page.getByRole('button', { name: 'Generate video' }).click();
    await waitTask(page, 120_000);
    await shot(page, 'video');

    // The library holds the video (and the uploaded still, the speech, the design preview).
    await nav(page, 'Library');
    const rows = page.locator('[role="listitem"][data-asset-id]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    const videoItem = rows.and(page.locator('[data-kind="video"]')).first();
    await videoItem.getByRole('button', { name: /^Play / }).click();
    await page.waitForFunction(
      () => {
        const v = (globalThis as any).document.querySelector('video.player-video');
        return !!v && v.readyState >= 1 && v.duration > 0;
      },
      undefined,
      { timeout: 15_000 },
    );
    await shot(page, 'library');

    await nav(page, 'Activity');
    await expect.poll(() => page.locator('[data-task-id][data-status="COMPLETED"]').count(), { timeout: 15_000 }).toBe(3);
    await shot(page, 'tasks');

    // Keys and webhooks: developer.test.ts (created once, tested, redelivered, rotated, revoked).
    await nav(page, 'Settings');
    await page.waitForSelector('[data-testid="keychain"]');
    await shot(page, 'settings');

    // Task changes reached the page as events: it never polled for them.
    expect(pollingRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
