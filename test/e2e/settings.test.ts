// The Settings screen in Debian Chromium against the headless service, with a fake video
// upstream on loopback: a live switch without a key is refused naming apiKey; a base URL and a
// key are saved (the key never shows in the page nor in GET /api/v1/settings); the connection
// test reaches the fake with the key; the provider goes back to the sandbox; the System panel
// shows where the service keeps its data.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/a11y.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';

const KEY = 'xai-e2e-Secret-7f3c9a1b2d4e6f80';

let svc: TestService;
let browser: Browser;
let fake: VideoFake;
const pageErrors: string[] = [];

async function settingsJson(): Promise<{ text: string; body: any }> {
  const res = await svc.fetch('/api/v1/settings');
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, body: JSON.parse(text) };
}

/** Everything the page holds that could show the key: its markup, input values, storage. */
async function pageHolds(page: Page, secret: string): Promise<string[]> {
  const where: string[] = [];
  if ((await page.content()).includes(secret)) where.push('markup');
  const found = await page.evaluate((s) => {
    const g = globalThis as any;
    const out: string[] = [];
    if (String(g.document.body.innerText).includes(s)) out.push('text');
    for (const i of g.document.querySelectorAll('input, textarea')) if (String(i.value).includes(s)) out.push(`value of #${i.id}`);
    for (const store of [g.localStorage, g.sessionStorage]) {
      for (let n = 0; n < store.length; n++) if (String(store.getItem(store.key(n))).includes(s)) out.push(`storage ${store.key(n)}`);
    }
    return out;
  }, secret);
  return [...where, ...found];
}

