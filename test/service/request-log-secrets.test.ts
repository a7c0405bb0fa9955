import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startTestService } from '../helpers/service.ts';

/** Every file under a folder, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('the request log never holds a secret', () => {
  it('after key and webhook creation, capture-on calls carrying secrets, signed URLs and MCP, no secret is in any file of the data folder', async () => {
    // The most verbose log level, and the database left with its WAL (not checkpointed) as a crash would.
    const t = await startTestService({ logLevel: 'trace' });
    const json = async (path: string, init: Parameters<typeof t.fetch>[1]) => (await (await t.fetch(path, init)).json()) as any;
    const hooked = await json('/api/v1/api-keys', { method: 'POST', json: { label: 'hooked', webhookUrl: 'http://127.0.0.1:9/hook' } });
    const plain = await json('/api/v1/api-keys', { method: 'POST', json: { label: 'plain' } });
    const patched = await json(`/api/v1/api-keys/${plain.apiKey.id}`, {
      method: 'PATCH',
      json: { webhookUrl: 'http://127.0.0.1:9/other', captureBodies: true },
    });
    await json(`/api/v1/api-keys/${hooked.apiKey.id}`, { method: 'PATCH', json: { captureBodies: true } });
    const secrets: string[] = [t.session, hooked.key, hooked.webhookSecret, plain.key, patched.webhookSecret];
    expect(secrets.every((s) => typeof s === 'string' && s.length > 20)).toBe(true);

    // Capture is on: bodies that carry the secrets in every shape an app might send them.
    for (const key of [hooked.key, plain.key]) {
      await t.tool(
        'generate-tts',
        {
          text: 'Hello',
          voiceId: 'alpha-cherry',
          apiKey: key,
          webhookSecret: hooked.webhookSecret,
          headers: { authorization: `Bearer ${key}` },
        },
        key,
      );
      await t.tool('list-voices', { note: key, nested: [{ secret: hooked.webhookSecret }], link: `http://x/?token=${key}` }, key);
      // A wrong key: refused before any principal, so nothing about it is logged at all.
      await t.tool('list-voices', {}, key.slice(0, -1) + 'X');
      await t.fetch(`/api/v1/request-log?apiKeyId=${encodeURIComponent(key)}`, { token: key });
    }
    // A signed URL in an answer (its signature is a bearer credential) and a query credential.
    const ack = await t.tool('generate-tts', { text: 'Signed', voiceId: 'alpha-cherry' }, hooked.key);
    const done = await t.waitDone(ack.body.data.taskId, hooked.key);
    const link = await t.tool('get-asset', { assetId: done.output.assetIds[0] }, hooked.key);
    const signature = new URL(link.body.data.url).searchParams.get('signature')!;
    secrets.push(signature);
    await t.fetch(`/api/v1/request-log?limit=5&token=${hooked.key}`, { token: hooked.key });
    // MCP, with the key inside the arguments.
    const client = new Client({ name: 'secrets', version: '0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${plain.key}` } } }),
    );
    await client.callTool({ name: 'generate-tts', arguments: { text: 'Agent', voiceId: 'alpha-cherry', password: plain.key } });
    await client.close();

    // The log did record these calls, with bodies.
    const page = await json('/api/v1/request-log?limit=200', {});
    expect(page.data.length).toBeGreaterThanOrEqual(10);
    expect(page.data.filter((e: any) => e.captured).length).toBeGreaterThanOrEqual(9);
    const withBody = await json(`/api/v1/request-log/${page.data.find((e: any) => e.tool === 'get-asset').id}`, {});
    expect(withBody.data.bodies.response).toContain('signature=[redacted]');

    // While running, the entries sit in the WAL: a copy of it is searched too (a clean stop checkpoints and removes it).
    t.service.internals.requestLog.flush();
    const live = mkdtempSync(join(tmpdir(), 'reqlog-wal-'));
    for (const f of ['timbre.db', 'timbre.db-wal']) if (existsSync(join(t.dataDir, f))) copyFileSync(join(t.dataDir, f), join(live, f));
    await t.stop();
    const scanned: string[] = [];
    for (const f of [...files(live), ...files(t.dataDir)]) {
      if (f.endsWith('session-token') || f.endsWith('secrets.json')) continue; // the secret stores themselves
      scanned.push(f);
      const bytes = readFileSync(f);
      for (const s of secrets) {
        expect(bytes.includes(Buffer.from(s)), `${s.slice(0, 6)}… found in ${f}`).toBe(false);
        expect(bytes.includes(Buffer.from(s, 'utf16le')), `${s.slice(0, 6)}… (utf16) found in ${f}`).toBe(false);
      }
    }
    // The database, its WAL and the log file were among the files searched.
    expect(scanned.some((f) => f.endsWith('timbre.db'))).toBe(true);
    expect(scanned.some((f) => f.endsWith('timbre.db-wal'))).toBe(true);
    expect(scanned.some((f) => f.endsWith('.log'))).toBe(true);
    await t.dispose();
  });
});
