// Batches in the studio, in Chromium against the headless service: a 1,000-row CSV picked as a
// file is read (in a worker), its columns guessed from the header, a row naming an unknown
// voice and a row with no text show their problems (the studio's and the service's), one is
// fixed and one removed, the run button's cost is what the service then holds for the batch
// (its estimate and the ledger's holds), progress reaches the end from the event stream and
// the results zip downloads. Then a 200-row course pasted as JSONL keeps its columns across a
// reload, and both steps pass axe in the light and the dark theme (screenshots of each).
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, pickTheme } from '../helpers/a11y.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];

const ROWS = 1000;
const UNKNOWN_VOICE_ROW = 500;
const EMPTY_TEXT_ROW = 700;

/**
 * A course script as a spreadsheet exports it (quoted cells with commas, mixed-case voice names
 * and ids). Spanish, so the sandbox speaks it with espeak-ng: this test is about the studio's
 * batch screens, and 999 rows on English's flite voices (about 2x espeak-ng's time on this
 * length, BENCHMARKS.md "Offline speech engines") would make it a synthesis benchmark.
 */
function courseCsv(): string {
  const lines = ['File name,Voice,Text,Style'];
  for (let i = 1; i <= ROWS; i++) {
    const voice = i === UNKNOWN_VOICE_ROW ? 'Nobody' : i % 3 === 0 ? 'CHERRY' : i % 3 === 1 ? 'cherry' : 'alpha-cherry';
    const text = i === EMPTY_TEXT_ROW ? '' : `"Lección ${i}, primera parte: el puerto al amanecer, y lo que la marea deja atrás."`;
    lines.push(`lesson-${String(i).padStart(4, '0')},${voice},${text},calm`);
  }
  return lines.join('\n');
}

const numberIn = (text: string | null, after: string) => Number((text ?? '').split(after)[1]?.replace(/[^\d]/g, '') ?? NaN);

async function open(page: Page): Promise<void> {
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('dialog', (d) => pageErrors.push(`unexpected dialog: ${d.message()}`));
  await page.goto(`${svc.url}/#token=${svc.session}`);
  await page.locator('#speech-heading').waitFor();
  await nav(page, 'Batches');
  await page.locator('#batches-heading').waitFor();
}

