import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecretStore } from '../../src-service/secrets/open.ts';
import { tempDir } from '../helpers/service.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
// scripts/with-keyring.sh (used by `npm test`) provides a real gnome-keyring on a private bus.
const underKeyring = Boolean(process.env.KEYRING_HOME);

describe('secret store', () => {
  it('uses the real OS keychain when one answers, and leaves nothing in the data dir', async () => {
    if (!underKeyring) throw new Error('run the suite through scripts/with-keyring.sh (npm test does) so a real keychain exists');
    const dir = tempDir();
    const store = await openSecretStore(dir);
    expect(store.backend).toBe('keychain');
    await store.set('webhook-secret:key_1', 'whsec_super-secret-value');
    expect(await store.get('webhook-secret:key_1')).toBe('whsec_super-secret-value');
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f)).includes('super-secret')).toBe(false);
    // Two data dirs do not see each other's entries.
    expect(await (await openSecretStore(tempDir())).get('webhook-secret:key_1')).toBeNull();
    await store.delete('webhook-secret:key_1');
    expect(await store.get('webhook-secret:key_1')).toBeNull();
  });

  it('falls back to a 0600 file, and says why, when no keychain answers', () => {
    const dir = tempDir();
    const script = `
      import { openSecretStore } from ${JSON.stringify(join(ROOT, 'src-service/secrets/open.ts'))};
      const s = await openSecretStore(${JSON.stringify(dir)});
      await s.set('k', 'v');
      console.log(JSON.stringify({ backend: s.backend, reason: s.fallbackReason, v: await s.get('k') }));`;
    const env = { ...process.env };
    delete env.DBUS_SESSION_BUS_ADDRESS;
    delete env.DISPLAY;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8', timeout: 20_000 });
    const r = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(r.backend).toBe('file');
    expect(r.reason).toMatch(/keychain|keytar/);
    expect(r.v).toBe('v');
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});
