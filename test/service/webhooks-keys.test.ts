import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { freePort, startReceiver, verifyServiceSignature, verifyStandardSignature, type Receiver } from '../helpers/receiver.ts';
import { createHookKey, eventDetail } from '../helpers/webhooks.ts';

let t: TestService;
let rx: Receiver;

beforeAll(async () => {
  rx = await startReceiver();
  t = await startTestService({ concurrency: 0 });
});
afterAll(async () => {
  await t?.dispose();
  await rx?.close();
});

const patch = (id: string, json: unknown, token?: string) => t.fetch(`/api/v1/api-keys/${id}`, { method: 'PATCH', json, token });
const testHook = (id: string, token?: string) => t.fetch(`/api/v1/api-keys/${id}/webhook/test`, { method: 'POST', token });
const rotate = (id: string) => t.fetch(`/api/v1/api-keys/${id}/webhook/rotate`, { method: 'POST' });

const VIEW_FIELDS = [
  'captureBodies',
  'createdAt',
  'creditLimit',
  'creditsHeld',
  'creditsUsed',
  'id',
  'label',
  'lastUsedAt',
  'prefix',
  'revokedAt',
  'webhookUrl',
];

describe('changing a key (PATCH /api/v1/api-keys/{id})', () => {
  it('changes label, webhookUrl and creditLimit; a first webhookUrl creates the secret, shown once', async () => {
    const created = (await (await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'plain' } })).json()) as any;
    expect(created.webhookSecret).toBeUndefined();
    const id = created.apiKey.id;

    const r1 = await patch(id, { label: 'renamed', creditLimit: 500 });
    expect(r1.status).toBe(200);
    const b1 = (await r1.json()) as any;
    expect(Object.keys(b1)).toEqual(['apiKey']);
    expect(b1.apiKey).toMatchObject({ id, label: 'renamed', creditLimit: 500, webhookUrl: null });
    expect(Object.keys(b1.apiKey).sort()).toEqual(VIEW_FIELDS);

    const r2 = await patch(id, { webhookUrl: rx.url });
    const b2 = (await r2.json()) as any;
    expect(r2.status).toBe(200);
    expect(b2.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(b2.webhookSecret.slice(6), 'base64')).toHaveLength(32);
    expect(b2.apiKey).toMatchObject({ label: 'renamed', creditLimit: 500, webhookUrl: rx.url });

    // The secret exists now: changing the URL again does not show (or replace) it.
    const other = rx.url.replace('/hooks', '/other');
    const b3 = (await (await patch(id, { webhookUrl: other })).json()) as any;
    expect(b3.webhookSecret).toBeUndefined();
    expect(b3.apiKey.webhookUrl).toBe(other);
    const sent = (await (await testHook(id)).json()) as any;
    expect(sent.delivered).toBe(true);
    const req = rx.requests.find((r) => r.headers['webhook-id'] === sent.eventId)!;
    expect(req.path).toBe('/other');
    expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, b2.webhookSecret)).toBe(true);

    // null removes the URL and the limit; the key itself is untouched otherwise.
    const b4 = (await (await patch(id, { webhookUrl: null, creditLimit: null })).json()) as any;
    expect(b4.apiKey).toMatchObject({ label: 'renamed', webhookUrl: null, creditLimit: null });
    const got = (await (await t.fetch(`/api/v1/api-keys/${id}`)).json()) as any;
    expect(got.data).toEqual(b4.apiKey);
  });

  it('refuses bad changes with a 400 naming the field, and unknown or revoked keys', async () => {
    const hook = await createHookKey(t, rx.url);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^body: set at least one of label, webhookUrl, creditLimit/],
      [{ label: '' }, /^label: must not be empty/],
      [{ label: '   ' }, /^label: must not be empty/],
      [{ webhookUrl: 'ftp://example.com/x' }, /^webhookUrl: must be an http or https URL/],
      [{ webhookUrl: 'not a url' }, /^webhookUrl: must be an absolute http or https URL/],
      [{ webhookUrl: 'http://user:pass@127.0.0.1:9/x' }, /^webhookUrl: must not contain credentials/],
      [{ creditLimit: -1 }, /^creditLimit: must be at least 0/],
      [{ secret: 'x' }, /^secret: is not a field/],
    ];
    for (const [body, message] of cases) {
      const r = await patch(hook.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(((await r.json()) as any).error.message).toMatch(message);
    }
    expect((await patch('key_missing', { label: 'x' })).status).toBe(404);
    expect((await patch(hook.id, { label: 'x' }, hook.key)).status).toBe(403);
    await t.fetch(`/api/v1/api-keys/${hook.id}`, { method: 'DELETE' });
    const revoked = await patch(hook.id, { label: 'x' });
    expect(revoked.status).toBe(409);
    expect(((await revoked.json()) as any).error.code).toBe('conflict');
  });

  it('a lowered creditLimit applies to the next hold (402)', async () => {
    const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'capped later' } });
    const { key, apiKey } = (await res.json()) as any;
    expect((await t.tool('generate-tts', { text: 'one', voiceId: 'alpha-ethan' }, key)).status).toBe(200);
    await patch(apiKey.id, { creditLimit: 20 });
    const r = await t.tool('generate-tts', { text: 'two', voiceId: 'alpha-ethan' }, key);
    expect(r.status).toBe(402);
    expect(r.body.error.message).toMatch(/credit limit/);
  });
});

