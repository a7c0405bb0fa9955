import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { rawHttp, type RawExchange } from '../helpers/raw-http.ts';
import { encodeWav } from '../../src-service/providers/sandbox/speech/wav.ts';
import { uploadAsset } from '../../src-service/tools/asset-tools.ts';
import { TOOLS } from '../../src-service/tools/registry.ts';
import { TOOL_BODY_LIMIT, toolBodyLimit } from '../../src-service/tools/tool.ts';
import { MAX_UPLOAD_BYTES } from '../../src-service/assets/assets-service.ts';
import { MAX_LISTED_ERRORS } from '../../src-service/validation/validate.ts';

// The HTTP edge: the credential, the body's type and its announced size are checked before a
// byte of the body is read; every answer is in the contract's shape and small.
let t: TestService;
let key: string;
const MB = 1024 * 1024;
const count = (table: string) => (t.service.internals.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const stored = () => ({ assets: count('assets'), tasks: count('tasks'), ledger: count('ledger') });

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('edge');
});
afterAll(async () => t?.dispose());

/** The contract's error shape, and nothing else. */
function expectContractError(r: RawExchange, status: number, code: string): void {
  expect(r.status).toBe(status);
  expect(Object.keys(r.json)).toEqual(['error']);
  expect(r.json.error.code).toBe(code);
  expect(typeof r.json.error.message).toBe('string');
}

/** A request that announces 40 MB, sends 1 KB and then waits: only an answer given before reading the body can reach it. */
const stalled = (path: string, headers: Record<string, string>, method = 'POST') =>
  rawHttp(t.url, { method, path, headers, body: 40 * MB, stallAfter: 1024, timeoutMs: 20_000 });

describe('the credential is checked before the body is read', () => {
  const routes: Array<[string, string, string]> = [
    ['POST', '/api/v1/tools/generate-tts/execute', 'application/json'],
    ['POST', '/api/v1/tools/upload-asset/execute', 'application/json'],
    ['POST', '/api/v1/assets', 'audio/wav'],
    ['POST', '/api/voices/clone-from-audio', 'multipart/form-data; boundary=x'],
    ['POST', '/api/v1/api-keys', 'application/json'],
    ['PUT', '/api/v1/settings/providers/alpha', 'application/json'],
    ['POST', '/mcp', 'application/json'],
  ];
  it.each(routes)('%s %s without a credential → 401 while the body is still unsent; nothing stored', async (method, path, type) => {
    const before = stored();
    const r = await stalled(path, { 'content-type': type }, method);
    expectContractError(r, 401, 'unauthorized');
    expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(r.answeredBeforeBodySent).toBe(true);
    expect(r.headers.connection).toBe('close');
    expect(stored()).toEqual(before);
  });

  it('the wrong kind of credential → 403 before the body, on uploads and on key management', async () => {
    expectContractError(
      await stalled('/api/v1/assets', { 'content-type': 'audio/wav', authorization: `Bearer ${t.session}` }),
      403,
      'forbidden',
    );
    const keys = await stalled('/api/v1/api-keys', { 'content-type': 'application/json', authorization: `Bearer ${key}` });
    expectContractError(keys, 403, 'forbidden');
    expect(keys.answeredBeforeBodySent).toBe(true);
  });

  it('a sender that keeps pushing after its 401 is cut off, not read to the end', async () => {
    const r = await rawHttp(t.url, {
      path: '/api/v1/tools/generate-tts/execute',
      headers: { 'content-type': 'application/json' },
      body: 200 * MB,
      ignoreAnswer: true,
    });
    expectContractError(r, 401, 'unauthorized');
    expect(r.bodyBytesWritten).toBeLessThan(200 * MB);
  });
});

