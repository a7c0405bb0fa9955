// A batch from the keyboard alone: a creator who never touches the mouse pastes three lines,
// reads them in, tabs to the Run button and starts the batch, and the rows finish. Every step is
// a key press (Tab, Space, Enter, typing); the only pointer-free shortcut is focusing the
// paste box's label target, as a screen reader's "jump to form field" would.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;

const LINES = [
  'file,voice,text',
  'intro,Cherry,Welcome to the harbour course.',
  'tides,Ethan,The tide turns twice a day.',
  'boats,Cherry,Boats leave at dawn.',
];

/** Presses Tab until `target` has the focus; fails after `max` presses (it is not reachable by Tab). */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === (globalThis as any).document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of Tab`);
}

describe('a batch from the keyboard alone (Chromium)', () => {
  beforeAll(async () => {
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('pastes, reads, checks and runs three rows without a pointer', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await page.locator('#speech-heading').waitFor();
    await nav(page, 'Batches');
    await page.locator('#batches-heading').waitFor();

    await page.locator('#batch-paste').focus();
    for (const [i, line] of LINES.entries()) {
      await page.keyboard.type(line);
      if (i < LINES.length - 1) await page.keyboard.press('Shift+Enter');
    }
    expect((await page.locator('#batch-paste').inputValue()).split('\n')).toEqual(LINES);
    await tabTo(page, page.getByRole('button', { name: 'Use pasted lines' }));
    await page.keyboard.press('Enter');

    // The columns are guessed from the header; the check prices three rows of speech.
    const run = page.getByTestId('batch-run');
    await expect
      .poll(async () => (await run.isEnabled()) && ((await run.textContent()) ?? ''), { timeout: 30_000 })
      .toMatch(/Run 3 rows for/);
    await tabTo(page, run);
    await page.keyboard.press('Enter');

    await expect.poll(() => page.getByText('3 of 3 ended').count(), { timeout: 90_000 }).toBeGreaterThan(0);
    const batches = (await (await svc.fetch('/api/v1/batches')).json()) as { data: { batches: { counts: Record<string, number> }[] } };
    expect(batches.data.batches[0].counts.COMPLETED).toBe(3);
    await page.close();
  }, 180_000);
});
