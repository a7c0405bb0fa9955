// The top bar's pop-ups load after the first screen (their Radix code is not in the start-up
// bundle). A creator who clicks one before its code has arrived is not ignored: the menu opens
// once the code is in. Here the theme menu's chunk is held back until after the click.
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;

describe('the shell’s deferred pop-ups (Chromium)', () => {
  beforeAll(async () => {
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('opens the theme menu that was clicked while its code was still loading, and the start-up bundle holds no menu code', async () => {
    const page = await browser.newPage();
    const held: Route[] = [];
    await page.route(/\/assets\/ThemeMenu-[^/]+\.js$/, (route) => void held.push(route));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await page.locator('#speech-heading').waitFor();

    // The stand-in is there and looks like the real trigger; the menu's code has been asked for, not yet served.
    const trigger = page.getByRole('button', { name: /^Theme:/ });
    await trigger.click();
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('menuitemradio', { name: 'Dark' }).count()).toBe(0);

    for (const r of held) await r.continue();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as any).document.documentElement.dataset.theme)).toBe('dark');

    // What the page loaded before any click: the entry and its shared chunks, not the menus.
    const html = await (await svc.fetch('/')).text();
    expect(html).not.toMatch(/ThemeMenu|ActivityMenu|ShortcutsDialog|Toaster/);
    expect(scripts.some((u) => /ThemeMenu-/.test(u))).toBe(true);
    await page.close();
  }, 120_000);
});
