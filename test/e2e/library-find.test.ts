// Finding things in the studio's library, in Debian Chromium against the headless service:
// by a voice's name (search), by a tag given in the studio, by a date range; then the
// selection leaves as one zip whose entries `unzip -l` lists.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, nav, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];

async function open(hash: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(`${svc.url}/#token=${svc.session}&${hash}`);
  return page;
}

const rows = (page: Page) => page.locator('[role="listitem"][data-asset-id]');

describe('finding assets in the library (Chromium)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('finds by voice name, by a tag given here, by date; exports the selection as one zip', async () => {
    const body = async <T>(path: string) => ((await (await svc.fetch(path)).json()) as { data: T }).data;
    const { voices } = await body<{ voices: Array<{ voiceId: string; name: string }> }>('/api/v1/voices');
    const [first, second] = voices;
    const app = await svc.createKey('Podcast app');
    const lines: Array<[string, string]> = [
      ['Harbour lights at dawn', first.voiceId],
      ['Mountain echo in the valley', second.voiceId],
      ['Kettle whistles twice', second.voiceId],
    ];
    for (const [text, voiceId] of lines) {
      const r = await svc.tool('generate-tts', { text, voiceId }, app);
      expect(r.status).toBe(200);
      await svc.waitDone((r.body as { data: { taskId: string } }).data.taskId, app);
    }

    const page = await open('screen=library');
    await nav(page, 'Library');
    await expect.poll(() => page.getByTestId('library-total').textContent(), { timeout: 15_000 }).toBe('3 items');
    expect(await rows(page).count()).toBe(3);
    // Each row says what it is, with which voice and which app made it.
    const harbour = rows(page).filter({ hasText: 'Harbour lights' });
    expect(await harbour.textContent()).toContain(first.name);
    expect(await harbour.textContent()).toContain('Podcast app');
    await shot(page, 'library-find');

    // A voice's name finds what it spoke.
    await page.getByLabel('Search').fill(first.name);
    await expect.poll(() => page.getByTestId('library-total').textContent(), { timeout: 10_000 }).toBe('1 item match');
    expect(await rows(page).textContent()).toContain('Harbour lights');
    await page.getByLabel('Search').fill('');
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(3);

    // Tag one from its menu, then filter by the tag.
    await page.getByRole('button', { name: /^Actions for Mountain echo/ }).click();
    await page.getByRole('menuitem', { name: 'Tags…' }).click();
    await page.getByLabel('Tags, separated by commas').fill('Outtakes');
    await page.getByRole('button', { name: 'Save tags' }).click();
    await expect.poll(() => rows(page).filter({ hasText: 'Mountain echo' }).textContent(), { timeout: 10_000 }).toContain('outtakes');
    await expect.poll(() => page.locator('#lib-tag option').allTextContents(), { timeout: 10_000 }).toContain('outtakes (1)');
    await page.getByLabel('Tag').selectOption('outtakes');
    await expect.poll(() => page.getByTestId('library-total').textContent(), { timeout: 10_000 }).toBe('1 item match');
    expect(await rows(page).textContent()).toContain('Mountain echo');
    // The tag is the service's: another reader sees it.
    const tagged = await body<{ total: number }>('/api/v1/assets?tag=outtakes');
    expect(tagged.total).toBe(1);
    await page.getByLabel('Tag').selectOption('');

    // A date range: the day they were made holds all three; the day after, none.
    const made = (await body<{ assets: Array<{ createdAt: string }> }>('/api/v1/assets?limit=1')).assets[0].createdAt;
    const day = made.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    await expect.poll(() => page.getByTestId('library-total').textContent(), { timeout: 10_000 }).toBe('3 items match');
    await page.getByLabel('From').fill(next);
    await page.getByLabel('To').fill(next);
    await page.getByTestId('library-empty').waitFor({ timeout: 10_000 });
    await page.getByLabel('From').fill('');
    await page.getByLabel('To').fill('');
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBe(3);

    // Select all three and export them as one zip.
    for (const box of await page.getByRole('checkbox', { name: /^Select / }).all()) await box.check();
    await page.getByRole('toolbar', { name: 'Selected assets' }).getByText('3 selected').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as zip' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const listing = execFileSync('unzip', ['-l', await download.path()], { encoding: 'utf8' });
    const entries = listing.split('\n').filter((l) => /\.(wav|mp3)\s*$/.test(l));
    expect(entries).toHaveLength(3);
    await shot(page, 'library-selection');
    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
