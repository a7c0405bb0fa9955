import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { readLogs } from '../helpers/logs.ts';
import { makeMedia } from '../helpers/media.ts';
import { startAlphaFake, type AlphaFake } from '../fakes/alpha-fake.ts';
import { startBetaFake, type BetaFake } from '../fakes/beta-fake.ts';
import { startVideoFake, type VideoFake } from '../fakes/video-fake.ts';
import { goLive, runTool } from '../fakes/live-setup.ts';

// Distinct, grep-able keys, one per provider.
const KEYS = { alpha: 'sk-SECRET-alpha-5a4b3c2d1e0f', beta: 'AIza-SECRET-beta-6f7e8d9c0b1a', video: 'xai-SECRET-video-1a2b3c4d5e6f' };
let alpha: AlphaFake;
let beta: BetaFake;
let video: VideoFake;
let t: TestService;
let key: string;
const seen: string[] = [];

beforeAll(async () => {
  alpha = await startAlphaFake({ key: KEYS.alpha });
  beta = await startBetaFake({ key: KEYS.beta });
  video = await startVideoFake({
    key: KEYS.video,
    mp4: makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=12:duration=4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], 'mp4'),
  });
  t = await startTestService({ logLevel: 'trace' });
  key = await t.createKey('secrecy');
  for (const [name, fake] of [
    ['alpha', alpha],
    ['beta', beta],
    ['video', video],
  ] as const) {
    seen.push(JSON.stringify(await goLive(t, name, fake.base, KEYS[name], name === 'video' ? { pollIntervalMs: 50 } : {})));
  }
});
afterAll(async () => {
  await t?.dispose();
  await Promise.all([alpha?.close(), beta?.close(), video?.close()]);
});

const record = async (tool: string, body: unknown) => {
  const done = await runTool(t, key, tool, body);
  seen.push(JSON.stringify(done), JSON.stringify((await t.tool('get-task-status', { taskId: done.taskId }, key)).body));
  return done;
};

describe('the upstream keys never leak', () => {
  it('are absent from answers, task records, error bodies, logs and the SQLite file', async () => {
    // Successes, rejections that echo the key back, and a failed video job.
    expect((await record('generate-tts', { text: 'Secret one.', voiceId: 'alpha-cherry' })).status).toBe('COMPLETED');
    expect((await record('generate-tts', { text: 'Secret two.', voiceId: 'beta-kore' })).status).toBe('COMPLETED');
    expect((await record('generate-video-from-text', { prompt: 'Secret three.' })).status).toBe('COMPLETED');
    alpha.script(() => true, [{ status: 401, json: { code: 'InvalidApiKey', message: `Invalid API-key provided: ${KEYS.alpha}` } }]);
    expect((await record('generate-tts', { text: 'Echo.', voiceId: 'alpha-cherry' })).status).toBe('FAILED');
    video.script(
      (r) => r.method === 'POST',
      [{ status: 400, json: { code: 'invalid_argument', error: `Incorrect API key provided: ${KEYS.video.slice(0, 14)}***` } }],
    );
    expect((await record('generate-video-from-text', { prompt: 'Echo.' })).status).toBe('FAILED');
    beta.script(
      () => true,
      [{ status: 400, json: { error: { code: 400, status: 'INVALID_ARGUMENT', message: `API key ${KEYS.beta} not valid.` } } }],
    );
    expect((await record('generate-tts', { text: 'Echo.', voiceId: 'beta-kore' })).status).toBe('FAILED');
    // Error bodies of the settings API, and its views and connection tests.
    for (const name of ['alpha', 'beta', 'video']) {
      seen.push(
        await (await t.fetch(`/api/v1/settings/providers/${name}`, { method: 'PUT', json: { engine: 'live', apiKey: 42 } })).text(),
      );
      seen.push(await (await t.fetch(`/api/v1/settings/providers/${name}/test`, { method: 'POST' })).text());
    }
    seen.push(await (await t.fetch('/api/v1/settings')).text());

    const db = t.service.internals.db;
    const rows = db.prepare('SELECT * FROM tasks').all();
    expect(rows.length).toBe(6);
    seen.push(JSON.stringify(rows), JSON.stringify(db.prepare('SELECT * FROM settings').all()));
    db.pragma('wal_checkpoint(TRUNCATE)');
    const files = readdirSync(t.dataDir).filter((f) => f.startsWith('timbre.db'));
    const log = readLogs(t.dataDir);
    expect(log.length).toBeGreaterThan(0);

    for (const secret of Object.values(KEYS)) {
      const piece = secret.slice(0, 14); // also a truncated echo
      for (const text of seen) expect(text).not.toContain(piece);
      expect(log).not.toContain(piece);
      for (const f of files) expect(readFileSync(join(t.dataDir, f)).includes(piece), f).toBe(false);
    }
    // The rejection still reached the user, scrubbed.
    expect(seen.some((s) => s.includes('InvalidApiKey') && s.includes('[redacted]'))).toBe(true);
  });
});
