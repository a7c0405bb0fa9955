// Voices end to end, in Debian Chromium against the headless service: hear a built-in voice from
// its card (the preview is made once, on the sandbox for free, and plays through the app's
// player); record from the fake microphone, trim by dragging a region handle, clone, and speak
// with the new voice. Screenshots of the browser, Record and Clone in both themes.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSample } from '../helpers/media-fixtures.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, waitTask, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;

/** The app player's media element: what it plays, whether it plays, and where it is. */
const playerState = (page: Page) =>
  page.evaluate(() => {
    const m = (globalThis as any).document.querySelector('[data-testid="player-media"]');
    return { src: m.currentSrc as string, paused: m.paused as boolean, time: m.currentTime as number, label: m.getAttribute('aria-label') };
  });

const selection = async (page: Page) => ({
  start: Number(await page.locator('[data-testid="selection-start"]').inputValue()),
  end: Number(await page.locator('[data-testid="selection-end"]').inputValue()),
});

async function open(theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${svc.url}/#token=${svc.session}`);
  await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
  return { context, page, errors };
}

describe('voices (Chromium against the headless service)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    // ≥ 10 s of real speech (espeak-ng), 48 kHz 16-bit mono: Chromium loops it as the microphone.
    const micWav = await makeSample({ seconds: 14, format: 'wav', sampleRate: 48_000, volume: 0.6 });
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file', sandboxSlowMs: 300 });
    browser = await launchChromium({ micWav });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('previews a built-in voice from its card and plays it through the app player', async () => {
    const { context, page, errors } = await open();
    await nav(page, 'Browse');
    await page.locator('[data-testid="voice-grid"] article').first().waitFor();
    // Narrow to one voice with the search (the `/` shortcut focuses it).
    await page.keyboard.press('/');
    await page.keyboard.type('Cherry');
    const card = page.locator('article[data-voice-id="alpha-cherry"]');
    await expect.poll(() => page.locator('[data-testid="voice-grid"] article').count()).toBe(1);
    expect(await card.textContent()).toMatch(/Built-in/);
    await card.getByRole('button', { name: 'Preview Cherry' }).click();
    // The sandbox makes the clip (a task); the card shows it is being made, then the player plays it.
    await expect.poll(async () => (await playerState(page)).src, { timeout: 60_000 }).not.toBe('');
    const first = await playerState(page);
    expect(first.label).toContain('Cherry');
    expect(await page.textContent('[data-testid="now-playing"]')).toContain('Cherry');
    await expect.poll(async () => (await playerState(page)).time, { timeout: 10_000 }).toBeGreaterThan(first.time);
    const later = await playerState(page);
    expect(later.paused).toBe(false);
    // The clip is kept: the voice now lists it, so a second click plays it without a new task.
    const voices = (await (await svc.fetch('/api/v1/voices?q=Cherry')).json()) as {
      data: { voices: Array<{ previewAssetId: string | null }> };
    };
    expect(voices.data.voices[0].previewAssetId).toBeTruthy();

    // Favourite it: stored by the service, and the favourites filter shows it.
    await card.getByRole('button', { name: 'Favourite Cherry' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Favourite Cherry' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(
        async () =>
          ((await (await svc.fetch('/api/v1/voices?favorite=true')).json()) as { data: { voices: unknown[] } }).data.voices.length,
      )
      .toBe(1);
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Favourites only' }).click();
    await expect.poll(() => page.locator('[data-testid="voice-grid"] article').count()).toBe(1);
    await page.getByRole('button', { name: 'Favourites only' }).click();
    await page.getByLabel('Provider').selectOption('beta');
    await expect.poll(() => page.locator('[data-testid="voice-grid"] article[data-voice-id^="alpha-"]').count()).toBe(0);
    await page.getByLabel('Provider').selectOption('');
    await shot(page, 'voices-light');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('records, trims by dragging a handle, clones, and speaks with the new voice', async () => {
    const { context, page, errors } = await open();
    await nav(page, 'Record');
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.waitForSelector('[data-testid="elapsed"]', { timeout: 10_000 });
    // Stop once the studio's own clock says 14 s (a fixed sleep drifts on a loaded machine).
    await page.waitForFunction(
      () => Number.parseFloat((globalThis as any).document.querySelector('[data-testid="elapsed"]')?.textContent ?? '0') >= 14.1,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('[data-testid="selection-end"]').waitFor({ timeout: 20_000 });
    const whole = await selection(page);
    expect(whole.start).toBe(0);
    expect(whole.end).toBeGreaterThan(13.5);
    // The read-out of the whole take.
    const quality = page.locator('[data-testid="quality-duration"]');
    await expect.poll(() => quality.textContent(), { timeout: 20_000 }).toBe(`${whole.end.toFixed(1)} s`);

    // Drag the region's start handle about 2 s to the right, with the mouse.
    const wave = page.locator('[data-testid="trim-wave"] .waveform');
    const handle = page.locator('[data-testid="trim-wave"] [part~="region-handle-left"]');
    await handle.waitFor();
    const box = (await wave.boundingBox())!;
    const h = (await handle.boundingBox())!;
    const pxPerSecond = box.width / whole.end;
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2 + pxPerSecond, h.y + h.height / 2, { steps: 5 });
    await page.mouse.move(h.x + h.width / 2 + 2 * pxPerSecond, h.y + h.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await selection(page)).start, { timeout: 5_000 }).toBeGreaterThan(1.5);
    const trimmed = await selection(page);
    expect(trimmed.start).toBeLessThan(2.6);
    expect(trimmed.end).toBeCloseTo(whole.end, 1);
    // The read-out follows the selection.
    const kept = trimmed.end - trimmed.start;
    await expect.poll(async () => Number.parseFloat((await quality.textContent()) ?? '0'), { timeout: 20_000 }).toBeCloseTo(kept, 0);
    expect(await page.textContent('[data-testid="take-seconds"]')).toBe(`${kept.toFixed(1)} s`);

    // Play selection: the app player plays the take from the selection's start.
    await page.getByRole('button', { name: 'Play selection' }).click();
    await expect.poll(async () => (await playerState(page)).paused, { timeout: 10_000 }).toBe(false);
    expect((await playerState(page)).time).toBeGreaterThanOrEqual(trimmed.start - 0.05);
    await page.waitForTimeout(200);
    await shot(page, 'record-light');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();

    // Clone the selection.
    await page.getByRole('button', { name: 'Use this selection for cloning' }).click();
    await page.waitForSelector('#clone-heading');
    await page.getByLabel('Voice name').fill('E2E Clone');
    await page
      .getByLabel('Transcript of the sample (optional)')
      .fill('Please call Stella. Ask her to bring these things with her from the store.');
    await page.getByRole('button', { name: 'Clone voice' }).click();
    await waitTask(page);
    await shot(page, 'clone-light');
    const voices = (await (await svc.fetch('/api/v1/voices?kind=cloned')).json()) as {
      data: { voices: Array<{ voiceId: string; name: string }> };
    };
    const clone = voices.data.voices.find((v) => v.name === 'E2E Clone')!;
    expect(clone).toBeTruthy();

    // "Speak with it": Speech opens with the new voice chosen, and speech made with it completes.
    await page.getByRole('button', { name: 'Speak with it' }).click();
    await page.waitForSelector('#speech-heading');
    await expect.poll(() => page.getByRole('radio', { name: /E2E Clone/ }).isChecked(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Text').fill('The studio reads this back in my own cloned voice.');
    await page.getByRole('button', { name: 'Generate speech' }).click();
    await waitTask(page);
    const tasks = (await (await svc.fetch('/api/v1/tasks?limit=5')).json()) as {
      data: { tasks: Array<{ tool: string; status: string; params?: { voiceId?: string } }> };
    };
    const speech = tasks.data.tasks.find((t) => t.tool === 'generate-tts' && t.params?.voiceId === clone.voiceId);
    expect(speech?.status).toBe('COMPLETED');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
