// The Developer screen in Debian Chromium against the headless service: a key made with a
// label, budget and webhook URL is shown once and works; its webhook (a real receiver on
// loopback) gets a signed test delivery that the log lists and redelivers; the secret rotates
// after a confirmation; the key is revoked through the confirmation dialog and stops working.
// Tabs move with the arrow keys; the API tab names this service; axe finds nothing in either theme.
// Callbacks of page.evaluate run in the page; the root tsconfig has no DOM lib, hence `(globalThis as any)`.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, pickTheme } from '../helpers/a11y.ts';
import { startReceiver, verifyServiceSignature, type Receiver } from '../helpers/receiver.ts';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ensureBuilt, launchChromium, shot, SHOTS, STATIC } from '../helpers/studio-build.ts';

let svc: TestService;
let browser: Browser;
let receiver: Receiver;
const pageErrors: string[] = [];

/** `bypassCSP` lets axe-core be injected into the page (the studio's CSP allows only its own scripts). */
async function open(bypassCSP = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 1000 }, bypassCSP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: svc.url });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !/status of 4\d\d/.test(m.text()) && pageErrors.push(m.text()));
  await page.goto(`${svc.url}/#token=${svc.session}`);
  await expect.poll(() => page.locator('.pill.ok').count(), { timeout: 15_000 }).toBe(1);
  // The old address `#/keys` still opens the Developer screen.
  await page.evaluate(() => ((globalThis as any).location.hash = '#/keys'));
  await page.getByRole('tablist', { name: 'Developer' }).waitFor({ timeout: 15_000 });
  return page;
}

