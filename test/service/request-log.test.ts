import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startTestService, type TestService } from '../helpers/service.ts';
import { makeMedia } from '../helpers/media.ts';
import { openDatabase } from '../../src-service/db/open.ts';
import { createRequestLog } from '../../src-service/request-log/request-log.ts';
import { createSettingsRepo } from '../../src-service/settings/settings-repo.ts';

let t: TestService;

/** Creates a key; answers its secret and id. */
async function newKey(label: string, extra: Record<string, unknown> = {}): Promise<{ key: string; id: string }> {
  const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label, ...extra } });
  const body = (await res.json()) as { key: string; apiKey: { id: string } };
  return { key: body.key, id: body.apiKey.id };
}

const capture = async (id: string, on: boolean) => {
  const res = await t.fetch(`/api/v1/api-keys/${id}`, { method: 'PATCH', json: { captureBodies: on } });
  expect(res.status).toBe(200);
  expect(((await res.json()) as any).apiKey.captureBodies).toBe(on);
};

const list = async (query: string, token?: string) => {
  const res = await t.fetch(`/api/v1/request-log${query}`, token ? { token } : {});
  return { status: res.status, body: (await res.json()) as any };
};
const detail = async (id: number) => ((await (await t.fetch(`/api/v1/request-log/${id}`)).json()) as any).data;