describe('the test endpoint (POST /api/v1/api-keys/{id}/webhook/test)', () => {
  it('sends a signed webhook.test event and reports the receiver’s real status', async () => {
    const hook = await createHookKey(t, rx.url);
    for (const status of [200, 401, 500]) {
      rx.script([status]);
      const res = await testHook(hook.id);
      expect(res.status).toBe(200);
      const body = (await res.json()) as any;
      expect(Object.keys(body).sort()).toEqual(['delivered', 'error', 'eventId', 'httpStatus', 'latencyMs']);
      expect(body).toMatchObject({ delivered: status === 200, httpStatus: status });
      expect(body.eventId).toMatch(/^whev_/);
      expect(body.latencyMs).toBeGreaterThanOrEqual(0);
      expect(body.error).toEqual(status === 200 ? null : { code: 'http_status', message: `The receiver answered ${status}` });

      const req = rx.requests.find((r) => r.headers['webhook-id'] === body.eventId)!;
      expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, hook.secret)).toBe(true);
      expect(verifyStandardSignature(req.headers, req.raw, hook.secret)).toBe(true);
      const payload = req.json();
      expect(payload).toMatchObject({ id: body.eventId, type: 'webhook.test', data: { apiKeyId: hook.id } });
      // Recorded in the delivery log, once, never retried.
      const event = await eventDetail(t, body.eventId);
      expect(event).toMatchObject({ type: 'webhook.test', status: status === 200 ? 'delivered' : 'failed', attemptCount: 1, taskId: null });
      expect(event.attempts).toHaveLength(1);
      expect(event.attempts[0].httpStatus).toBe(status);
    }
  });

  it('connection refused → delivered: false, httpStatus: null', async () => {
    const hook = await createHookKey(t, `http://127.0.0.1:${await freePort()}/hooks`);
    const body = (await (await testHook(hook.id)).json()) as any;
    expect(body).toMatchObject({ delivered: false, httpStatus: null, error: { code: 'connection_refused' } });
    expect(body.error.message).toMatch(/ECONNREFUSED/);
  });

  it('a redirecting receiver is not followed: delivered false with the 3xx status', async () => {
    const hook = await createHookKey(t, rx.url);
    rx.script([{ status: 307, headers: { location: rx.url + '/elsewhere' } }]);
    const before = rx.requests.length;
    const body = (await (await testHook(hook.id)).json()) as any;
    expect(body).toMatchObject({ delivered: false, httpStatus: 307, error: { code: 'redirect' } });
    expect(rx.requests.length).toBe(before + 1);
  });

  it('a key without a webhookUrl → 409 with a clear message; unknown key → 404; API key → 403', async () => {
    const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'no hook' } });
    const { key, apiKey } = (await res.json()) as any;
    const r = await testHook(apiKey.id);
    expect(r.status).toBe(409);
    expect(((await r.json()) as any).error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/has no webhookUrl; set one/),
    });
    expect((await testHook('key_missing')).status).toBe(404);
    expect((await testHook(apiKey.id, key)).status).toBe(403);
  });
});

describe('rotating the webhook secret (POST /api/v1/api-keys/{id}/webhook/rotate)', () => {
  it('shows the new secret once; during the overlap both secrets sign every delivery', async () => {
    const hook = await createHookKey(t, rx.url);
    const res = await rotate(hook.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.webhookSecret).toMatch(/^whsec_/);
    expect(body.webhookSecret).not.toBe(hook.secret);
    const overlap = Date.parse(body.previousSecretExpiresAt) - Date.now();
    expect(overlap).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(overlap).toBeLessThanOrEqual(24 * 3600_000);
    expect(body.apiKey.id).toBe(hook.id);

    const sent = (await (await testHook(hook.id)).json()) as any;
    expect(sent.delivered).toBe(true);
    const req = rx.requests.find((r) => r.headers['webhook-id'] === sent.eventId)!;
    // X-Service-Signature: the new secret; X-Service-Signature-Previous: the old one.
    expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, body.webhookSecret)).toBe(true);
    expect(verifyServiceSignature(req.headers['x-service-signature-previous'], req.raw, hook.secret)).toBe(true);
    expect(verifyServiceSignature(req.headers['x-service-signature'], req.raw, hook.secret)).toBe(false);
    // Standard Webhooks: two space-separated signatures, new first; each secret verifies.
    const sigs = String(req.headers['webhook-signature']).split(' ');
    expect(sigs).toHaveLength(2);
    expect(verifyStandardSignature(req.headers, req.raw, body.webhookSecret)).toBe(true);
    expect(verifyStandardSignature(req.headers, req.raw, hook.secret)).toBe(true);
    expect(verifyStandardSignature({ ...req.headers, 'webhook-signature': sigs[0] }, req.raw, body.webhookSecret)).toBe(true);

    // Rotating again retires the first secret at once: only the last two sign.
    const again = (await (await rotate(hook.id)).json()) as any;
    const sent2 = (await (await testHook(hook.id)).json()) as any;
    const req2 = rx.requests.find((r) => r.headers['webhook-id'] === sent2.eventId)!;
    expect(verifyServiceSignature(req2.headers['x-service-signature'], req2.raw, again.webhookSecret)).toBe(true);
    expect(verifyServiceSignature(req2.headers['x-service-signature-previous'], req2.raw, body.webhookSecret)).toBe(true);
    expect(verifyStandardSignature(req2.headers, req2.raw, hook.secret)).toBe(false);
  });

  it('a key that never had a webhook secret → 409; unknown key → 404', async () => {
    const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'no secret' } });
    const { apiKey } = (await res.json()) as any;
    const r = await rotate(apiKey.id);
    expect(r.status).toBe(409);
    expect(((await r.json()) as any).error.message).toMatch(/has no webhook secret; set a webhookUrl/);
    expect((await rotate('key_missing')).status).toBe(404);
  });
});
