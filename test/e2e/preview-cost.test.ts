// A preview that costs credits is asked for first. With alpha on a live engine (a fake alpha
// server speaking its wire protocol), a built-in voice's preview is a paid generation: the
// studio shows its price, Cancel spends nothing and calls no provider, and agreeing makes the
// clip once, charges its price and plays it. The Speech screen's voice list asks the same way.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { goLive } from '../fakes/live-setup.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, STATIC } from '../helpers/studio-build.ts';

const KEY = 'sk-alpha-e2e-preview-5678';
let svc: TestService;
let alpha: AlphaFake;
let browser: Browser;

const generations = () => alpha.requests.filter((r) => r.path.endsWith('/generation')).length;
const playerSrc = (page: Page) =>
  page.evaluate(() => (globalThis as any).document.querySelector('[data-testid="player-media"]').currentSrc as string);

describe('a preview that costs credits (Chromium, alpha on a live engine)', () => {
  beforeAll(async () => {
    ensureBuilt();
    alpha = await startAlphaFake({ key: KEY });
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    await goLive(svc, 'alpha', alpha.base, KEY);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
    await alpha?.close();
  });

  it('shows the price first; Cancel spends nothing, agreeing makes the clip once, charges it and plays it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
    const before = await svc.credits();

    // On Speech's voice list: the price is asked for; Cancel leaves everything as it was.
    await page.locator('input[type="radio"][value="alpha-ethan"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Preview Ethan' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toMatch(/15 credits/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // On the voice browser: the card says what its preview costs, and asks again.
    await nav(page, 'Browse');
    await page.getByLabel('Search').fill('Cherry');
    const card = page.locator('article[data-voice-id="alpha-cherry"]');
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toMatch(/Preview: 15 credits, once/);
    await card.getByRole('button', { name: 'Preview Cherry' }).click();
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Make a preview of Cherry?');
    await shot(page, 'preview-cost-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(generations()).toBe(0);
    expect(await svc.credits()).toEqual(before);

    // Agreed: one generation at the live provider, its price charged, the clip played.
    await card.getByRole('button', { name: 'Preview Cherry' }).click();
    await dialog.getByRole('button', { name: 'Make it for 15 credits' }).click();
    await expect.poll(() => playerSrc(page), { timeout: 60_000 }).not.toBe('');
    expect(await page.textContent('[data-testid="now-playing"]')).toContain('Cherry');
    expect(generations()).toBe(1);
    await expect.poll(async () => (await svc.credits()).balance, { timeout: 15_000 }).toBe(before.balance - 15);

    // Made once: the card no longer shows a price, and playing it again asks nothing and calls no provider.
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).not.toMatch(/credits, once/);
    await card.getByRole('button', { name: /Preview Cherry|Pause/ }).click();
    await card.getByRole('button', { name: /Preview Cherry/ }).click();
    expect(await dialog.count()).toBe(0);
    expect(generations()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