describe('batches in the studio (Chromium against the headless service)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file', sandboxSlowMs: 100 });
    // 1,000 rows of alpha speech cost 15,000: more than a new workspace's 10,000.
    const grant = await svc.fetch('/api/v1/credits/grants', { method: 'POST', json: { amount: 20_000, note: 'batch test' } });
    expect(grant.status).toBeLessThan(300);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('checks, fixes, runs and exports a 1,000-row CSV; the cost shown is what is held', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
    const page = await context.newPage();
    await open(page);
    await page.locator('#batch-file').setInputFiles({ name: 'course.csv', mimeType: 'text/csv', buffer: Buffer.from(courseCsv()) });
    await expect.poll(() => page.getByTestId('batch-source').textContent()).toContain('1,000 rows');
    // Columns guessed from the header names.
    expect(await page.locator('#batch-map-text').inputValue()).toBe('Text');
    expect(await page.locator('#batch-map-voice').inputValue()).toBe('Voice');
    expect(await page.locator('#batch-map-fileName').inputValue()).toBe('File name');
    expect(await page.locator('#batch-map-style').inputValue()).toBe('Style');

    // The studio's problem (a voice no one has) and the service's (no text), each on its row.
    const problems = page.getByTestId('batch-problems');
    await problems.locator(`li[data-row="${UNKNOWN_VOICE_ROW}"][data-field="voice"]`).waitFor();
    await problems.locator(`li[data-row="${EMPTY_TEXT_ROW}"][data-field^="input.text"]`).waitFor({ timeout: 30_000 });
    expect(await problems.locator('li').count()).toBe(2);
    expect(await page.getByTestId('batch-run').isDisabled()).toBe(true);

    // Picking a problem brings its row into view (marked) and opens it: fix the voice of one row, remove the other.
    await problems.locator(`li[data-row="${UNKNOWN_VOICE_ROW}"] button`).click();
    await page.getByRole('dialog').waitFor();
    const badRow = page.locator(`[data-testid="batch-rows"] [data-row="${UNKNOWN_VOICE_ROW}"]`);
    await expect.poll(() => badRow.count()).toBe(1);
    expect(await badRow.getAttribute('class')).toContain('bad');
    await page.locator('#batch-edit-voice').fill('Cherry');
    await page.getByRole('button', { name: 'Save row' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await problems.locator(`li[data-row="${EMPTY_TEXT_ROW}"] button`).click();
    await page.getByRole('button', { name: `Remove row ${EMPTY_TEXT_ROW}` }).click();
    await expect.poll(() => page.getByTestId('batch-run').isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByTestId('batch-summary').textContent()).toContain('999 rows');
    const label = await page.getByTestId('batch-run').textContent();
    expect(label).toMatch(/^Run 999 rows for [\d,]+ credits$/);
    const shown = numberIn(label, ' for ');
    // The service's price, not one the studio made up: 999 short alpha lines at 15 credits each.
    expect(shown).toBe(999 * 15);

    await page.locator('#batch-label').fill('Harbour course');
    // A double click submits once (one Idempotency-Key per prepared batch, the button disabled while it runs).
    await page.getByTestId('batch-run').dblclick();
    await page.getByTestId('batch-progress').waitFor();
    const batchId = (await page.getByTestId('batch-progress').getAttribute('data-batch-id'))!;
    const list = (await (await svc.fetch('/api/v1/batches')).json()) as { data: { batches: Array<{ batchId: string }> } };
    expect(list.data.batches.map((b) => b.batchId)).toEqual([batchId]);
    const batch = (await (await svc.fetch(`/api/v1/batches/${batchId}`)).json()) as {
      data: { estimatedCredits: number; itemCount: number };
    };
    expect(batch.data).toMatchObject({ estimatedCredits: shown, itemCount: 999 });

    // Progress from the event stream, to the end.
    await expect.poll(() => page.getByTestId('batch-status').textContent(), { timeout: 300_000, interval: 1000 }).toBe('Finished');
    await expect.poll(() => page.getByTestId('batch-ended').textContent()).toBe('999 of 999 ended (100%)');
    expect(await page.locator('.batch-count[data-state="COMPLETED"] dd').textContent()).toBe('999');
    // Every row's task held its part: the holds add up to the cost shown.
    const held = svc.service.internals.db
      .prepare(
        "SELECT COUNT(*) AS n, SUM(l.amount) AS sum FROM ledger l JOIN tasks t ON t.id = l.task_id WHERE t.batch_id = ? AND l.kind = 'hold'",
      )
      .get(batchId) as { n: number; sum: number };
    expect(held).toEqual({ n: 999, sum: shown });
    // The first row's file plays through the app's player.
    await page.locator('.batch-item[data-row="1"][data-status="COMPLETED"]').waitFor();
    await page.getByRole('button', { name: 'Play row 1, lesson-0001' }).click();
    await page.locator('.player-bar:not(.idle)').waitFor();

    // The results as one zip: a file per row and the manifest.
    const download = page.waitForEvent('download');
    await page.getByTestId('batch-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Harbour-course.zip');
    const zip = readFileSync((await file.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const names = zip.toString('latin1');
    for (const name of ['manifest.csv', 'manifest.json', 'lesson-0001', 'lesson-0999', 'lesson-1000']) expect(names).toContain(name);
    expect(names).not.toContain(`lesson-0${EMPTY_TEXT_ROW}`);

    // Past batches list it, and it reopens.
    await page.getByRole('button', { name: 'New batch' }).click();
    await page
      .getByTestId('batch-past')
      .getByRole('link', { name: /Harbour course/ })
      .click();
    await expect.poll(() => page.getByTestId('batch-status').textContent()).toBe('Finished');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 420_000);

  it('keeps a pasted 200-row course and its columns across a reload; both steps pass axe in both themes', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, bypassCSP: true });
    const page = await context.newPage();
    await open(page);
    const voices = ['Cherry', 'Ethan', 'Serena', 'alpha-neil'];
    const lines = Array.from({ length: 200 }, (_, i) =>
      JSON.stringify({
        lesson: `module-${Math.floor(i / 20) + 1}-lesson-${(i % 20) + 1}`,
        speaker: voices[i % voices.length],
        // Spanish, as in the first test: espeak-ng speaks it (see courseCsv).
        script: `Módulo ${Math.floor(i / 20) + 1}, lección ${(i % 20) + 1}. Hoy vemos cómo las mareas dan forma a un puerto, y por qué el viejo muelle se construyó donde está.`,
        tone: i % 2 ? 'warm, unhurried' : 'bright',
        lang: 'es',
      }),
    );
    lines[41] = '{"lesson": "module-3-lesson-2", "speaker": "Cherry", script: oops}';
    lines[87] = JSON.stringify({ lesson: 'module-5-lesson-8', speaker: 'Narrator Nine', script: 'Who is this?' });
    await page.locator('#batch-paste').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Use pasted lines' }).click();
    await expect.poll(() => page.getByTestId('batch-source').textContent()).toContain('200 rows');
    expect(await page.locator('#batch-map-text').inputValue()).toBe('script');
    // The creator's own choice is remembered, over the guess.
    await page.locator('#batch-map-fileName').selectOption('lesson');
    await page.getByTestId('batch-problems').locator('li[data-row="42"][data-field="line"]').waitFor();
    await page.getByTestId('batch-problems').locator('li[data-row="88"][data-field="voice"]').waitFor();
    await expect.poll(() => page.getByTestId('batch-total').textContent(), { timeout: 30_000 }).toMatch(/Total [\d,]+ credits/);
    await page.waitForTimeout(500);
    await page.reload();
    await page.locator('#batches-heading').waitFor();
    await expect.poll(() => page.getByTestId('batch-source').textContent()).toContain('200 rows');
    expect(await page.locator('#batch-map-fileName').inputValue()).toBe('lesson');
    await page.getByTestId('batch-problems').locator('li[data-row="88"]').waitFor();
    await expect.poll(() => page.getByTestId('batch-total').textContent(), { timeout: 30_000 }).toMatch(/Total [\d,]+ credits/);

    for (const theme of ['Light', 'Dark'] as const) {
      await pickTheme(page, theme);
      await page.waitForTimeout(300);
      expect(await axeViolations(page)).toEqual([]);
      // The studio scrolls inside <main>: a tall window shows every step in one picture.
      await page.setViewportSize({ width: 1440, height: 2000 });
      await shot(page, `batches-check-${theme.toLowerCase()}`);
      await page.setViewportSize({ width: 1440, height: 1000 });
    }
    // Remove the two bad rows and run it; the progress view passes axe too.
    for (const row of [42, 88]) {
      await page.getByTestId('batch-problems').locator(`li[data-row="${row}"] button`).first().click();
      await page.getByRole('button', { name: `Remove row ${row}` }).click();
    }
    await expect.poll(() => page.getByTestId('batch-run').isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.locator('#batch-label').fill('Curso del puerto, módulos 1–10');
    await page.getByTestId('batch-run').click();
    await page.getByTestId('batch-progress').waitFor();
    await expect.poll(() => page.getByTestId('batch-status').textContent(), { timeout: 240_000, interval: 1000 }).toBe('Finished');
    for (const theme of ['Light', 'Dark'] as const) {
      await pickTheme(page, theme);
      await page.waitForTimeout(300);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `batches-progress-${theme.toLowerCase()}`);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 360_000);
});
