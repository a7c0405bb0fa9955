/**
 * A locked keychain, for real: a gnome-keyring of the test's own (a private D-Bus session),
 * locked through the Secret Service API as a screen lock or Passwords and Keys does. Locked,
 * libsecret reads answer "not found" without an error, so a service that took that at its
 * word would forget its provider keys and fork its secrets into a second store. It must
 * instead refuse to start with what to do, and, when the lock comes while it serves, refuse
 * only the request that needed a secret, keep serving, and lose nothing.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, spawnService, type ChildService } from '../helpers/child-service.ts';
import { runCli, stackLines } from '../helpers/cli-run.ts';
import { startHealthProbe } from '../helpers/health-probe.ts';
import { startPrivateKeyring, type PrivateKeyring } from '../helpers/private-keyring.ts';
import { recordFaultRow } from '../helpers/reliability-report.ts';
import { tempDir } from '../helpers/service.ts';

const children: ChildService[] = [];
let keyring: PrivateKeyring | undefined;
afterAll(() => {
  for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
  keyring?.close();
});

const stop = async (c: ChildService) => {
  const exited = new Promise((r) => c.proc.once('exit', r));
  c.proc.kill('SIGTERM');
  await exited;
};
const put = (c: ChildService, path: string, body: unknown) =>
  fetch(c.url + path, {
    method: 'PUT',
    headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
const alphaKeySet = async (c: ChildService) => {
  const providers = (await api(c.url, c.token, '/api/v1/settings')).body.data.providers;
  const alpha = Array.isArray(providers) ? providers.find((p: any) => p.name === 'alpha') : providers.alpha;
  return alpha.apiKeySet as boolean;
};

describe('a locked keychain', () => {
  it('refuses the start with what to do, refuses only the requests that need a secret while serving, and loses nothing', async () => {
    keyring = startPrivateKeyring();
    const env = keyring.env;
    const dataDir = tempDir('timbre-locked-keychain-');

    // 1. Unlocked: secrets go to the keychain; a provider key is stored there.
    let c = await spawnService(dataDir, env);
    children.push(c);
    expect((await api(c.url, c.token, '/api/v1/health')).body.secretStore.backend).toBe('keychain');
    const stored = await put(c, '/api/v1/settings/providers/alpha', { engine: 'sandbox', apiKey: 'sk-alpha-kept-in-the-keychain' });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(await alphaKeySet(c)).toBe(true);

    // 2. Locked while serving: a change that needs the keychain is a 503 that says to unlock it;
    //    everything else goes on.
    const probe = startHealthProbe(() => c.url);
    keyring.lock();
    const refused = await put(c, '/api/v1/settings/providers/beta', { engine: 'sandbox', apiKey: 'sk-beta-while-locked' });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('unavailable');
    expect(refused.body.error.message).toMatch(/keychain .* is locked/);
    expect(refused.body.error.message).toContain('TIMBRE_SECRET_STORE=file');
    expect(refused.body.error.message).not.toContain('sk-beta');
    expect((await api(c.url, c.token, '/api/v1/health')).status).toBe(200);
    expect((await api(c.url, c.token, '/api/v1/credits')).status).toBe(200);
    const health = await probe.stop();
    expect(health.misses).toBe(0);
    await stop(c);

    // 3. A start while it is locked: exit 1 by itself, the reason and the way out, no stack
    //    trace, and no second store made in the data folder.
    const before = readdirSync(dataDir).sort();
    const start = await runCli(['serve', '--data-dir', dataDir, '--port', '0'], { env, timeoutMs: 30_000 });
    expect(start.code, start.output).toBe(1);
    expect(start.output).toMatch(/keychain that keeps Timbre's secrets is locked/);
    expect(start.output).toMatch(/Unlock it/);
    expect(start.output).toContain('TIMBRE_SECRET_STORE=file');
    expect(stackLines(start.output)).toEqual([]);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'service.json'))).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual(before);

    // 4. Unlocked again (a new log-in): it starts, the key stored before is there, and a change
    //    refused while locked goes through.
    keyring.relogin();
    c = await spawnService(dataDir, env);
    children.push(c);
    expect((await api(c.url, c.token, '/api/v1/health')).body.secretStore.backend).toBe('keychain');
    expect(await alphaKeySet(c)).toBe(true);
    expect((await put(c, '/api/v1/settings/providers/beta', { engine: 'sandbox', apiKey: 'sk-beta-after-unlock' })).status).toBe(200);
    await stop(c);

    // 5. The documented way round a keychain the user cannot unlock: the file store, by choice.
    keyring.lock();
    c = await spawnService(dataDir, { ...env, TIMBRE_SECRET_STORE: 'file' });
    children.push(c);
    expect((await api(c.url, c.token, '/api/v1/health')).body.secretStore.backend).toBe('file');
    await stop(c);

    recordFaultRow('locked-keychain', {
      fault: 'the OS keychain locked (a real gnome-keyring, locked over the Secret Service API) while serving, and at start',
      userSees:
        'a change that needs a secret: 503 "the OS keychain … is locked" with how to unlock it or choose TIMBRE_SECRET_STORE=file; a start: exit 1 with the same advice',
      testChecks: `serving went on (${health.samples} health answers, 0 missed); start refused in ${start.ms.toFixed(0)} ms, no stack trace, the data folder unchanged (no second store); after unlocking, the key stored before is there`,
      slowestHealthMs: health.maxMs,
      maxEventLoopDelayMs: health.maxEventLoopDelayMs,
    });
  }, 120_000);
});
