// The studio's one HTTP client (openapi-fetch over the generated schema), against a real
// local server: which credential each call carries, how path templates and queries become the
// URL, and how an error answer becomes an ApiError with the contract's code. The store's slices
// rely on exactly this. The calls are typed by the generated paths, so only documented routes
// appear here; the server answers them as the test needs.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callTool, createApiClient, type ApiTarget } from '../../src-renderer/api/client.ts';
import { ApiError, fieldProblems } from '../../src-renderer/api/api-error.ts';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  accept?: string;
  body: string;
}

let baseUrl = '';
const seen: Seen[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    seen.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      accept: req.headers.accept,
      body,
    });
    if (req.url!.startsWith('/api/v1/settings/providers/')) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { code: 'validation_failed', message: 'rateLimit.requests: must be >= 1', details: { field: 'rateLimit.requests' } },
        }),
      );
    } else if (req.url!.startsWith('/api/v1/events')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('event: task\ndata: {}\n\n');
    } else if (req.url!.startsWith('/api/v1/credits')) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { ok: true } }));
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const target: ApiTarget = { baseUrl: '', sessionToken: 'session-tok', apiKey: 'tmb_key' };
const client = () => createApiClient(fetch, () => ({ ...target, baseUrl }));

describe('the studio client', () => {
  it('sends the session token by default and the studio key when asked, filling the path and dropping unset query values', async () => {
    seen.length = 0;
    await client().DELETE('/api/v1/voices/{id}', { params: { path: { id: 'voice a/b' } } });
    await client().GET('/api/v1/tasks', { params: { query: { limit: 20, status: undefined } } });
    await callTool(client(), 'get-asset', { assetId: 'asset_1' });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/voices/voice%20a%2Fb', authorization: 'Bearer session-tok' });
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/api/v1/tasks?limit=20', authorization: 'Bearer session-tok' });
    expect(seen[2]).toMatchObject({
      method: 'POST',
      url: '/api/v1/tools/get-asset/execute',
      authorization: 'Bearer tmb_key',
      contentType: 'application/json',
      body: '{"assetId":"asset_1"}',
    });
  });

  it('sends a Blob as it is, with the type the caller gives', async () => {
    seen.length = 0;
    await client().POST('/api/v1/assets', { body: new Blob(['RIFF']), headers: { 'content-type': 'audio/wav' }, as: 'key' });
    expect(seen[0]).toMatchObject({ contentType: 'audio/wav', body: 'RIFF', authorization: 'Bearer tmb_key' });
  });

  it("turns the service's error body into an ApiError with its code, message and the field it names", async () => {
    const error = await client()
      .PUT('/api/v1/settings/providers/{name}', {
        params: { path: { name: 'alpha' } },
        body: { engine: 'live', rateLimit: { requests: 0, perSeconds: 60 } },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'rateLimit.requests: must be >= 1' });
    expect(fieldProblems(error)).toEqual([{ field: 'rateLimit.requests', message: 'rateLimit.requests: must be >= 1' }]);
  });

  it('names the HTTP status when the answer has no error body', async () => {
    await expect(client().GET('/api/v1/credits')).rejects.toMatchObject({ status: 502, code: 'http_error', message: 'HTTP 502' });
  });

  it('reads the service URL and the credentials from the connection at every call', async () => {
    seen.length = 0;
    const now: ApiTarget = { baseUrl: 'http://127.0.0.1:1', sessionToken: null, apiKey: null };
    const live = createApiClient(fetch, () => now);
    await expect(live.GET('/api/v1/voices')).rejects.toThrow();
    Object.assign(now, { baseUrl, sessionToken: 'later-tok' });
    await live.GET('/api/v1/voices');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: '/api/v1/voices', authorization: 'Bearer later-tok', accept: 'application/json' });
  });

  it('answers the event stream as its body, asked for as text/event-stream', async () => {
    seen.length = 0;
    const body = await client().GET('/api/v1/events', { parseAs: 'stream' });
    expect(await new Response(body).text()).toBe('event: task\ndata: {}\n\n');
    expect(seen[0]).toMatchObject({ url: '/api/v1/events', accept: 'text/event-stream', authorization: 'Bearer session-tok' });
  });
});
