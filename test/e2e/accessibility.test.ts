// axe-core on every screen of the studio, populated with a realistic workspace, in the light
// and the dark theme: 0 violations of any impact. Also the shortcuts dialog and the work in
// progress popover, which live outside <main>.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/a11y.ts';
import { seedWorkspace } from '../helpers/seed-workspace.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;

describe('accessibility (axe-core, every screen, both themes)', () => {
  beforeAll(async () => {
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file', sandboxSlowMs: 100 });
    await seedWorkspace(svc);
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no violations on any screen in the ${theme} theme`, async () => {
      const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      await page.goto(`${svc.url}/#token=${svc.session}`);
      await page.getByRole('navigation', { name: 'Studio' }).waitFor();
      expect(await page.evaluate(() => (globalThis as any).document.documentElement.dataset.theme)).toBe(theme);
      // Every screen the navigation offers, as a creator would reach it.
      const routes = await page
        .getByRole('navigation', { name: 'Studio' })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace(/^#\//, '')));
      expect(routes.length).toBeGreaterThan(8);
      for (const id of routes) {
        await page.evaluate((to) => ((globalThis as any).location.hash = `#/${to}`), id);
        await page.locator('main h2, main h1').first().waitFor({ timeout: 15_000 });
        // Let lists, waveforms and queries settle (the event stream stays open, so there is no
        // network idle to wait for): axe judges what a creator sees.
        await page.waitForTimeout(1200);
        const violations = await axeViolations(page);
        if (violations.length) found[id] = violations;
      }
      await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await page.getByRole('dialog').waitFor();
      const dialog = await axeViolations(page);
      if (dialog.length) found['shortcuts dialog'] = dialog;
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Work in progress/ }).click();
      await page.waitForTimeout(200);
      const popover = await axeViolations(page);
      if (popover.length) found['work in progress popover'] = popover;
      await context.close();
      expect(found).toEqual({});
    }, 240_000);
  }
});
