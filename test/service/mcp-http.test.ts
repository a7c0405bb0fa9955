import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestService, type TestService } from '../helpers/service.ts';
import { TOOLS } from '../../src-service/tools/registry.ts';
import { generateTts } from '../../src-service/tools/generate-tts.ts';

let t: TestService;
let key: string;
let client: Client;

/** An SDK client on the service's /mcp endpoint with an API key. */
async function connect(secret: string): Promise<Client> {
  const c = new Client({ name: 'timbre-test', version: '0' });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${secret}` } } }),
  );
  return c;
}

const call = async (name: string, args: Record<string, unknown>, onprogress?: (p: { progress: number }) => void) =>
  (await client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : {})) as CallToolResult;
const dataOf = (r: CallToolResult) => r.structuredContent as any;

beforeAll(async () => {
  t = await startTestService({ sandboxSlowMs: 1500 });
  key = await t.createKey('mcp');
  client = await connect(key);
});
afterAll(async () => {
  await client?.close();
  await t?.dispose();
});

describe('MCP over streamable HTTP', () => {
  it('lists every registry tool under its HTTP name, with its schema and description', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name).sort()).toEqual(TOOLS.map((x) => x.name).sort());
    const tts = tools.find((x) => x.name === 'generate-tts')!;
    expect(tts.description).toContain(generateTts.description);
    expect(tts.inputSchema.properties).toHaveProperty('text');
    expect(tts.inputSchema.properties).toHaveProperty('wait');
    expect(tts.inputSchema.properties).toHaveProperty('waitTimeoutSeconds');
    expect(tools.find((x) => x.name === 'get-asset')!.inputSchema.properties).not.toHaveProperty('wait');
  });

  it('generates speech, waits with progress notifications, and fetches the asset by its signed URL', async () => {
    const ack = await call('generate-tts', { text: 'Hello from MCP sandbox:slow', voiceId: 'alpha-cherry' });
    expect(ack.isError).toBeFalsy();
    expect(dataOf(ack)).toMatchObject({ status: 'PENDING' });
    expect(JSON.parse((ack.content[0] as { text: string }).text)).toEqual(dataOf(ack));

    const progress: number[] = [];
    const done = await call('wait-for-task', { taskId: dataOf(ack).taskId, timeoutSeconds: 30 }, (p) => progress.push(p.progress));
    expect(dataOf(done).status).toBe('COMPLETED');
    expect(progress.length).toBeGreaterThan(0);
    const assetId = dataOf(done).output.assetIds[0];

    const asset = await call('get-asset', { assetId });
    const link = asset.content.find((c) => c.type === 'resource_link') as { uri: string; mimeType: string; name: string };
    expect(link).toMatchObject({ uri: dataOf(asset).url, mimeType: 'audio/wav' });
    const res = await fetch(link.uri);
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');

    const download = await call('download-asset', { assetId });
    const audio = download.content.find((c) => c.type === 'audio') as { data: string; mimeType: string };
    expect(audio.mimeType).toBe('audio/wav');
    expect(Buffer.from(audio.data, 'base64').subarray(8, 12).toString()).toBe('WAVE');
    expect(download.content.some((c) => c.type === 'resource_link')).toBe(true);
    expect((download.content[0] as { text: string }).text).toMatch(/embedded/);
  });

  it('wait: true acknowledges and waits in one call, with progress', async () => {
    const progress: number[] = [];
    const r = await call(
      'generate-tts',
      { text: 'One call sandbox:slow', voiceId: 'alpha-cherry', wait: true, waitTimeoutSeconds: 30 },
      (p) => progress.push(p.progress),
    );
    expect(r.isError).toBeFalsy();
    expect(dataOf(r)).toMatchObject({ status: 'COMPLETED' });
    expect(dataOf(r).output.assetIds).toHaveLength(1);
    expect(progress.length).toBeGreaterThan(1);
    // MCP requires progress to increase.
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(new Set(progress).size).toBe(progress.length);
  });

  it('a validation error is a tool error with the HTTP code and message, and holds nothing', async () => {
    const before = await t.credits();
    const http = await t.tool('generate-tts', { text: 'a'.repeat(601), voiceId: 'alpha-cherry' }, key);
    const r = await call('generate-tts', { text: 'a'.repeat(601), voiceId: 'alpha-cherry', wait: true });
    expect(r.isError).toBe(true);
    expect((r.content[0] as { text: string }).text).toBe(`validation_failed: ${http.body.error.message}`);
    expect((r.content[0] as { text: string }).text).toMatch(/^validation_failed: text: .*at most 600 characters/);
    expect(dataOf(r)).toEqual({ error: http.body.error });
    expect(await t.credits()).toEqual(before);
  });

  it('a bad MCP-only wait field is rejected before anything is held', async () => {
    const before = await t.credits();
    const r = await call('generate-tts', { text: 'Hi', voiceId: 'alpha-cherry', wait: true, waitTimeoutSeconds: 301 });
    expect(r.isError).toBe(true);
    expect(dataOf(r).error).toMatchObject({ code: 'validation_failed', details: { field: 'waitTimeoutSeconds' } });
    expect(await t.credits()).toEqual(before);
  });

  it('_meta.idempotencyKey replays the first acknowledgement without a second task or hold', async () => {
    const tasks = () => (t.service.internals.db.prepare('SELECT COUNT(*) AS n FROM tasks').get() as { n: number }).n;
    const args = {
      name: 'generate-tts',
      arguments: { text: 'Once only', voiceId: 'alpha-cherry' },
      _meta: { idempotencyKey: 'mcp-once-1' },
    };
    const first = (await client.callTool(args)) as CallToolResult;
    const count = tasks();
    const again = (await client.callTool(args)) as CallToolResult;
    expect(dataOf(again)).toEqual(dataOf(first));
    expect(tasks()).toBe(count);
  });

  it('an unknown tool is a tool error like the HTTP 404', async () => {
    const r = await call('generate-music', {});
    expect(r.isError).toBe(true);
    expect(dataOf(r).error.code).toBe('not_found');
  });
});

describe('/mcp is guarded like the rest of the API', () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '0' } },
  };
  const post = (token: string | null, headers: Record<string, string> = {}) =>
    t.fetch('/mcp', { method: 'POST', token, json: initialize, headers: { accept: 'application/json, text/event-stream', ...headers } });

  it('401 JSON without a key or with a wrong one', async () => {
    for (const token of [null, 'tmb_not_a_key']) {
      const res = await post(token);
      expect(res.status).toBe(401);
      expect(((await res.json()) as any).error.code).toBe('unauthorized');
    }
    await expect(connect('tmb_not_a_key')).rejects.toMatchObject({ code: 401, message: expect.stringMatching(/"code":"unauthorized"/) });
  });

  it('403 JSON for the session token (API keys only) and for a foreign Origin', async () => {
    const session = await post(t.session);
    expect(session.status).toBe(403);
    expect(((await session.json()) as any).error.message).toMatch(/needs an API key/);
    const foreign = await post(key, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as any).error.code).toBe('forbidden');
  });

  it('GET /mcp answers 405: the endpoint is stateless', async () => {
    const res = await t.fetch('/mcp', { token: key, headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(405);
  });
});

describe('one definition of each tool', () => {
  it('a limit changed in the registry shows in both the OpenAPI document and tools/list', async () => {
    const prompt = (generateTts.input as any).properties.prompt;
    const original = prompt.maxLength;
    prompt.maxLength = 123;
    try {
      const openapi = (await (await t.fetch('/api/v1/openapi.json')).json()) as any;
      const httpSchema = openapi.paths['/api/v1/tools/generate-tts/execute'].post.requestBody.content['application/json'].schema;
      expect(httpSchema.properties.prompt.maxLength).toBe(123);
      const { tools } = await client.listTools();
      const mcpSchema = tools.find((x) => x.name === 'generate-tts')!.inputSchema as any;
      expect(mcpSchema.properties.prompt.maxLength).toBe(123);
      const { wait: _w, waitTimeoutSeconds: _s, ...rest } = mcpSchema.properties;
      expect(rest).toEqual(JSON.parse(JSON.stringify(httpSchema.properties)));
    } finally {
      prompt.maxLength = original;
    }
  });
});
