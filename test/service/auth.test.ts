import { request } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordReliability } from '../helpers/reliability-report.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;

beforeAll(async () => {
  t = await startTestService({ allowedOrigins: ['http://localhost:5173'] });
});
afterAll(async () => {
  await t?.dispose();
  recordReliability(
    'security',
    `## Security (\`test/service/auth.test.ts\`, \`secrets-absent\`, \`secrets\`, \`live-secrecy\`, \`webhooks-secrecy\`)

- Host header: a foreign name refused (403); 127.0.0.1, localhost and [::1] accepted (3 names).
- Origin: a foreign origin refused (403); the service's own and a configured one accepted.
- Credentials: none → 401; a wrong key → 401; the session token on a tool → 403; an API key on key management → 403 (3 endpoints); a revoked key refused on its very next request.
- Secrets at rest: API keys stored as SHA-256 hashes; the key and webhook secret absent from the SQLite file after a WAL checkpoint; no secret in any data-dir file, log line or error body after a busy session; provider keys absent from logs, task records, error bodies and the database; session-token and fallback secret files are 0600.
- Keychain: secrets go to a real gnome-keyring under a private D-Bus session; without one, a 0600 file with the reason shown in health.`,
  );
});

/** A raw request, so the Host header can be anything (fetch forbids setting it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const u = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: u.port, path, headers }, (res) => {
      let b = '';
      res.on('data', (c) => (b += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: b ? JSON.parse(b) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('credentials', () => {
  it('no credential → 401 with a hint', async () => {
    const r = await t.tool('list-voices', {}, null as unknown as string);
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('unauthorized');
    expect(r.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('a wrong key → 401', async () => {
    const r = await t.tool('list-voices', {}, 'tmb_' + 'x'.repeat(43));
    expect(r.status).toBe(401);
  });

  it('the session token on a tool → 403; an API key on key management → 403', async () => {
    const key = await t.createKey();
    expect((await t.tool('list-voices', {}, t.session)).status).toBe(403);
    const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'x' }, token: key });
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).error.code).toBe('forbidden');
    expect((await t.fetch('/api/v1/api-keys', { token: key })).status).toBe(403);
  });

  it('a revoked key is refused on its very next request', async () => {
    const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'short-lived' } });
    const { key, apiKey } = (await res.json()) as any;
    expect((await t.tool('list-voices', {}, key)).status).toBe(200);
    const del = await t.fetch(`/api/v1/api-keys/${apiKey.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(((await del.json()) as any).data.revokedAt).toMatch(/Z$/);
    expect((await t.tool('list-voices', {}, key)).status).toBe(401);
  });

  it('keys are stored hashed: the secret is nowhere in the database file', async () => {
    const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json: { label: 'hashed', webhookUrl: 'http://127.0.0.1:9/hook' } });
    const body = (await res.json()) as any;
    expect(body.key).toMatch(/^tmb_[0-9A-Za-z]{43}$/);
    expect(body.webhookSecret).toMatch(/^whsec_/);
    expect(body.apiKey).toMatchObject({
      label: 'hashed',
      prefix: body.key.slice(0, 10),
      webhookUrl: 'http://127.0.0.1:9/hook',
      revokedAt: null,
    });
    expect(JSON.stringify(body.apiKey)).not.toContain(body.key);
    t.service.internals.db.pragma('wal_checkpoint(TRUNCATE)');
    const file = readFileSync(join(t.dataDir, 'timbre.db'));
    expect(file.includes(Buffer.from(body.key))).toBe(false);
    expect(file.includes(Buffer.from(body.webhookSecret))).toBe(false);
    const list = (await (await t.fetch('/api/v1/api-keys')).json()) as any;
    expect(JSON.stringify(list)).not.toContain(body.key);
  });

  it('key creation validates its body', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^label: is required/],
      [{ label: '' }, /^label: must not be empty/],
      [{ label: 'x', webhookUrl: 'ftp://example.test/x' }, /^webhookUrl: must be an http or https URL/],
      [{ label: 'x', webhookUrl: 'http://user:pw@127.0.0.1/x' }, /^webhookUrl: must not contain credentials/],
      [{ label: 'x', extra: 1 }, /^extra: is not a field/],
    ];
    for (const [json, msg] of cases) {
      const res = await t.fetch('/api/v1/api-keys', { method: 'POST', json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error.message).toMatch(msg);
    }
  });

  it('the session token file is 0600', () => {
    const st = statSync(join(t.dataDir, 'session-token'));
    expect(st.mode & 0o777).toBe(0o600);
    expect(readFileSync(join(t.dataDir, 'session-token'), 'utf8')).toBe(t.session);
  });
});

describe('DNS rebinding and cross-origin defence', () => {
  it('a foreign Host is refused with 403', async () => {
    const r = await rawGet('/api/v1/health', { host: 'evil.example:7717' });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('forbidden');
  });

  it('loopback Host names are accepted', async () => {
    const port = new URL(t.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await rawGet('/api/v1/health', { host })).status).toBe(200);
    }
  });

  it('a foreign Origin is refused; the own origin and configured ones pass', async () => {
    const port = new URL(t.url).port;
    const host = `127.0.0.1:${port}`;
    expect((await rawGet('/api/v1/health', { host, origin: 'https://evil.example' })).status).toBe(403);
    expect((await rawGet('/api/v1/health', { host, origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await rawGet('/api/v1/health', { host, origin: 'http://localhost:5173' })).status).toBe(200);
  });
});

describe('discovery and documentation', () => {
  it('service.json describes the running service', () => {
    const info = JSON.parse(readFileSync(join(t.dataDir, 'service.json'), 'utf8'));
    expect(info).toEqual({ url: t.url, pid: process.pid, version: expect.any(String) });
  });

  it('health reports engines and where secrets live, without secrets', async () => {
    const h = (await (await fetch(t.url + '/api/v1/health')).json()) as any;
    expect(h).toMatchObject({ status: 'ok', engines: { alpha: 'sandbox', beta: 'sandbox' }, ffmpeg: { available: true } });
    expect(['keychain', 'file']).toContain(h.secretStore.backend);
    expect(JSON.stringify(h)).not.toContain(t.session);
  });

  it('the OpenAPI document lists every tool with its schema and errors', async () => {
    const doc = (await (await fetch(t.url + '/api/v1/openapi.json')).json()) as any;
    expect(doc.openapi).toBe('3.1.0');
    const tools = Object.keys(doc.paths)
      .filter((p) => p.startsWith('/api/v1/tools/'))
      .map((p) => p.split('/')[4]);
    expect(tools.sort()).toEqual(
      [
        'analyze-audio',
        'cancel-batch',
        'cancel-task',
        'cancel-tasks',
        'clone-voice-from-audio',
        'combine-video-audio',
        'design-voice',
        'download-asset',
        'edit-video',
        'generate-narration',
        'generate-tts',
        'generate-video-extension',
        'generate-video-from-image',
        'generate-video-from-reference',
        'generate-video-from-text',
        'get-asset',
        'get-batch',
        'get-task-status',
        'get-usage',
        'list-voices',
        'move-batch-to-front',
        'move-task-to-front',
        'pause-queue',
        'preview-narration',
        'regenerate-narration-segment',
        'resume-queue',
        'submit-batch',
        'upload-asset',
        'wait-for-task',
      ].sort(),
    );
    const tts = doc.paths['/api/v1/tools/generate-tts/execute'].post;
    expect(tts.requestBody.content['application/json'].schema.properties.prompt.maxLength).toBe(200);
    expect(tts.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
    expect(Object.keys(tts.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '402', '403', '422']));
    expect(tts.description).toMatch(/15 credits per 1,000 characters/);
  });
});

describe('list-voices', () => {
  it('seeds 10 alpha built-ins and 30 beta prebuilt voices, each with its provider', async () => {
    const key = await t.createKey();
    const r = await t.tool('list-voices', {}, key);
    const voices = r.body.data.voices as any[];
    expect(voices.filter((v) => v.provider === 'alpha' && v.kind === 'builtin')).toHaveLength(10);
    expect(voices.filter((v) => v.provider === 'beta' && v.kind === 'prebuilt')).toHaveLength(30);
    expect(voices.map((v) => v.name)).toEqual(expect.arrayContaining(['Cherry', 'Ethan', 'Kore', 'Puck', 'Zephyr', 'Sulafat']));
    for (const v of voices)
      expect(v).toMatchObject({
        voiceId: expect.any(String),
        provider: expect.stringMatching(/^(alpha|beta)$/),
        languages: expect.any(Array),
      });
  });
});