describe('Developer screen (Chromium against the headless service and a webhook receiver)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ensureBuilt();
    svc = await startTestService({ staticDir: STATIC, secretStore: 'file' });
    receiver = await startReceiver({ fallback: 200 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await svc?.dispose();
  });

  it('creates a key shown once, tests and redelivers its webhook, rotates its secret and revokes it', async () => {
    const page = await open();
    const tabs = page.getByRole('tablist', { name: 'Developer' });

    // Tabs follow the arrow keys.
    await tabs.getByRole('tab', { name: 'Keys' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Webhooks' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.getByRole('tab', { name: 'API' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Keys' }).getAttribute('aria-selected')).toBe('true');

    // A key with a label, a budget and a webhook: its secrets are shown once.
    await page.getByLabel('Label', { exact: true }).fill('E2E app');
    await page.getByLabel('Credit budget (optional)').fill('500');
    await page.getByLabel('Webhook URL (optional)').fill(receiver.url);
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-key').textContent({ timeout: 10_000 })) ?? '';
    const secret = (await page.getByTestId('new-webhook-secret').textContent()) ?? '';
    expect(key).toMatch(/^tmb_/);
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await expect.poll(() => page.evaluate(() => (globalThis as any).navigator.clipboard.readText()), { timeout: 5_000 }).toBe(key);
    const row = page.locator('tr[data-key-label="E2E app"]');
    expect(await row.textContent()).toContain('0 credits of 500');

    // The key works: a speech task from the "app" shows as the key's usage.
    const ack = await svc.tool('generate-tts', { text: 'Made by the app.', voiceId: 'alpha-cherry' }, key);
    expect(ack.status).toBe(200);
    await svc.waitDone(ack.body.data.taskId, key);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toMatch(/[1-9]\d* credits of 500/);
    expect(await row.locator('meter').count()).toBe(1);

    // Done: the secrets are gone from the page, and a reload does not bring them back.
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('new-key').count()).toBe(0);
    await page.reload();
    await row.waitFor({ timeout: 15_000 });
    expect(await page.content()).not.toContain(key);
    expect(await page.content()).not.toContain(secret);

    // The balance and the ledger are readable beside the tabs.
    const credits = await svc.credits();
    expect(await page.getByTestId('credits').textContent()).toContain(credits.available.toLocaleString('en-US'));
    await expect.poll(() => page.getByTestId('ledger').locator('tr[data-kind="capture"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, 'developer-keys');

    // Webhooks: a signed test delivery reaches the receiver and shows in the log.
    await tabs.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByLabel('Key', { exact: true }).selectOption({ label: `E2E app — ${receiver.url}` });
    const before = receiver.requests.length;
    await page.getByRole('button', { name: 'Test webhook of E2E app' }).click();
    await expect.poll(() => page.getByTestId('webhook-test-result').textContent(), { timeout: 15_000 }).toMatch(/Delivered: HTTP 200/);
    const [test] = (await receiver.waitFor(before + 1)).slice(before);
    expect(test.json().type).toBe('webhook.test');
    expect(verifyServiceSignature(test.headers['x-service-signature'], test.raw, secret)).toBe(true);
    const log = page.getByTestId('webhook-log');
    const event = log.locator('li[data-status="delivered"]', { hasText: 'webhook.test' });
    await event.waitFor({ timeout: 10_000 });
    // The task the app ran was delivered too.
    await expect.poll(() => log.locator('li', { hasText: 'task.completed' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await event.getByRole('button', { name: /^Attempts of/ }).click();
    await expect
      .poll(() => event.locator('[data-testid="attempts"] tbody tr[data-http-status="200"]').count(), { timeout: 10_000 })
      .toBe(1);
    const sent = receiver.requests.length;
    await event.getByRole('button', { name: /^Redeliver/ }).click();
    await receiver.waitFor(sent + 1, 15_000);
    await expect
      .poll(() => event.locator('[data-testid="attempts"] tbody tr[data-http-status="200"]').count(), { timeout: 15_000 })
      .toBe(2);
    await shot(page, 'developer-webhooks');

    // Rotating the secret asks first; Cancel keeps it, confirming shows the new one once.
    await page.getByRole('button', { name: 'Rotate webhook secret' }).click();
    const rotateDialog = page.getByRole('alertdialog');
    await rotateDialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('new-webhook-secret').count()).toBe(0);
    await page.getByRole('button', { name: 'Rotate webhook secret' }).click();
    await rotateDialog.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = (await page.getByTestId('new-webhook-secret').textContent({ timeout: 10_000 })) ?? '';
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await page.getByRole('button', { name: 'Done' }).click();

    // The API tab names this service, its OpenAPI document and the MCP command.
    await tabs.getByRole('tab', { name: 'API' }).click();
    expect(await page.getByTestId('api-base').textContent()).toBe(svc.url);
    const openapi = (await page.getByTestId('openapi-link').getAttribute('href')) ?? '';
    expect(openapi).toBe(`${svc.url}/api/v1/openapi.json`);
    expect((await fetch(openapi)).status).toBe(200);
    expect(await page.getByTestId('mcp-command').textContent()).toContain('npm run -s mcp');
    expect(await page.locator('main').textContent()).not.toContain(key);
    await shot(page, 'developer-api');

    // Revoking asks first (an alert dialog with focus on Cancel); confirmed, the key stops working.
    await tabs.getByRole('tab', { name: 'Keys' }).click();
    await page.getByRole('button', { name: 'Revoke E2E app' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “E2E app”?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    expect(await row.count()).toBe(1);
    await page.getByRole('button', { name: 'Revoke E2E app' }).click();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    expect(await page.locator('li[data-key-label="E2E app"][data-revoked]').count()).toBe(1);
    expect((await svc.tool('generate-tts', { text: 'Refused.', voiceId: 'alpha-cherry' }, key)).status).toBe(401);

    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 180_000);

  // The screen and its dialog (the shell around it is checked by the shell's own tests).
  it('has no axe violations on any tab, light and dark, populated', async () => {
    await svc.createKey('Axe app', { webhookUrl: receiver.url, creditLimit: 900 });
    const page = await open(true);
    const tabs = page.getByRole('tablist', { name: 'Developer' });
    for (const theme of ['Light', 'Dark'] as const) {
      await pickTheme(page, theme);
      for (const tab of ['Keys', 'Webhooks', 'API']) {
        await tabs.getByRole('tab', { name: tab }).click();
        await page.locator('[role="tabpanel"][data-state="active"]').waitFor();
        if (tab === 'Keys') await page.locator('tr[data-key-label="Axe app"]').waitFor({ timeout: 10_000 });
        if (tab === 'Webhooks') await page.getByTestId('webhook-log').waitFor({ timeout: 10_000 });
        expect({ theme, tab, violations: await axeViolations(page, 'main') }).toEqual({ theme, tab, violations: [] });
        await shot(page, `developer-${tab.toLowerCase()}-${theme.toLowerCase()}`);
      }
      // The revoke dialog too.
      await tabs.getByRole('tab', { name: 'Keys' }).click();
      await page.getByRole('button', { name: 'Revoke Axe app' }).click();
      await page.getByRole('alertdialog').waitFor();
      expect({ theme, dialog: await axeViolations(page, '[role="alertdialog"]') }).toEqual({ theme, dialog: [] });
      await shot(page, `developer-revoke-${theme.toLowerCase()}`);
      await page.keyboard.press('Escape');
    }
    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
