// The Usage screen in Debian Chromium against the headless service, over a workspace with real
// tasks of today (seeded through the API) and six weeks of history (written as the service
// writes it): the totals and the breakdown by app on screen are the API's, for the default
// range, a preset and a custom one, in the browser's time zone; the range survives leaving the
// screen; Export CSV downloads the file the API answers, and it parses back to the same totals.
// Axe finds nothing in either theme with the chart drawn. Screenshots in test-results/screenshots.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync, readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, pickTheme } from '../helpers/a11y.ts';
import { seedWorkspace } from '../helpers/seed-workspace.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';
import { writeUsageHistory } from '../helpers/usage-history.ts';

// A zone whose days are not UTC's, so a screen that ignored it would show other figures.
const TZ = 'Pacific/Auckland';
let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];

const zoneToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function usage(from: string, to: string) {
  const res = await svc.fetch(`/api/v1/usage?from=${from}&to=${to}&tz=${encodeURIComponent(TZ)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as any).data;
}

/** The totals and the by-app table on screen equal the API's answer for the range. */
async function expectScreenShows(page: Page, from: string, to: string) {
  const u = await usage(from, to);
  await expect.poll(() => page.getByTestId('usage-charged').textContent().then(digits), { timeout: 15_000 }).toBe(u.totals.charged);
  expect(digits(await page.getByTestId('usage-refunded').textContent())).toBe(u.totals.refunded);
  expect(digits(await page.getByTestId('usage-tasks').textContent())).toBe(u.totals.tasks);
  expect(digits(await page.getByTestId('usage-granted').textContent())).toBe(u.totals.granted);
  const rows = page.getByTestId('usage-by-key').locator('tbody tr');
  expect(await rows.count()).toBe(u.byKey.length);
  for (const k of u.byKey) {
    const cells = await page.locator(`[data-testid="usage-by-key"] tr[data-key="${k.apiKeyId}"] td`).allTextContents();
    expect(cells.slice(0, 4).map(digits)).toEqual([k.charged, k.refunded, k.tasks, k.creditsUsed]);
  }
  const tools = await page.getByTestId('usage-by-tool').locator('tbody tr').count();
  expect(tools).toBe(u.byTool.length);
  return u;
}

describe('Usage screen (Chromium against the headless service)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file', sandboxSlowMs: 100 });
    await seedWorkspace(svc);
    const keys = ((await (await svc.fetch('/api/v1/api-keys')).json()) as any).data.map((k: any) => k.id);
    writeUsageHistory(svc.service.internals.db, { keyIds: keys, days: 42, perDay: 14 });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('shows the API’s figures for each range, keeps the range, and exports the CSV', async () => {
    const context = await browser.newContext({ viewport: { width: 1360, height: 1000 }, timezoneId: TZ, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { name: 'Usage', level: 2 }).waitFor();

    // The default: the last 30 days, today included, in the browser's zone.
    const today = zoneToday();
    const month = await expectScreenShows(page, addDays(today, -29), today);
    expect(month.totals.tasks).toBeGreaterThan(100);
    await page.locator('.usage-chart-box .recharts-bar-rectangle').first().waitFor({ timeout: 15_000 });
    await shot(page, 'usage-30-days');

    // A preset.
    await page.getByTestId('usage-range-7').click();
    const week = await expectScreenShows(page, addDays(today, -6), today);
    expect(week.totals.charged).toBeLessThan(month.totals.charged);

    // Custom days, typed into the date fields.
    await page.getByTestId('usage-range-custom').click();
    await page.getByLabel('From', { exact: true }).fill(addDays(today, -40));
    await page.getByLabel('To', { exact: true }).fill(addDays(today, -20));
    const custom = await expectScreenShows(page, addDays(today, -40), addDays(today, -20));
    expect(custom.byDay).toHaveLength(21);

    // The range survives leaving the screen.
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 2 }).waitFor();
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Usage' }).click();
    expect(await page.getByTestId('usage-range-custom').getAttribute('data-state')).toBe('on');
    await expectScreenShows(page, addDays(today, -40), addDays(today, -20));

    // Export CSV: the download is the API's CSV of the range, and it adds up to the totals.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('usage-export').click()]);
    expect(download.suggestedFilename()).toBe(`timbre-usage-${addDays(today, -40)}-to-${addDays(today, -20)}.csv`);
    const text = readFileSync((await download.path())!, 'utf8');
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const sum = (col: string) => parsed.data.reduce((s, r) => s + Number(r[col]), 0);
    expect({ charged: sum('charged_credits'), refunded: sum('refunded_credits'), tasks: sum('tasks') }).toEqual({
      charged: custom.totals.charged,
      refunded: custom.totals.refunded,
      tasks: custom.totals.tasks,
    });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'timbre-usage-' }).count()).toBe(1);
    await context.close();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('a fresh workspace shows what will appear here instead of empty tables', async () => {
    const fresh = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    try {
      const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${fresh.url}/#token=${fresh.session}`);
      await page.evaluate(() => ((globalThis as any).location.hash = '#/usage'));
      await page.getByTestId('usage-empty').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('usage-by-key').count()).toBe(0);
      await context.close();
    } finally {
      await fresh.dispose();
    }
  }, 120_000);

  for (const theme of ['Light', 'Dark'] as const) {
    it(`has no axe violations with the chart drawn, ${theme.toLowerCase()} theme`, async () => {
      const context = await browser.newContext({ viewport: { width: 1360, height: 1000 }, bypassCSP: true, timezoneId: TZ });
      const page = await context.newPage();
      await page.goto(`${svc.url}/#token=${svc.session}`);
      await pickTheme(page, theme);
      await page.evaluate(() => ((globalThis as any).location.hash = '#/usage'));
      await page.locator('.usage-chart-box .recharts-bar-rectangle').first().waitFor({ timeout: 15_000 });
      await page.getByText('Credits per day as a table').click();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `usage-${theme.toLowerCase()}`);
      await context.close();
    }, 120_000);
  }
});
