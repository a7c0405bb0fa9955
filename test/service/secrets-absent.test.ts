import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestService } from '../helpers/service.ts';

/** Every file under a folder, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('secrets never reach logs, error bodies, task records or the database', () => {
  it('after a busy session, no secret appears in any file of the data dir', async () => {
    const t = await startTestService();
    const created = (await (
      await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'watched', webhookUrl: 'http://127.0.0.1:9/hook' } })
    ).json()) as any;
    const key = created.key as string;
    const secrets = [t.session, key, created.webhookSecret as string];
    const bodies: string[] = [];
    const r = await t.tool('generate-tts', { text: 'Hello', voiceId: 'alpha-cherry' }, key);
    const done = await t.waitDone(r.body.data.taskId, key);
    bodies.push(JSON.stringify(done));
    const asset = (await t.tool('get-asset', { assetId: done.output.assetIds[0] }, key)).body;
    await fetch(asset.data.url, { headers: { range: 'bytes=0-10' } });
    // Failures of every kind, with the secrets in the places they are sent.
    for (const res of [
      await t.tool('generate-tts', { text: 'x'.repeat(700), voiceId: 'alpha-cherry' }, key),
      await t.tool('list-voices', {}, t.session),
      await t.tool('list-voices', {}, key.slice(0, -1) + 'X'),
      await t.tool('generate-tts', { text: 'sandbox:fail', voiceId: 'alpha-cherry' }, key),
    ])
      bodies.push(JSON.stringify(res.body));
    bodies.push(await (await t.fetch('/api/v1/api-keys')).text());
    await t.stop();
    for (const b of bodies) for (const s of secrets) expect(b).not.toContain(s);
    for (const f of files(t.dataDir)) {
      if (f.endsWith('session-token') || f.endsWith('secrets.json')) continue; // the secret stores themselves
      const content = readFileSync(f);
      for (const s of secrets) expect(content.includes(Buffer.from(s)), `${s.slice(0, 6)}… found in ${f}`).toBe(false);
      // A signed-URL signature is a bearer credential too: not in the log.
      if (f.endsWith('.log')) expect(content.toString()).not.toMatch(/signature=[0-9a-f]{64}/);
    }
    await t.dispose();
  });
});
