// The contract walk: every operation of the served /api/v1/openapi.json is called with a valid
// request and with the invalid ones its description implies, and every answer is checked
// against the document with a JSON Schema 2020-12 validator: an undocumented status, content
// type or field fails. The document itself must be valid OpenAPI 3.1 (its meta-schema), its
// examples must match their schemas, and every success status it documents must be seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createChecker, operationsOf, type Checker, type Doc, type DocOperation } from './openapi-checker.ts';
import { startWorld, stopWorld, type World } from './contract-world.ts';
import { invalidCalls, validCall, type Call } from './contract-calls.ts';

let w: World;
let doc: Doc;
let checker: Checker;
/** Statuses seen per operation, and the number of requests made. */
const seen = new Map<string, Set<number>>();
const counts = new Map<string, number>();

beforeAll(async () => {
  w = await startWorld();
  doc = (await (await fetch(`${w.t.url}/api/v1/openapi.json`)).json()) as Doc;
  checker = createChecker(doc);
}, 240_000);
afterAll(async () => {
  if (counts.size > 0) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`contract walk: ${counts.size} operations, ${total} requests (${[...counts].map(([op, n]) => `${op} ${n}`).join(', ')})`);
  }
  await stopWorld(w);
});

/** Sends a call; an event stream is read up to its first event and then closed. */
async function send(call: Call): Promise<{ status: number; contentType: string | null; body: Buffer }> {
  const path = call.o.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(call.params[name]));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(call.query)) for (const one of [v].flat()) query.append(k, one);
  const headers = new Headers(call.headers);
  if (call.credential) {
    if (call.xiApiKey) headers.set('xi-api-key', call.credential);
    else headers.set('authorization', `Bearer ${call.credential}`);
  }
  let body: RequestInit['body'];
  if (call.body?.type === 'json') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.body.value);
  } else if (call.body?.type === 'raw') {
    headers.set('content-type', call.body.contentType);
    body = new Uint8Array(call.body.bytes);
  } else if (call.body?.type === 'form') body = call.body.form();
  const abort = new AbortController();
  const res = await fetch(`${w.t.url}${path}${query.size ? `?${query}` : ''}`, {
    method: call.o.method,
    headers,
    body,
    signal: abort.signal,
  });
  if (call.stream && res.status === 200) {
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('event: ready')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString('utf8');
    }
    abort.abort();
    return { status: res.status, contentType: res.headers.get('content-type'), body: Buffer.from(text) };
  }
  return { status: res.status, contentType: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

/** Sends a call and checks its answer against the document. */
async function walk(call: Call): Promise<{ status: number; json: any }> {
  const { status, contentType, body } = await send(call);
  const id = call.o.op.operationId;
  seen.set(id, (seen.get(id) ?? new Set()).add(status));
  counts.set(id, (counts.get(id) ?? 0) + 1);
  const what = `${id} (${call.label}): ${status} ${body.toString('utf8').slice(0, 300)}`;
  expect(status, what).toBe(call.expect);
  expect(checker.check(call.o, status, contentType, body), what).toEqual([]);
  const json = contentType?.startsWith('application/json') ? JSON.parse(body.toString('utf8')) : null;
  if (call.field !== undefined) {
    // Timbre's shape and OpenAI's carry `error`, ElevenLabs' `detail`; OpenAI's names the field in `param`.
    const error = json?.error ?? json?.detail ?? {};
    expect(
      error.message?.startsWith(`${call.field}:`) || error.details?.field === call.field || error.param === call.field,
      `${what}: names ${call.field}`,
    ).toBe(true);
  }
  return { status, json };
}

/** Valid requests besides the first that reach the other success answers (Range, conditional, paging, a form, a notification). */
function moreValid(valid: Call): Call[] {
  const id = valid.o.op.operationId;
  const more = (label: string, change: Partial<Call>): Call => ({
    ...valid,
    ...change,
    headers: { ...valid.headers, ...change.headers },
    label,
  });
  if (id === 'getAssetContent' || id === 'exportAsset') return [more('a Range', { headers: { range: 'bytes=0-99' }, expect: 206 })];
  if (id === 'uploadAsset') return [more('multipart', { body: { type: 'form', form: () => fileForm(w.png) } })];
  if (id === 'mcp')
    return [
      more('a notification', { body: { type: 'json', value: { jsonrpc: '2.0', method: 'notifications/initialized' } }, expect: 202 }),
    ];
  return [];
}

function fileForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'square.png');
  return form;
}