describe('each route reads only the content types it declares (415 before the body)', () => {
  const cases: Array<[string, string, string | undefined, 'key' | 'session']> = [
    ['/api/v1/tools/generate-tts/execute', 'POST', 'application/octet-stream', 'key'],
    ['/api/v1/tools/generate-tts/execute', 'POST', 'audio/wav', 'key'],
    ['/api/v1/tools/generate-tts/execute', 'POST', 'text/plain', 'key'],
    ['/api/v1/tools/generate-tts/execute', 'POST', 'multipart/form-data; boundary=x', 'key'],
    ['/api/v1/tools/upload-asset/execute', 'POST', 'image/png', 'key'],
    ['/api/v1/tools/generate-tts/execute', 'POST', undefined, 'key'],
    ['/api/v1/assets', 'POST', 'application/json', 'key'],
    ['/api/v1/assets', 'POST', 'text/plain', 'key'],
    ['/api/v1/assets', 'POST', undefined, 'key'],
    ['/api/voices/clone-from-audio', 'POST', 'audio/wav', 'key'],
    ['/api/voices/clone-from-audio', 'POST', 'application/json', 'key'],
    ['/mcp', 'POST', 'text/plain', 'key'],
    ['/mcp', 'POST', 'application/octet-stream', 'key'],
    ['/api/v1/api-keys', 'POST', 'application/x-www-form-urlencoded', 'session'],
    ['/api/v1/credits/grants', 'POST', 'video/mp4', 'session'],
    ['/api/v1/settings/providers/alpha', 'PUT', 'text/plain', 'session'],
  ];
  it.each(cases)('%s %s with %s → 415 naming Content-Type', async (path, method, type, who) => {
    const before = stored();
    const headers: Record<string, string> = { authorization: `Bearer ${who === 'key' ? key : t.session}` };
    if (type) headers['content-type'] = type;
    const r = await stalled(path, headers, method);
    expectContractError(r, 415, 'unsupported_media_type');
    expect(r.json.error.message).toMatch(type ? /^Content-Type: .+ is not accepted by .+; send / : /^Content-Type: is missing; send /);
    expect(r.json.error.details.accepted.length).toBeGreaterThan(0);
    expect(r.answeredBeforeBodySent).toBe(true);
    expect(stored()).toEqual(before);
  });

  it("the issue's case: 100 KB of octet-stream to generate-tts is a small 415, not an error per byte", async () => {
    const r = await rawHttp(t.url, {
      path: '/api/v1/tools/generate-tts/execute',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/octet-stream' },
      body: 100 * 1024,
    });
    expectContractError(r, 415, 'unsupported_media_type');
    expect(r.answerBytes).toBeLessThan(1024);
  });

  it("a POST without a body needs no Content-Type; the studio's `{}` works too", async () => {
    const none = await rawHttp(t.url, { path: '/api/v1/studio/key', headers: { authorization: `Bearer ${t.session}` } });
    expect(none.status).toBe(200);
    expect(none.json.data.key).toMatch(/^tmb_/);
    const empty = await t.fetch('/api/v1/studio/key', { method: 'POST', json: {} });
    expect(empty.status).toBe(200);
  });

  it('an unknown tool is still a 404 after the key is checked, and 401 before', async () => {
    const r = await t.tool('no-such-tool', {}, key);
    expect(r.status).toBe(404);
    expect(r.body.error.message).toBe('No tool named no-such-tool; GET /api/v1/openapi.json lists them');
    expect((await t.tool('no-such-tool', {}, null as unknown as string)).status).toBe(401);
  });
});

