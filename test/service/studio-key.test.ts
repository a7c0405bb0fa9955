import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestService } from '../helpers/service.ts';

describe("the studio's own API key", () => {
  it('is created once, kept in the keychain (not SQLite), reused across restarts, and replaced when revoked', async () => {
    const t = await startTestService();
    const first = (await (await t.fetch('/api/v1/studio/key', { method: 'POST', json: {} })).json()) as any;
    expect(first.data).toMatchObject({ key: expect.stringMatching(/^tmb_/), created: true });
    const again = (await (await t.fetch('/api/v1/studio/key', { method: 'POST', json: {} })).json()) as any;
    expect(again.data).toEqual({ key: first.data.key, created: false });
    expect((await t.tool('list-voices', {}, first.data.key)).status).toBe(200);
    // Only the session token may ask for it.
    expect((await t.fetch('/api/v1/studio/key', { method: 'POST', json: {}, token: first.data.key })).status).toBe(403);
    t.service.internals.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(join(t.dataDir, 'timbre.db')).includes(Buffer.from(first.data.key))).toBe(false);

    await t.stop();
    const t2 = await startTestService({ dataDir: t.dataDir });
    const afterRestart = (await (await t2.fetch('/api/v1/studio/key', { method: 'POST', json: {} })).json()) as any;
    expect(afterRestart.data.key).toBe(first.data.key);
    const keys = (await (await t2.fetch('/api/v1/api-keys')).json()) as any;
    const studio = keys.data.filter((k: any) => k.label === 'Timbre Studio');
    expect(studio).toHaveLength(1);
    await t2.fetch(`/api/v1/api-keys/${studio[0].id}`, { method: 'DELETE' });
    const replaced = (await (await t2.fetch('/api/v1/studio/key', { method: 'POST', json: {} })).json()) as any;
    expect(replaced.data.created).toBe(true);
    expect(replaced.data.key).not.toBe(first.data.key);
    await t2.dispose();
  });
});
