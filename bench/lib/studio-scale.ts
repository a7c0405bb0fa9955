/**
 * The studio at scale (part of bench/studio-load.ts): a library of 10,000 assets and a queue
 * of 10,000 tasks. Seeding: one real speech task is made through the API, then its task and
 * asset rows are copied in SQLite (one transaction each, ids and times spread over the past
 * 10,000 minutes) — through the API this would take many minutes of sandbox work, and only the
 * listings are measured here. Measured in Debian Chromium: time from opening the screen to its
 * first rows, time to reach the oldest item by scrolling to the end (pages fetched as the end
 * nears), and the most DOM nodes seen while scrolling. Baseline, same run: the same screens
 * with an empty workspace (time to their "nothing here" line, and their DOM size).
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { base62 } from '../../src-service/core/ids.ts';
import { call } from './http.ts';
import { sized } from './smoke.ts';

export const SCALE = sized(10_000, 200);

interface Svc {
  url: string;
  sessionToken: string;
}

const sortableId = (prefix: string, ms: number) => `${prefix}_${ms.toString(36).padStart(9, '0')}${base62(16)}`;

/** Copies the newest row of `table` `n` times with fresh ids and earlier times. */
function copyRows(db: Database.Database, table: string, prefix: string, n: number, timeColumns: string[]): void {
  const template = db.prepare(`SELECT * FROM ${table} ORDER BY id DESC LIMIT 1`).get() as Record<string, unknown>;
  const columns = Object.keys(template);
  const insert = db.prepare(`INSERT INTO ${table} (${columns.join(',')}) VALUES (${columns.map((c) => `@${c}`).join(',')})`);
  const now = Date.now();
  db.transaction(() => {
    for (let i = 1; i <= n; i++) {
      const ms = now - i * 60_000;
      const row: Record<string, unknown> = { ...template, id: sortableId(prefix, ms) };
      for (const c of timeColumns) if (c in row && row[c] !== null) row[c] = new Date(ms).toISOString();
      insert.run(row);
    }
  })();
}

/** Makes one real task and asset through the API, then copies them to `SCALE` each. */
export async function seed(svc: Svc, dataDir: string): Promise<void> {
  const token = svc.sessionToken;
  // The copied tasks hold and charge credits like real ones (the database checks the balance).
  await call(`${svc.url}/api/v1/credits/grants`, { token, body: { amount: 1_000_000, note: 'scale bench' } });
  const { key } = await call<{ key: string }>(`${svc.url}/api/v1/api-keys`, { token, body: { label: 'Scale bench' } });
  const ack = await call<{ data: { taskId: string } }>(`${svc.url}/api/v1/tools/generate-tts/execute`, {
    token: key,
    body: { text: 'A line for the scale bench, copied ten thousand times.', voiceId: 'alpha-arthur' },
  });
  const done = await call<{ data: { status: string } }>(`${svc.url}/api/v1/tools/wait-for-task/execute`, {
    token: key,
    body: { taskId: ack.data.taskId, timeoutSeconds: 60 },
  });
  if (done.data.status !== 'COMPLETED') throw new Error(`the seed task ended ${done.data.status}`);
  const db = new Database(join(dataDir, 'timbre.db'));
  db.pragma('busy_timeout = 5000');
  copyRows(db, 'tasks', 'task', SCALE - 1, ['created_at', 'updated_at', 'completed_at']);
  copyRows(db, 'assets', 'asset', SCALE - 1, ['created_at']);
  db.close();
}

export interface ScreenTimes {
  /** Median over the runs: from the click on the screen's link to the first frame showing rows (or the empty line). */
  firstRows: number;
  /** Every run's first-rows time, ms. */
  firstRowsRuns: number[];
  oldest: number | null;
  maxNodes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One opening of a screen in a fresh browser context, timed inside the page: from the click
 * event on its navigation link to the first animation frame after its first row (or its empty
 * line) is in the document, so the robot's own pointer moves are not counted.
 */
async function open(browser: Browser, svc: Svc, screen: 'Library' | 'Activity', target: string): Promise<{ page: Page; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page: Page = await context.newPage();
  await page.goto(`${svc.url}/#token=${svc.sessionToken}`);
  await page.waitForSelector('.pill.ok');
  await page.evaluate((sel) => {
    const g = globalThis as any;
    g.__clickAt = null;
    g.__shownAt = null;
    g.document.addEventListener('click', () => (g.__clickAt ??= g.performance.now()), true);
    const seen = new g.MutationObserver(() => {
      if (g.__clickAt === null || !g.document.querySelector(sel)) return;
      seen.disconnect();
      g.requestAnimationFrame(() => (g.__shownAt = g.performance.now()));
    });
    seen.observe(g.document.body, { childList: true, subtree: true });
  }, target);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: screen }).click();
  await page.waitForSelector(target, { state: 'attached', timeout: 30_000 });
  await page.waitForFunction(() => (globalThis as any).__shownAt !== null);
  const ms = await page.evaluate(() => (globalThis as any).__shownAt - (globalThis as any).__clickAt);
  return { page, ms };
}

/** Opens a screen `runs` times; times its first rows (or its empty line), then scrolls the last one to the oldest item. */
export async function measure(
  browser: Browser,
  svc: Svc,
  screen: 'Library' | 'Activity',
  expectRows: boolean,
  runs = sized(5, 1),
): Promise<ScreenTimes> {
  const row = screen === 'Library' ? '[role="listitem"][data-asset-id]' : '[role="listitem"][data-task-id]';
  const empty = screen === 'Library' ? '[data-testid="library-empty"]' : '[data-testid="activity-empty"]';
  const scroll = screen === 'Library' ? '[data-testid="library-scroll"]' : '[data-testid="activity-scroll"]';
  const firstRowsRuns: number[] = [];
  let page: Page | null = null;
  for (let i = 0; i < runs; i++) {
    await page?.context().close();
    const opened = await open(browser, svc, screen, expectRows ? row : empty);
    firstRowsRuns.push(opened.ms);
    page = opened.page;
  }
  if (!page) throw new Error('no run');
  const nodes = () => page.evaluate(() => (globalThis as any).document.getElementsByTagName('*').length as number);
  let maxNodes = await nodes();
  let oldest: number | null = null;
  if (expectRows) {
    const s0 = await page.evaluate(() => performance.now());
    // Scroll to the end, again as more pages arrive, until the last row is the SCALE-th.
    for (;;) {
      await page.$eval(scroll, (el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(16);
      maxNodes = Math.max(maxNodes, await nodes());
      const last = await page.$$eval(row, (rs) => Math.max(...rs.map((r) => Number(r.getAttribute('aria-posinset')))));
      if (last >= SCALE) break;
      if ((await page.evaluate(() => performance.now())) - s0 > 120_000) throw new Error(`${screen}: oldest item not reached`);
    }
    oldest = (await page.evaluate(() => performance.now())) - s0;
  }
  await page.context().close();
  return { firstRows: median(firstRowsRuns), firstRowsRuns, oldest, maxNodes };
}