async function mcpClient(secret: string): Promise<Client> {
  const c = new Client({ name: 'reqlog-test', version: '0' });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${secret}` } } }),
  );
  return c;
}

beforeAll(async () => {
  // Long pruning interval: the tests prune when they mean to.
  t = await startTestService({ requestLog: { pruneMs: 3_600_000 } });
});
afterAll(async () => {
  await t?.dispose();
});

describe('the request log records what API keys call', () => {
  it('a REST tool call, a failed one and a task read, with route pattern, status, error, task id, bytes and latency', async () => {
    const a = await newKey('app A');
    const ok = await t.tool('generate-tts', { text: 'Hello there', voiceId: 'alpha-cherry' }, a.key);
    expect(ok.status).toBeLessThan(300);
    const taskId = ok.body.data.taskId as string;
    const bad = await t.tool('generate-tts', { text: 'x'.repeat(20_000), voiceId: 'alpha-cherry' }, a.key);
    expect(bad.status).toBe(400);
    await t.fetch('/api/v1/voices/alpha-cherry', { method: 'PATCH', token: a.key, json: { favorite: true } });
    // The studio's session is not logged, nor the studio's own key.
    await t.fetch('/api/v1/credits');
    const studio = ((await (await t.fetch('/api/v1/studio/key', { method: 'POST' })).json()) as any).data.key as string;
    expect((await t.tool('list-voices', {}, studio)).status).toBe(200);

    const { body } = await list(`?apiKeyId=${a.id}`);
    expect(body.data).toHaveLength(3);
    const [read, failed, made] = body.data;
    expect(made).toMatchObject({
      apiKeyId: a.id,
      transport: 'rest',
      method: 'POST',
      route: '/api/v1/tools/{name}/execute',
      path: '/api/v1/tools/generate-tts/execute',
      tool: 'generate-tts',
      status: ok.status,
      errorCode: null,
      errorMessage: null,
      taskId,
      captured: false,
      resentFrom: null,
    });
    expect(made.bytesIn).toBe(Buffer.byteLength(JSON.stringify({ text: 'Hello there', voiceId: 'alpha-cherry' })));
    expect(made.bytesOut).toBeGreaterThan(20);
    expect(made.latencyMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(made.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(failed).toMatchObject({ status: 400, errorCode: bad.body.error.code, errorMessage: bad.body.error.message, taskId: null });
    expect(failed.errorMessage).toMatch(/^text: /);
    expect(read).toMatchObject({
      method: 'PATCH',
      route: '/api/v1/voices/{id}',
      path: '/api/v1/voices/alpha-cherry',
      tool: null,
      status: 200,
      taskId: null,
    });
    expect(read.id).toBeGreaterThan(failed.id);
    expect(failed.id).toBeGreaterThan(made.id);
    const all = await list('');
    // Only app A's three calls: nothing of the studio's session or its own key.
    expect(all.body.data.map((e: any) => e.apiKeyId)).toEqual([a.id, a.id, a.id]);
  });

  it('each MCP tool call, under route mcp and the tool name', async () => {
    const m = await newKey('agent');
    const client = await mcpClient(m.key);
    try {
      await client.callTool({ name: 'list-voices', arguments: {} });
      const failed = (await client.callTool({ name: 'generate-tts', arguments: { text: '', voiceId: 'alpha-cherry' } })) as any;
      expect(failed.isError).toBe(true);
      const made = (await client.callTool({ name: 'generate-tts', arguments: { text: 'Agent speaking', voiceId: 'alpha-cherry' } })) as any;
      const { body } = await list(`?apiKeyId=${m.id}`);
      // initialize and tools/list are not tool calls: only the three calls are logged.
      expect(body.data.map((e: any) => [e.route, e.tool, e.status])).toEqual([
        ['mcp', 'generate-tts', 200],
        ['mcp', 'generate-tts', 400],
        ['mcp', 'list-voices', 200],
      ]);
      expect(body.data[0]).toMatchObject({ transport: 'mcp', method: 'POST', path: '/mcp', taskId: made.structuredContent.taskId });
      expect(body.data[1]).toMatchObject({ errorCode: 'validation_failed', taskId: null });
      expect(body.data[1].errorMessage).toMatch(/^text: /);
      expect(body.data[2].bytesOut).toBeGreaterThan(100);
    } finally {
      await client.close();
    }
  });
});

describe('streamed answers', () => {
  it('an answer of unannounced length (a batch zip made as it is sent) is logged with the bytes sent', async () => {
    const k = await newKey('zipper');
    const made = await t.fetch('/api/v1/batches', {
      method: 'POST',
      token: k.key,
      json: { items: [{ tool: 'generate-tts', input: { text: 'One line', voiceId: 'alpha-cherry' }, fileName: 'one' }] },
    });
    expect(made.status).toBe(202);
    const { batchId } = ((await made.json()) as any).data;
    const zip = await t.fetch(`/api/v1/batches/${batchId}/results.zip`, { token: k.key });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-length')).toBeNull();
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await expect
      .poll(
        async () => (await list(`?apiKeyId=${k.id}&route=${encodeURIComponent('/api/v1/batches/{batchId}/results.zip')}`)).body.data.length,
      )
      .toBe(1);
    const [entry] = (await list(`?apiKeyId=${k.id}&route=${encodeURIComponent('/api/v1/batches/{batchId}/results.zip')}`)).body.data;
    expect(entry).toMatchObject({ status: 200, bytesOut: bytes.length });
  });
});

describe('filters and paging', () => {
  it('by status class, exact status, tool, route and error code; paging walks every entry once', async () => {
    const k = await newKey('filters');
    for (let i = 0; i < 7; i++) await t.tool('list-voices', {}, k.key);
    for (let i = 0; i < 4; i++) await t.tool('generate-tts', { text: '', voiceId: 'alpha-cherry' }, k.key);
    await t.tool('no-such-tool', {}, k.key);
    const scoped = `apiKeyId=${k.id}`;
    expect((await list(`?${scoped}&status=4xx`)).body.data).toHaveLength(5);
    expect((await list(`?${scoped}&status=2xx`)).body.data).toHaveLength(7);
    expect((await list(`?${scoped}&status=404`)).body.data.map((e: any) => e.tool)).toEqual(['no-such-tool']);
    expect((await list(`?${scoped}&tool=generate-tts`)).body.data).toHaveLength(4);
    expect((await list(`?${scoped}&errorCode=validation_failed`)).body.data).toHaveLength(4);
    expect((await list(`?${scoped}&route=${encodeURIComponent('/api/v1/tools/{name}/execute')}`)).body.data).toHaveLength(12);
    expect((await list(`?${scoped}&route=mcp`)).body.data).toHaveLength(0);

    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: any = (await list(`?${scoped}&limit=5${before ? `&before=${before}` : ''}`)).body;
      seen.push(...page.data.map((e: any) => e.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect([...seen].sort((x, y) => y - x)).toEqual(seen);
  });

  it('a key sees only its own calls; another key id is a 403; bad filters are 400s naming the field', async () => {
    const a = await newKey('own A');
    const b = await newKey('own B');
    await t.tool('list-voices', {}, a.key);
    await t.tool('list-voices', {}, b.key);
    const own = await list('', a.key);
    expect(own.status).toBe(200);
    expect(new Set(own.body.data.map((e: any) => e.apiKeyId))).toEqual(new Set([a.id]));
    const other = await list(`?apiKeyId=${b.id}`, a.key);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toMatch(/^apiKeyId: /);
    const bEntry = (await list(`?apiKeyId=${b.id}`)).body.data.find((e: any) => e.tool === 'list-voices');
    expect((await t.fetch(`/api/v1/request-log/${bEntry.id}`, { token: a.key })).status).toBe(404);
    for (const [q, field] of [
      ['?status=4x', 'status'],
      ['?limit=0', 'limit'],
      ['?before=abc', 'before'],
      ['?colour=red', 'colour'],
    ]) {
      const r = await list(q);
      expect(r.status, q).toBe(400);
      expect(r.body.error.message, q).toContain(field);
    }
  });
});

describe('body capture', () => {
  it('is off by default: no bodies', async () => {
    const k = await newKey('quiet');
    await t.tool('generate-tts', { text: 'Not kept', voiceId: 'alpha-cherry' }, k.key);
    const [entry] = (await list(`?apiKeyId=${k.id}`)).body.data;
    expect(entry.captured).toBe(false);
    const d = await detail(entry.id);
    expect(d.bodies).toBeNull();
    const keys = (await (await t.fetch('/api/v1/api-keys')).json()) as any;
    expect(keys.data.find((x: any) => x.id === k.id).captureBodies).toBe(false);
  });

  it('on: bodies kept, truncated to 8 KB, secrets redacted, no audio, no signed-URL signature', async () => {
    const k = await newKey('loud');
    await capture(k.id, true);
    // A body with credentials in it (the tool refuses the extra fields; the body is still logged).
    await t.tool(
      'generate-tts',
      { text: 'Keep me', voiceId: 'alpha-cherry', apiKey: k.key, password: 'hunter2', note: `Bearer ${k.key}` },
      k.key,
    );
    const wav = makeMedia(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-ac', '1', '-ar', '16000'], 'wav');
    const up = await t.tool('upload-asset', { mimeType: 'audio/wav', dataBase64: wav.toString('base64'), fileName: 'tone.wav' }, k.key);
    expect(up.status).toBe(200);
    const link = await t.tool('get-asset', { assetId: up.body.data.assetId }, k.key);
    expect(link.body.data.url).toMatch(/signature=/);
    const many = Array.from({ length: 8 }, () => 'lorem ipsum '.repeat(125));
    await t.tool('upload-asset', { fileName: 'y'.repeat(100), mimeType: 'audio/wav', dataBase64: 'AAAA', extra: many }, k.key);
    const download = await t.tool('download-asset', { assetId: up.body.data.assetId }, k.key);
    expect(download.status).toBe(200);

    // A streamed answer is logged when its last byte has gone, which can be just after the client has read it.
    await expect.poll(async () => (await list(`?apiKeyId=${k.id}`)).body.data.length).toBe(5);
    const [dl, big, signed, upload, secretive] = (await list(`?apiKeyId=${k.id}`)).body.data;
    const bodiesOf = async (e: any) => (await detail(e.id)).bodies;

    const s = await bodiesOf(secretive);
    expect(secretive.captured).toBe(true);
    expect(JSON.parse(s.request)).toEqual({
      text: 'Keep me',
      voiceId: 'alpha-cherry',
      apiKey: '[redacted]',
      password: '[redacted]',
      note: '[redacted]',
    });
    expect(JSON.parse(s.response).error.code).toBe('validation_failed');

    const u = await bodiesOf(upload);
    expect(u.request).not.toContain(wav.toString('base64').slice(0, 100));
    expect(JSON.parse(u.request).dataBase64).toMatch(/base64 not kept/);
    expect(JSON.parse(u.response).data.assetId).toBe(up.body.data.assetId);

    const g = await bodiesOf(signed);
    const url = JSON.parse(g.response).data.url as string;
    expect(url).toContain('signature=[redacted]');
    expect(url).not.toContain(new URL(link.body.data.url).searchParams.get('signature'));

    const b = await bodiesOf(big);
    expect(b.requestTruncated).toBe(true);
    expect(Buffer.byteLength(b.request)).toBeLessThanOrEqual(8 * 1024);
    expect(b.request.startsWith('{"fileName":"yyy')).toBe(true);

    // The asset's bytes are never kept: the answer was a file.
    expect(dl.tool).toBe('download-asset');
    expect(dl.bytesOut).toBe(wav.length);
    expect((await bodiesOf(dl)).response).toBeNull();
  });

  it('on for MCP too: the arguments and the structured answer', async () => {
    const k = await newKey('loud agent');
    await capture(k.id, true);
    const client = await mcpClient(k.key);
    try {
      await client.callTool({ name: 'generate-tts', arguments: { text: 'Agent words', voiceId: 'alpha-cherry', wait: false } });
    } finally {
      await client.close();
    }
    const [e] = (await list(`?apiKeyId=${k.id}`)).body.data;
    const d = await detail(e.id);
    expect(JSON.parse(d.bodies.request)).toEqual({ text: 'Agent words', voiceId: 'alpha-cherry', wait: false });
    expect(JSON.parse(d.bodies.response).taskId).toBe(e.taskId);
  });
});

describe('re-send', () => {
  it('runs a failed tool call again as its key, answers the new result and logs it', async () => {
    const k = await newKey('capped', { creditLimit: 0 });
    await capture(k.id, true);
    const refused = await t.tool('generate-tts', { text: 'Try me again', voiceId: 'alpha-cherry' }, k.key);
    expect(refused.status).toBe(402);
    const [failed] = (await list(`?apiKeyId=${k.id}`)).body.data;
    expect(failed.errorCode).toBe('insufficient_credits');

    // Still refused: the same limit applies to the re-sent call.
    const again = await t.fetch(`/api/v1/request-log/${failed.id}/resend`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as any).data).toMatchObject({ result: null, entry: { status: 402, resentFrom: failed.id } });

    await t.fetch(`/api/v1/api-keys/${k.id}`, { method: 'PATCH', json: { creditLimit: null } });
    const res = await t.fetch(`/api/v1/request-log/${failed.id}/resend`, { method: 'POST' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as any;
    expect(data.result.taskId).toMatch(/^task_/);
    expect(data.entry).toMatchObject({
      apiKeyId: k.id,
      tool: 'generate-tts',
      status: 200,
      resentFrom: failed.id,
      taskId: data.result.taskId,
    });
    const task = await t.waitDone(data.result.taskId, k.key);
    expect(task.status).toBe('COMPLETED');
    const [newest] = (await list(`?apiKeyId=${k.id}&tool=generate-tts&limit=1`)).body.data;
    expect(newest.id).toBe(data.entry.id);
  });

  it('refuses calls without a captured body, non-tool calls, and API keys', async () => {
    const k = await newKey('no capture');
    await t.tool('generate-tts', { text: '', voiceId: 'alpha-cherry' }, k.key);
    await t.fetch('/api/v1/request-log', { token: k.key });
    const [read, failed] = (await list(`?apiKeyId=${k.id}`)).body.data;
    const r1 = await t.fetch(`/api/v1/request-log/${failed.id}/resend`, { method: 'POST' });
    expect(r1.status).toBe(409);
    expect(((await r1.json()) as any).error.message).toMatch(/captureBodies/);
    expect((await t.fetch(`/api/v1/request-log/${read.id}/resend`, { method: 'POST' })).status).toBe(409);
    expect((await t.fetch(`/api/v1/request-log/${failed.id}/resend`, { method: 'POST', token: k.key })).status).toBe(403);
    expect((await t.fetch('/api/v1/request-log/999999/resend', { method: 'POST' })).status).toBe(404);
  });
});

describe('retention', () => {
  it('by count and by age, from the settings; bad settings are 400s naming the field', async () => {
    const k = await newKey('retention');
    for (let i = 0; i < 15; i++) await t.tool('list-voices', {}, k.key);
    const log = t.service.internals.requestLog;
    // Age: the oldest entries of this key are made 40 days old.
    const before = (await list(`?apiKeyId=${k.id}&limit=200`)).body.data.map((e: any) => e.id) as number[];
    const oldest = before.slice(-3);
    log.flush();
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    // Every entry up to these is old too (ids grow with time), as they would be for real.
    t.service.internals.db.prepare('UPDATE request_log SET created_at = ? WHERE id <= ?').run(old, Math.max(...oldest));
    const defaults = (await (await t.fetch('/api/v1/settings/request-log')).json()) as any;
    expect(defaults.data).toEqual({ maxEntries: 10_000, maxAgeDays: 30 });
    await log.prune();
    const afterAge = (await list(`?apiKeyId=${k.id}&limit=200`)).body.data.map((e: any) => e.id);
    expect(afterAge).toEqual(before.slice(0, -3));

    const put = await t.fetch('/api/v1/settings/request-log', { method: 'PUT', json: { maxEntries: 10, maxAgeDays: 30 } });
    expect(put.status).toBe(200);
    await log.prune();
    expect(log.count()).toBe(10);
    const kept = (await list('?limit=200')).body.data.map((e: any) => e.id);
    expect(kept).toEqual(before.slice(0, 10));

    for (const [json, field] of [
      [{ maxEntries: 5, maxAgeDays: 30 }, 'maxEntries'],
      [{ maxEntries: 100, maxAgeDays: 0 }, 'maxAgeDays'],
      [{ maxEntries: 100 }, 'maxAgeDays'],
    ] as const) {
      const r = await t.fetch('/api/v1/settings/request-log', { method: 'PUT', json });
      expect(r.status).toBe(400);
      expect(((await r.json()) as any).error.message).toContain(field);
    }
    await t.fetch('/api/v1/settings/request-log', { method: 'PUT', json: { maxEntries: 10_000, maxAgeDays: 30 } });
  });
});

describe('a disk that refuses the write', () => {
  it('drops the entries with one warning and never throws (a read-only database)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reqlog-ro-'));
    const file = join(dir, 'timbre.db');
    openDatabase(file).close();
    const db = new Database(file, { readonly: true });
    const warnings: string[] = [];
    const log = createRequestLog({
      db,
      settings: createSettingsRepo(db),
      now: () => new Date(),
      log: { info: () => {}, warn: (_o, msg) => warnings.push(String(msg)), error: (_o, msg) => warnings.push(`error: ${msg}`) },
      options: { flushAt: 2 },
    });
    const draft = {
      apiKeyId: 'key_x',
      transport: 'rest' as const,
      method: 'GET',
      route: '/api/v1/credits',
      path: '/api/v1/credits',
      tool: null,
      status: 200,
      latencyMs: 1,
      errorCode: null,
      errorMessage: null,
      taskId: null,
      bytesIn: 0,
      bytesOut: 10,
      captured: false,
      resentFrom: null,
      bodies: null,
    };
    // flushAt 2: every second record writes, on the caller's turn; none may throw.
    for (let i = 0; i < 6; i++) expect(() => log.record(draft)).not.toThrow();
    await log.stop();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/request log could not be written \(read_only\)/);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