describe('the document', () => {
  it('is valid OpenAPI 3.1 (its meta-schema) with a license, servers, and every operation summarized, tagged, secured and exemplified', async () => {
    const validator = new Validator({ strict: false });
    const result = await validator.validate(doc as never);
    expect(result.errors ?? [], 'OpenAPI 3.1 meta-schema').toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect((doc as any).info.license).toEqual({ name: 'GPL-3.0-or-later', identifier: 'GPL-3.0-or-later' });
    expect((doc as any).servers[0].url).toBe(w.t.url);
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(40);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length);
    for (const { op } of ops) {
      expect(op.summary, op.operationId).toBeTruthy();
      expect(op.tags?.length, op.operationId).toBeGreaterThan(0);
      expect(op.security, `${op.operationId} declares its security`).toBeDefined();
      const examples = [
        op.requestBody?.content,
        ...Object.values(op.responses).map((r) => (r.$ref ? doc.components.responses![r.$ref.split('/').pop()!] : r).content),
      ]
        .flatMap((c) => Object.values(c ?? {}))
        .filter((m) => m.example !== undefined);
      expect(examples.length, `${op.operationId} shows an example`).toBeGreaterThan(0);
    }
    expect(checker.checkExamples()).toEqual([]);
  });

  it("describes the real media types: an asset's own type for its bytes, text/event-stream for events, JSON for errors", () => {
    const get = (path: string, method = 'get') => doc.paths[path][method];
    const download = Object.keys(get('/api/v1/tools/download-asset/execute', 'post').responses['200'].content!);
    expect(download).toEqual(expect.arrayContaining(['audio/wav', 'audio/mpeg', 'image/png', 'video/mp4']));
    expect(download).not.toContain('application/octet-stream');
    expect(Object.keys(get('/api/v1/assets/{id}/export').responses['200'].content!)).toEqual(
      expect.arrayContaining(['audio/wav', 'audio/mpeg']),
    );
    expect(Object.keys(get('/api/v1/events').responses['200'].content!)).toEqual(['text/event-stream']);
    expect(get('/api/v1/assets/{id}/content').security).toEqual([{ signedUrl: [] }]);
    expect(doc.components.securitySchemes.signedUrl).toMatchObject({ type: 'apiKey', in: 'query', name: 'signature' });
    for (const o of operationsOf(doc)) {
      for (const [status, r] of Object.entries(o.op.responses)) {
        if (Number(status) < 400 || o.op.operationId === 'mcp') continue;
        const content = (r.$ref ? doc.components.responses![r.$ref.split('/').pop()!] : r).content!;
        expect(Object.keys(content), `${o.op.operationId} ${status}`).toEqual(['application/json']);
      }
    }
  });

  it('keeps the documented shapes (docs/interface.md#credentials): key creation answers key, webhookSecret and apiKey at the top; webhook/test answers delivered and httpStatus', () => {
    const created = doc.components.schemas.CreatedApiKey as any;
    expect(Object.keys(created.properties)).toEqual(['key', 'webhookSecret', 'apiKey']);
    const test = doc.components.schemas.WebhookTestResult as any;
    expect(test.required).toEqual(expect.arrayContaining(['delivered', 'httpStatus']));
    expect((doc.components.schemas.WebhookAttemptView as any).properties.url.anyOf).toContainEqual({ type: 'null' });
  });
});

describe('every operation, valid and invalid', () => {
  // The operations come from the served document, which exists only once the service runs,
  // so the walk is one test; each failure names the operation and the case.
  it('answers every request as the document says', async () => {
    const ops: DocOperation[] = operationsOf(doc);
    for (const o of ops) {
      const valid = validCall(w, o);
      for (const call of [valid, ...moreValid(valid), ...invalidCalls(w, valid)]) await walk(call);
    }
    // Every success answer the document promises was given at least once.
    for (const o of ops) {
      for (const status of Object.keys(o.op.responses)
        .map(Number)
        .filter((s) => s < 300)) {
        expect(seen.get(o.op.operationId)?.has(status), `${o.op.operationId} answered ${status}`).toBe(true);
      }
    }
  }, 600_000);
});
