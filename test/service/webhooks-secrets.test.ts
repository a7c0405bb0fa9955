import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecretStore } from '../../src-service/secrets/open.ts';
import { createFileSecretStore } from '../../src-service/secrets/file-store.ts';
import { createWebhookSecrets, ROTATION_OVERLAP_MS, webhookSecretName } from '../../src-service/webhooks/webhook-secrets.ts';
import { tempDir } from '../helpers/service.ts';

/** A clock the test moves by hand. */
function clock(start = Date.parse('2026-01-01T00:00:00.000Z')) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

describe('webhook secrets: creation, rotation overlap, persistence', () => {
  it('the rotated-out secret signs beside the new one for 24 h, then stops (injected clock)', async () => {
    const store = createFileSecretStore(join(tempDir(), 'secrets.json'), 'test');
    const c = clock();
    const secrets = createWebhookSecrets({ store, now: c.now });
    const { secret: first, created } = await secrets.ensure('key_a');
    expect(created).toBe(true);
    expect(await secrets.ensure('key_a')).toEqual({ secret: first, created: false });
    expect(await secrets.forSigning('key_a')).toEqual({ current: first });

    const rotated = (await secrets.rotate('key_a'))!;
    expect(rotated.previousExpiresAt).toBe('2026-01-02T00:00:00.000Z');
    expect(await secrets.forSigning('key_a')).toEqual({ current: rotated.secret, previous: first });

    c.advance(ROTATION_OVERLAP_MS - 1);
    expect((await secrets.forSigning('key_a'))!.previous).toBe(first);
    c.advance(1);
    expect(await secrets.forSigning('key_a')).toEqual({ current: rotated.secret });

    expect(await secrets.rotate('key_none')).toBeNull();
    expect(await secrets.forSigning('key_none')).toBeNull();
  });

  it('survives a restart: a fresh instance reads the same secrets and overlap from the store', async () => {
    const store = createFileSecretStore(join(tempDir(), 'secrets.json'), 'test');
    const c = clock();
    const before = createWebhookSecrets({ store, now: c.now });
    const { secret: old } = await before.ensure('key_b');
    const { secret: fresh } = (await before.rotate('key_b'))!;
    c.advance(3600_000);
    const after = createWebhookSecrets({ store, now: c.now });
    expect(await after.forSigning('key_b')).toEqual({ current: fresh, previous: old });
    expect(await store.get(webhookSecretName('key_b'))).toBe(fresh);
  });

  it('concurrent first-time creation yields one secret, shown to one caller only', async () => {
    const store = createFileSecretStore(join(tempDir(), 'secrets.json'), 'test');
    const secrets = createWebhookSecrets({ store, now: () => new Date() });
    const results = await Promise.all(Array.from({ length: 5 }, () => secrets.ensure('key_c')));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.secret)).size).toBe(1);
  });

  it('lives in the real OS keychain when one answers', async () => {
    if (!process.env.KEYRING_HOME) throw new Error('run through scripts/with-keyring.sh so a real keychain exists');
    const store = await openSecretStore(tempDir());
    expect(store.backend).toBe('keychain');
    const secrets = createWebhookSecrets({ store, now: () => new Date() });
    const { secret } = await secrets.ensure('key_d');
    await secrets.rotate('key_d');
    expect(await store.get(webhookSecretName('key_d'))).not.toBe(secret);
    expect(JSON.parse((await store.get('webhook-secret-previous:key_d'))!).secret).toBe(secret);
  });
});
