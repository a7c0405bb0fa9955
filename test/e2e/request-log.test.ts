// The Requests screen in Debian Chromium against the headless service: apps' calls (REST and
// MCP, some refused) are listed; the filters narrow them; a refused tool call opens in full with
// its error and its captured body; "Copy as curl" copies a command with $TIMBRE_API_KEY in place
// of the key; once the key's limit is raised, "Re-send" runs the call again and the new call is
// shown; body capture is turned on from the screen; axe finds nothing in either theme.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { axeViolations, pickTheme } from '../helpers/a11y.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
const pageErrors: string[] = [];
let podcast: { key: string; id: string };
let plugin: { key: string; id: string };

async function newKey(label: string, extra: Record<string, unknown> = {}) {
  const body = (await (await svc.fetch('/api/v1/api-keys', { method: 'POST', json: { label, ...extra } })).json()) as any;
  return { key: body.key as string, id: body.apiKey.id as string };
}

async function open(theme?: 'Light' | 'Dark'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: svc.url });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !/status of 4\d\d/.test(m.text()) && pageErrors.push(m.text()));
  await page.goto(`${svc.url}/#token=${svc.session}`);
  await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
  if (theme) await pickTheme(page, theme);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Requests', exact: true }).click();
  await page.getByRole('heading', { name: 'Requests', level: 2 }).waitFor();
  return page;
}

const rows = (page: Page) => page.locator('.req-item');

describe('Requests screen (Chromium against the headless service)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file', sandboxSlowMs: 100 });
    // Two apps: a podcast tool that keeps its bodies and has run out of budget, and an editor plugin (MCP).
    podcast = await newKey('Podcast app', { creditLimit: 0 });
    await svc.fetch(`/api/v1/api-keys/${podcast.id}`, { method: 'PATCH', json: { captureBodies: true } });
    plugin = await newKey('Editor plugin');
    for (const text of ['Welcome back to the show.', 'Today we talk about sound.']) {
      await svc.tool('generate-tts', { text, voiceId: 'alpha-cherry' }, plugin.key);
    }
    await svc.tool('list-voices', {}, podcast.key);
    await svc.tool('generate-tts', { text: '', voiceId: 'alpha-cherry' }, podcast.key);
    await svc.tool('generate-tts', { text: 'Episode 12: the long road home.', voiceId: 'alpha-cherry' }, podcast.key);
    const mcp = new Client({ name: 'editor', version: '1' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${plugin.key}` } } }),
    );
    await mcp.callTool({ name: 'list-voices', arguments: {} });
    await mcp.callTool({ name: 'get-task-status', arguments: { taskId: 'task_missing' } });
    await mcp.close();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await svc?.dispose();
  });

  it('filters the calls, opens a refused one, copies it as curl and re-sends it', async () => {
    const page = await open();
    await expect.poll(() => rows(page).count()).toBe(7);

    // Refused calls only, then one key's.
    await page.getByLabel('Status').selectOption('4xx');
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByLabel('Key', { exact: true }).selectOption({ label: 'Podcast app' });
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByLabel('Route or tool').selectOption('route:mcp');
    await expect.poll(() => page.getByTestId('requests-empty').isVisible()).toBe(true);
    await page.getByLabel('Route or tool').selectOption('tool:generate-tts');
    await page.getByLabel('Error code').fill('insufficient_credits');
    await expect.poll(() => rows(page).count()).toBe(1);

    // The refused call in full: its error, its body, and a curl command without the key.
    const refused = rows(page).first();
    expect(await refused.getAttribute('data-status')).toBe('402');
    await refused.getByRole('button').click();
    const detail = page.getByTestId('request-detail');
    await expect.poll(() => detail.getByTestId('request-error').textContent()).toMatch(/^insufficient_credits: /);
    expect(JSON.parse((await detail.getByTestId('request-body-request').textContent())!)).toEqual({
      text: 'Episode 12: the long road home.',
      voiceId: 'alpha-cherry',
    });
    await detail.getByRole('button', { name: 'Copy the curl command' }).click();
    const copied = (await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())) as string;
    expect(copied).toContain(`'${svc.url}/api/v1/tools/generate-tts/execute'`);
    expect(copied).toContain('Authorization: Bearer $TIMBRE_API_KEY');
    expect(copied).toContain(`-d '{"text":"Episode 12: the long road home.","voiceId":"alpha-cherry"}'`);
    expect(copied).not.toContain(podcast.key);

    // The app's budget is raised; the studio re-sends the call as the app's key.
    await svc.fetch(`/api/v1/api-keys/${podcast.id}`, { method: 'PATCH', json: { creditLimit: 1000 } });
    await detail.getByTestId('resend').click();
    await expect.poll(() => page.getByText('Re-sent: 200').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The new call is the one shown: it worked, made a task and names the call it re-sent.
    await expect.poll(() => page.getByTestId('request-detail').locator('h3').textContent()).toMatch(/^200/);
    await expect
      .poll(() =>
        page
          .getByTestId('request-detail')
          .getByText(/^call #\d+$/)
          .count(),
      )
      .toBe(1);
    const log = (await (await svc.fetch(`/api/v1/request-log?apiKeyId=${podcast.id}&status=2xx&tool=generate-tts`)).json()) as any;
    expect(log.data[0].resentFrom).not.toBeNull();
    expect(log.data[0].taskId).toMatch(/^task_/);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  it('turns body capture on for a key, with its warning', async () => {
    const page = await open();
    await page.getByLabel('Key', { exact: true }).selectOption({ label: 'Editor plugin' });
    const toggle = page.getByTestId('capture-toggle').first();
    await expect.poll(() => toggle.textContent()).toMatch(/Off \(the default\)/);
    await toggle.getByRole('checkbox').check();
    await expect.poll(() => toggle.textContent()).toMatch(/^.*On: new calls keep their bodies/);
    // The box shows what was asked at once; the key has it once the save lands.
    const capture = async () =>
      ((await (await svc.fetch('/api/v1/api-keys')).json()) as any).data.find((k: any) => k.id === plugin.id).captureBodies;
    await expect.poll(capture).toBe(true);
    await expect.poll(() => toggle.getByRole('checkbox').isDisabled()).toBe(false);
    await toggle.getByRole('checkbox').uncheck();
    await expect.poll(capture).toBe(false);
    await page.context().close();
  });

  for (const theme of ['Light', 'Dark'] as const) {
    it(`has no axe violations in the ${theme.toLowerCase()} theme, with a call open`, async () => {
      const page = await open(theme);
      await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
      // A refused call with its bodies kept, as a developer opens it.
      await page.getByLabel('Key', { exact: true }).selectOption({ label: 'Podcast app' });
      await page.locator('.req-item[data-status="400"] button').first().click();
      await page.getByTestId('request-body-response').waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await shot(page, `requests-${theme.toLowerCase()}`);
      await page.getByLabel('Key', { exact: true }).selectOption('');
      await page.locator('.req-item[data-entry-id] button').nth(1).click();
      await page.getByTestId('request-detail').waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await shot(page, `requests-all-${theme.toLowerCase()}`);
      await page.context().close();
    });
  }
});