describe('each route has its own body limit (413 before the body is read)', () => {
  const limit = toolBodyLimit(uploadAsset);
  /** An upload-asset body of exactly `size` bytes: a real WAV in base64, padded with JSON whitespace. */
  const uploadBody = (size: number) => {
    const wav = encodeWav(
      new Int16Array(24_000).map((_, i) => Math.round(8000 * Math.sin(i / 8))),
      24_000,
      1,
    );
    const json = JSON.stringify({ mimeType: 'audio/wav', dataBase64: wav.toString('base64'), fileName: 'limit.wav' });
    return Buffer.from(json.slice(0, -1) + ' '.repeat(size - json.length) + '}');
  };

  it(`upload-asset takes a body of exactly its limit (${limit} bytes) and refuses one byte more`, async () => {
    const at = await rawHttp(t.url, {
      path: '/api/v1/tools/upload-asset/execute',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: uploadBody(limit),
    });
    expect(at.status).toBe(200);
    expect(at.json.data).toMatchObject({ kind: 'audio', mimeType: 'audio/wav', fileName: 'limit.wav' });
    const before = stored();
    const over = await rawHttp(t.url, {
      path: '/api/v1/tools/upload-asset/execute',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: uploadBody(limit + 1),
    });
    expectContractError(over, 413, 'payload_too_large');
    expect(over.json.error.message).toMatch(
      /^body: is \d+ bytes; POST \/api\/v1\/tools\/upload-asset\/execute takes at most \d+ bytes .*POST \/api\/v1\/assets/,
    );
    expect(over.json.error.details).toMatchObject({ field: 'body', limit, bytes: limit + 1 });
    expect(stored()).toEqual(before);
  });

  it('a chunked body (no Content-Length) is cut at the limit too', async () => {
    // Far more than the socket buffers between the two can take (the sender's alone may grow to
    // 4 MB here, tcp_wmem's maximum), so a sender stopped short means the service stopped reading.
    const r = await rawHttp(t.url, {
      path: '/api/v1/tools/generate-tts/execute',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: 32 * MB,
      chunked: true,
    });
    expectContractError(r, 413, 'payload_too_large');
    expect(r.bodyBytesWritten).toBeLessThan(32 * MB);
  });

  const over: Array<[string, number, string]> = [
    ['/api/v1/tools/generate-tts/execute', TOOL_BODY_LIMIT + 1, 'application/json'],
    ['/api/v1/assets', MAX_UPLOAD_BYTES + 64 * 1024 + 1, 'audio/wav'],
    ['/api/voices/clone-from-audio', 10 * MB + 64 * 1024 + 1, 'multipart/form-data; boundary=x'],
    // MCP takes any tool's arguments, so its limit is the largest tool's (a batch's) plus the envelope.
    ['/mcp', Math.max(...TOOLS.map(toolBodyLimit)) + 64 * 1024 + 1, 'application/json'],
  ];
  it.each(over)('%s announcing %d bytes → 413 before the body', async (path, bytes, type) => {
    const r = await rawHttp(t.url, {
      path,
      headers: { authorization: `Bearer ${key}`, 'content-type': type },
      body: bytes,
      stallAfter: 1024,
      timeoutMs: 20_000,
    });
    expectContractError(r, 413, 'payload_too_large');
    expect(r.answeredBeforeBodySent).toBe(true);
  });
});

describe('validation errors are capped', () => {
  it('thousands of unknown fields: a small 400 listing the first ten, naming the first field, counting the rest', async () => {
    const body: Record<string, number> = {};
    for (let i = 0; i < 6000; i++) body[`extra${i}`] = i;
    const r = await t.tool('generate-tts', body, key);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body).length).toBeLessThan(2048);
    const { field, errors, moreErrors } = r.body.error.details;
    expect(r.body.error.message.startsWith(`${field}: `)).toBe(true);
    expect(errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(errors.length + moreErrors).toBe(6002); // 6,000 unknown fields, text and voiceId missing
    expect(errors.map((e: { field: string }) => e.field)).toContain('extra0');
  });

  it('removed parameters are still listed first; a huge key is cut in the message', async () => {
    const r = await t.tool('generate-tts', { ['k'.repeat(20_000)]: 1, topP: 1, text: 'x', voiceId: 'alpha-cherry' }, key);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^topP: is not supported/);
    expect(r.body.error.details.errors[1].field).toBe(`${'k'.repeat(100)}…`);
  });

  it('a large body holding thousands of values is refused before JSON.parse', async () => {
    const parts = Array.from({ length: 200_000 }, (_, i) => `"k${i}":0`).join(',');
    const r = await rawHttp(t.url, {
      path: '/api/v1/tools/upload-asset/execute',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: Buffer.from(`{${parts}}`),
    });
    expectContractError(r, 400, 'validation_failed');
    expect(r.json.error.message).toMatch(/^body: holds more than 1000 values/);
  });

  it('malformed JSON → 400 naming body', async () => {
    const r = await rawHttp(t.url, {
      path: '/api/v1/tools/generate-tts/execute',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: Buffer.from('{"text": "unterminated'),
    });
    expectContractError(r, 400, 'validation_failed');
    expect(r.json.error.message).toBe('body: is not valid JSON');
  });
});

describe('health reports the event loop', () => {
  it('p99 and max over the last minute and the max since start; a stall shows up', async () => {
    const before = (await (await fetch(`${t.url}/api/v1/health`)).json()) as any;
    expect(before.eventLoop).toEqual({
      windowSeconds: 60,
      p99Ms: expect.any(Number),
      maxMs: expect.any(Number),
      maxSinceStartMs: expect.any(Number),
    });
    // The service runs in this process: hold its event loop on purpose.
    const until = Date.now() + 300;
    while (Date.now() < until);
    const after = (await (await fetch(`${t.url}/api/v1/health`)).json()) as any;
    expect(after.eventLoop.maxMs).toBeGreaterThanOrEqual(250);
    expect(after.eventLoop.maxSinceStartMs).toBeGreaterThanOrEqual(after.eventLoop.maxMs);
  });
});