describe('studio settings (Chromium against the headless service and a fake video upstream)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC });
    fake = await startVideoFake({ key: KEY, mp4: Buffer.alloc(16) });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await fake?.close();
    await svc?.dispose();
  });

  it('switches video to live with a write-only key, tests the connection, goes back to the sandbox, and shows the system', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: svc.url });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    // The refused saves answer 400 on purpose; Chromium logs those as console errors.
    page.on('console', (m) => m.type() === 'error' && !/status of 4\d\d/.test(m.text()) && pageErrors.push(m.text()));
    // The studio asks in its own dialogs: a browser dialog is a defect.
    page.on('dialog', (d) => (pageErrors.push(`browser dialog: ${d.message()}`), void d.dismiss()));
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
    await nav(page, 'Settings');

    const video = page.locator('section[data-provider="video"]');
    await video.waitFor({ timeout: 15_000 });
    for (const name of ['alpha', 'beta', 'video']) expect(await page.locator(`section[data-provider="${name}"]`).count()).toBe(1);
    expect(await video.getByTestId('video-engine').textContent()).toBe('sandbox');
    expect(await video.getByTestId('video-key-status').textContent()).toMatch(/no key is set/i);
    // Defaults are shown and editable.
    expect(await video.getByLabel('Model for imagine-video', { exact: true }).inputValue()).toBe('grok-imagine-video');
    expect(await page.locator('#settings-video-baseUrl').inputValue()).toBe('https://api.x.ai/v1');
    expect(await page.locator('#settings-video-requests').inputValue()).toBe('60');

    // A base URL that is not one: the error sits next to the base URL and names it.
    await page.locator('#settings-video-baseUrl').fill('not a url');
    await video.getByRole('button', { name: 'Save Video settings' }).click();
    await expect.poll(() => page.locator('#settings-video-baseUrl-error').textContent(), { timeout: 10_000 }).toMatch(/baseUrl/);
    expect(await page.locator('#settings-video-baseUrl').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#settings-video-baseUrl-error').getAttribute('aria-live')).toBe('polite');

    // Switch to live with the keyboard (arrow keys in the radio group), save with Enter: no key → apiKey named.
    await page.locator('#settings-video-baseUrl').fill(fake.base);
    await page.locator('#settings-video-engine-sandbox').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#settings-video-engine-live').isChecked()).toBe(true);
    await page.locator('#settings-video-baseUrl').press('Enter');
    const keyError = page.locator('#settings-video-apiKey-error');
    await expect.poll(() => keyError.textContent(), { timeout: 10_000 }).toMatch(/^apiKey: is required/);
    expect(await page.locator('#settings-video-baseUrl-error').textContent()).toBe('');
    // Focus went to the field the service named, which is described by the error.
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('settings-video-apiKey');
    expect(await page.locator('#settings-video-apiKey').getAttribute('aria-describedby')).toContain('settings-video-apiKey-error');
    expect((await settingsJson()).body.data.providers.video.engine).toBe('sandbox');
    await shot(page, 'settings-error');

    // The fake's base URL and a key: saved, "a key is set", the key nowhere in the page.
    await video.getByLabel('API key', { exact: true }).fill(KEY);
    await video.getByRole('button', { name: 'Save Video settings' }).click();
    await expect.poll(() => video.getByTestId('video-key-status').textContent(), { timeout: 10_000 }).toMatch(/a key is set/i);
    expect(await video.getByTestId('video-engine').textContent()).toBe('live');
    expect(await keyError.textContent()).toBe('');
    expect(await video.getByTestId('video-saved').textContent()).toMatch(/Saved/);
    expect(await video.getByLabel('Replace key', { exact: true }).inputValue()).toBe('');
    expect(await pageHolds(page, KEY)).toEqual([]);
    const saved = await settingsJson();
    expect(saved.text).not.toContain(KEY);
    expect(saved.body.data.providers.video).toMatchObject({ engine: 'live', baseUrl: fake.base, apiKeySet: true });
    await expect.poll(() => page.getByTestId('engines').textContent(), { timeout: 10_000 }).toContain('video: live');

    // Test connection: the fake answers 404 for the unknown job, i.e. the key was accepted.
    const before = fake.requests.length;
    await video.getByRole('button', { name: 'Test connection of Video' }).click();
    const result = video.getByTestId('video-test-result');
    await expect.poll(() => result.getAttribute('data-ok'), { timeout: 20_000 }).toBe('true');
    expect(await result.textContent()).toMatch(/OK · HTTP 404 · .*accepted the key/);
    const probe = fake.requests.slice(before).find((r) => r.path.startsWith('/v1/videos/'));
    expect(probe?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await pageHolds(page, KEY)).toEqual([]);
    await shot(page, 'settings');

    // Back to the sandbox: the key stays stored.
    await video.getByRole('radio', { name: 'Sandbox' }).check();
    await video.getByRole('button', { name: 'Save Video settings' }).click();
    await expect.poll(() => video.getByTestId('video-engine').textContent(), { timeout: 10_000 }).toBe('sandbox');
    expect((await settingsJson()).body.data.providers.video).toMatchObject({ engine: 'sandbox', apiKeySet: true });
    await expect.poll(() => page.getByTestId('engines').textContent(), { timeout: 10_000 }).toContain('video: sandbox');

    // The System panel: data folder (copied to the clipboard), URL and port, secrets, ffmpeg, log file.
    const system = page.getByTestId('system');
    expect(await system.getByTestId('data-dir').textContent()).toBe(svc.dataDir);
    expect(await system.getByTestId('service-url').textContent()).toBe(svc.url);
    expect(await system.getByTestId('service-port').textContent()).toBe(new URL(svc.url).port);
    // The file written now: logs/timbre.<n>.log (rotated by size).
    const logFile = (await system.getByTestId('log-file').textContent()) ?? '';
    expect(logFile.startsWith(join(svc.dataDir, 'logs') + '/')).toBe(true);
    expect(logFile).toMatch(/\/timbre\.\d+\.log$/);
    const health = (await (await svc.fetch('/api/v1/health')).json()) as {
      secretStore: { backend: string; notice?: string };
      ffmpeg: { available: boolean };
    };
    const secrets = (await system.getByTestId('keychain').textContent()) ?? '';
    if (health.secretStore.backend === 'keychain') expect(secrets).toBe('OS keychain');
    else expect(secrets).toContain(health.secretStore.notice ?? 'fall back to a file');
    expect(await system.getByTestId('ffmpeg').textContent()).toMatch(health.ffmpeg.available ? /^available/ : /^missing/);
    await system.getByRole('button', { name: 'Copy data folder path' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as any).navigator.clipboard.readText()), { timeout: 5_000 }).toBe(svc.dataDir);

    // Appearance: the theme choice applies at once and is kept; axe finds nothing in either theme.
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('radio', { name: /^Dark/ }).click();
    await page.waitForFunction(() => (globalThis as any).document.documentElement.dataset.theme === 'dark');
    expect(await page.getByRole('radio', { name: /^Dark/ }).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => (globalThis as any).localStorage.getItem('timbre.theme'))).toBe('dark');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shot(page, 'settings-dark');

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
