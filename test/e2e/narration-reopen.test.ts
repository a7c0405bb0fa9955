// A narration made by an app (its own API key) opens in the studio from its address, on a
// browser that never saw it made: its timeline of segments, a retake of segment 2, both takes
// played through the studio's player (take 1 from the narration as it was, take 2 from the
// retake), take 2 kept, and the narration before it still on the page.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];

const SCRIPT = [
  'Host: Welcome back to the archive hour, where old letters find new voices.',
  'Guest: Thank you. I brought the letters my grandmother kept in a biscuit tin.',
  'Host: Then let us open the first one together.',
].join('\n');

/** What the studio's player holds: the media's address and the title it shows. */
const player = (page: Page) =>
  page.evaluate(() => {
    const doc = (globalThis as any).document;
    const media = doc.querySelector('[data-testid="player-media"]');
    return {
      src: media.currentSrc as string,
      title: doc.querySelector('[data-testid="now-playing"]').textContent as string,
      t: media.currentTime as number,
    };
  });

describe('a narration made by an app, reopened and retaken in the studio', () => {
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

  it('opens by address, retakes segment 2, compares take 1 and take 2, keeps take 2', async () => {
    const key = await svc.createKey('Podcast app');
    const made = await svc.tool(
      'generate-narration',
      { script: SCRIPT, voiceId: 'alpha-cherry', speakers: { Host: 'alpha-cherry', Guest: 'beta-kore' } },
      key,
    );
    expect(made.status).toBe(200);
    const narration = await svc.waitDone(made.body.data.taskId, key, 120);
    const assetId = narration.output.assetIds[0] as string;
    expect(narration.output.segments).toHaveLength(3);

    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    // The session token is kept by the tab; then the studio opens straight on Script (a
    // reload): it waits for the connection instead of asking without a credential.
    await page.goto(`${svc.url}/#token=${svc.session}`);
    await page.locator('#speech-heading').waitFor();
    await page.goto(`${svc.url}/#/script`);
    await page.reload();
    await page.locator('#script-text').waitFor();
    expect(await page.getByText(/Missing credential/).count()).toBe(0);
    // The narration's address, opened fresh (a reload: nothing of it is in this page).
    await page.goto(`${svc.url}/#/script?asset=${assetId}`);
    await page.reload();
    const result = page.getByTestId('narration-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await page.getByText(/Missing credential/).count()).toBe(0);
    expect(await result.getAttribute('data-asset-id')).toBe(assetId);
    const segments = page.getByRole('list', { name: 'Narration segments' }).getByRole('listitem');
    expect(await segments.count()).toBe(3);
    expect(await segments.nth(1).textContent()).toContain('biscuit tin');
    // Coloured by speaker: Host's segments share a colour, Guest's is another.
    const speakers = await segments.evaluateAll((els) => els.map((e) => e.getAttribute('data-speaker')));
    expect(speakers[0]).toBe(speakers[2]);
    expect(speakers[1]).not.toBe(speakers[0]);
    expect(await result.textContent()).toContain('made by Podcast app');
    await page.locator('[data-testid="narration-result"] .waveform').waitFor();

    // Retake segment 2 (index 1) with new text.
    await page.getByRole('button', { name: 'Retake segment 2' }).click();
    await page.getByLabel('New text for segment 2').fill('Thank you. I brought the letters she kept in a tin.');
    await page.getByRole('button', { name: /^Retake segment 2 \(\d+ credits\)$/ }).click();
    const compare = page.getByRole('group', { name: 'Takes of segment 2' });
    await compare.waitFor({ timeout: 60_000 });
    await shot(page, 'narration-compare');

    // Take 1 and take 2 play from different narrations, each titled with its take.
    await compare.getByRole('button', { name: 'Play take 1' }).click();
    await expect.poll(async () => (await player(page)).title, { timeout: 15_000 }).toBe('Narration, segment 2, take 1');
    const take1 = await player(page);
    await compare.getByRole('button', { name: 'Play take 2' }).click();
    await expect.poll(async () => (await player(page)).title, { timeout: 15_000 }).toBe('Narration, segment 2, take 2');
    const take2 = await player(page);
    expect(take1.src).not.toBe('');
    expect(take2.src).not.toBe('');
    expect(take2.src).not.toBe(take1.src);

    // Keep take 2: the new narration opens (its address names it), the one before stays on the page.
    await compare.getByRole('button', { name: 'Keep take 2' }).click();
    await expect.poll(() => result.getAttribute('data-asset-id'), { timeout: 15_000 }).not.toBe(assetId);
    const kept = (await result.getAttribute('data-asset-id')) as string;
    expect(page.url()).toContain(`asset=${kept}`);
    await page.getByRole('heading', { name: 'Before the last retake' }).waitFor();
    expect(await page.getByRole('list', { name: 'Narration segments' }).getByRole('listitem').nth(1).textContent()).toContain(
      'she kept in a tin',
    );

    // The kept retake is a regenerate-narration-segment task of segment index 1 of the app's narration.
    const tasks = ((await (await svc.fetch('/api/v1/tasks?limit=50')).json()) as any).data.tasks;
    const retake = tasks.find((t: any) => t.output?.assetIds?.includes(kept));
    expect(retake).toMatchObject({
      tool: 'regenerate-narration-segment',
      status: 'COMPLETED',
      params: { taskId: narration.taskId, index: 1 },
    });
    await shot(page, 'narration-kept');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
