// Nothing freezes: with the studio open on Activity, and then on the Library, an app submits
// a thousand tasks. The page's main thread never blocks for long (the browser's own long-task
// record, PerformanceObserver 'longtask'), and the studio ends up showing them all: Activity
// counts every task, and the Library's total matches the assets the service holds.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const TASKS = 1000;
/** A main-thread block longer than this is a freeze a creator notices. */
const LONGEST_MS = 200;

const body = async <T>(path: string): Promise<T> => ((await (await svc.fetch(path)).json()) as { data: T }).data;
const count = async (page: Page, testId: string) => Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/\D/g, ''));

/**
 * Submits `n` sandbox speech tasks with an app's key, a few at a time, as a busy app would. The
 * lines are Spanish, so espeak-ng speaks them: this test is about the studio's main thread, and
 * two thousand lines on English's flite voices (about 1.7x espeak-ng's time on a line this short)
 * would only make it longer.
 */
async function burst(key: string, n: number, tag: string): Promise<void> {
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from({ length: Math.min(50, n - i) }, (_, j) =>
      svc.tool('generate-tts', { text: `Línea ${i + j} de ${tag}`, voiceId: 'alpha-arthur' }, key),
    );
    for (const r of await Promise.all(batch)) expect(r.status).toBe(200);
  }
}

async function settled(): Promise<void> {
  await expect
    .poll(async () => (await body<{ total: number }>('/api/v1/tasks?status=PENDING,PROCESSING&limit=1')).total, { timeout: 240_000 })
    .toBe(0);
}

/** The longest main-thread block since the last reset, and every long task (start and length, ms) for the failure message. */
async function longest(page: Page): Promise<{ ms: number; all: string }> {
  const [ms, all] = await page.evaluate(() => [(globalThis as any).__longest as number, (globalThis as any).__long as number[][]] as const);
  return { ms, all: all.map(([at, d]) => `${Math.round(d)} ms at ${Math.round(at)}`).join(', ') };
}

const reset = (page: Page) => page.evaluate(() => (((globalThis as any).__longest = 0), ((globalThis as any).__long = [])));

describe('the studio stays responsive under a burst of tasks (Chromium)', () => {
  beforeAll(async () => {
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    const grant = await svc.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: 1_000_000, note: 'no-freeze test' } });
    expect(grant.status).toBe(201);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('shows a thousand tasks on Activity and their assets in the Library without a long task', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Every long task of the page from its first script on.
    await context.addInitScript(() => {
      const g = globalThis as any;
      g.__longest = 0;
      g.__long = [];
      new g.PerformanceObserver((list: any) => {
        for (const e of list.getEntries()) {
          g.__longest = Math.max(g.__longest, e.duration);
          g.__long.push([e.startTime, e.duration]);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
    await nav(page, 'Activity');
    await page.getByTestId('activity-total').waitFor();
    await expect.poll(() => page.getByTestId('activity-total').textContent(), { timeout: 15_000 }).toMatch(/^0 tasks$/);
    // What loading the studio itself cost is not this test's business: count from here.
    await reset(page);

    const app = await svc.createKey('Burst app');
    await burst(app, TASKS, 'la primera ráfaga');
    await expect.poll(() => count(page, 'activity-total'), { timeout: 120_000 }).toBeGreaterThanOrEqual(TASKS);
    await settled();
    // Every row the list shows is one the service holds, in its final state.
    await expect
      .poll(() => page.locator('[data-task-id][data-status="PENDING"], [data-task-id][data-status="PROCESSING"]').count())
      .toBe(0);
    // Read before the screenshot: capturing a full page blocks the page's main thread itself.
    const onActivity = await longest(page);
    expect(onActivity.ms, `long tasks on Activity: ${onActivity.all}`).toBeLessThan(LONGEST_MS);
    await shot(page, 'no-freeze-activity');

    // On the Library this time: the new assets come in on top while it is open.
    await nav(page, 'Library');
    const before = (await body<{ total: number }>('/api/v1/assets?limit=1')).total;
    await expect.poll(() => count(page, 'library-total'), { timeout: 30_000 }).toBe(before);
    await reset(page);
    await burst(app, TASKS, 'la segunda ráfaga');
    await settled();
    const after = (await body<{ total: number }>('/api/v1/assets?limit=1')).total;
    expect(after).toBe(before + TASKS);
    await expect.poll(() => count(page, 'library-total'), { timeout: 60_000 }).toBe(after);
    expect(await page.locator('[role="listitem"][data-asset-id]').first().textContent()).toContain('de la segunda ráfaga');
    const onLibrary = await longest(page);
    expect(onLibrary.ms, `long tasks on the Library: ${onLibrary.all}`).toBeLessThan(LONGEST_MS);
    await shot(page, 'no-freeze-library');
    await context.close();
  }, 600_000);
});
