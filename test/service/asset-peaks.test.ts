// Waveform peaks of assets: audiowaveform JSON v2 from real audio (Node for WAV, ffmpeg for the
// rest), cached beside the content, authorized like the asset, and removed with it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { makeMedia } from '../helpers/media.ts';
import { peaksFromWav, peaksWithFfmpeg } from '../../src-service/media/peaks.ts';

/** A JSON answer, loosely typed for assertions. */
const json = (res: Response): Promise<any> => res.json();

let t: TestService;
let key: string;
let otherKey: string;
let speech: { assetId: string; durationSeconds: number; peaksUrl: string; posterUrl?: string; url: string };

const peaksFile = (id: string) => join(t.dataDir, 'assets', '.derived', `${id}.peaks.json`);

async function upload(bytes: Buffer, name: string): Promise<string> {
  const res = await t.fetch('/api/v1/assets', {
    method: 'POST',
    token: key,
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': name },
  });
  expect(res.status).toBe(201);
  return ((await json(res)) as { data: { assetId: string } }).data.assetId;
}

async function speak(text: string, k = key): Promise<string> {
  const r = await t.tool('generate-tts', { text, voiceId: 'alpha-serena' }, k);
  return (await t.waitDone(r.body.data.taskId, k)).output.assetIds[0];
}

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('peaks');
  otherKey = await t.createKey('someone else');
  const id = await speak('Every sound gets a waveform, drawn from its peaks.');
  speech = (await t.tool('get-asset', { assetId: id }, key)).body.data;
}, 60_000);
afterAll(async () => t?.dispose());

describe('GET /api/v1/assets/{id}/peaks', () => {
  it('answers audiowaveform JSON v2 with exactly `pixels` points of real, non-silent audio', async () => {
    const res = await t.fetch(`/api/v1/assets/${speech.assetId}/peaks?pixels=200`, { token: key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const p = await json(res);
    expect(p).toMatchObject({ version: 2, channels: 1, sample_rate: 24000, bits: 8, length: 200 });
    expect(p.data).toHaveLength(400);
    expect(p.data.every((v: number) => Number.isInteger(v) && v >= -128 && v <= 127)).toBe(true);
    for (let i = 0; i < 200; i++) expect(p.data[2 * i]).toBeLessThanOrEqual(p.data[2 * i + 1]);
    // Speech, not silence: loud peaks on both sides of zero.
    expect(Math.max(...p.data)).toBeGreaterThan(20);
    expect(Math.min(...p.data)).toBeLessThan(-20);
    // 200 points span the clip: samples per point × points ≈ its samples.
    expect(Math.abs(p.samples_per_pixel * 200 - speech.durationSeconds * 24000)).toBeLessThan(24000 * 0.05);
  });

  it('without pixels answers the full resolution: 256 samples a point', async () => {
    const p = await json(await t.fetch(`/api/v1/assets/${speech.assetId}/peaks`, { token: key }));
    expect(p.samples_per_pixel).toBe(256);
    expect(p.length).toBe(Math.ceil((speech.durationSeconds * 24000) / 256));
    expect(p.data).toHaveLength(2 * p.length);
  });

  it('is computed once: later answers come from the cached file', async () => {
    const file = peaksFile(speech.assetId);
    expect(existsSync(file)).toBe(true);
    const cached = JSON.parse(readFileSync(file, 'utf8'));
    expect(cached).toMatchObject({ version: 2, samples_per_pixel: 256 });
    // Mark the cached copy: an answer that carries the mark was read from it, not recomputed.
    const marked = { ...cached, data: cached.data.map((_: number, i: number) => (i % 2 ? 99 : -99)) };
    writeFileSync(file, JSON.stringify(marked));
    try {
      const p = await json(await t.fetch(`/api/v1/assets/${speech.assetId}/peaks?pixels=10`, { token: key }));
      expect(p.data).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 99 : -99)));
    } finally {
      writeFileSync(file, JSON.stringify(cached));
    }
  });

  it('reads a 16-bit WAV in Node exactly as ffmpeg decodes it', async () => {
    const path = join(t.dataDir, 'assets', speech.assetId);
    const node = await peaksFromWav(path);
    const viaFfmpeg = await peaksWithFfmpeg(path, 24000);
    expect(node).not.toBeNull();
    expect(node).toEqual(viaFfmpeg);
  });

  it('decodes other formats with ffmpeg (a stereo MP3 upload)', async () => {
    const id = await upload(
      makeMedia(['-f', 'lavfi', '-i', 'sine=frequency=330:duration=2', '-ac', '2', '-ar', '44100'], 'mp3'),
      'tone.mp3',
    );
    const p = await json(await t.fetch(`/api/v1/assets/${id}/peaks?pixels=50`, { token: key }));
    expect(p).toMatchObject({ version: 2, channels: 1, sample_rate: 44100, length: 50 });
    // lavfi's sine has an amplitude of 1/8 (16 of 128), a little less once mixed down to mono:
    // every point of the steady middle peaks there, on both sides of zero.
    const middle = p.data.slice(20, 80);
    expect(middle.every((v: number) => Math.abs(v) >= 8 && Math.abs(v) <= 17)).toBe(true);
    expect(middle.filter((_: number, i: number) => i % 2 === 0).every((v: number) => v < 0)).toBe(true);
  });

  it('refuses pixels out of range or not a number with a 400 naming pixels', async () => {
    for (const bad of ['0', '100001', 'abc', '-5', '2.5']) {
      const res = await t.fetch(`/api/v1/assets/${speech.assetId}/peaks?pixels=${bad}`, { token: key });
      expect(res.status, bad).toBe(400);
      expect((await json(res)).error.message, bad).toMatch(/pixels/);
    }
  });

  it('answers 409 for an image, 404 for an unknown asset', async () => {
    const png = await upload(makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=1', '-frames:v', '1'], 'png'), 'frame.png');
    const res = await t.fetch(`/api/v1/assets/${png}/peaks`, { token: key });
    expect(res.status).toBe(409);
    expect((await json(res)).error.code).toBe('conflict');
    expect((await t.fetch('/api/v1/assets/asset_000000000000000unknown/peaks', { token: key })).status).toBe(404);
  });

  it('is authorized like the asset: a credential is needed, a key sees its own, the session all', async () => {
    const path = `/api/v1/assets/${speech.assetId}/peaks`;
    expect((await t.fetch(path, { token: null })).status).toBe(401);
    expect((await t.fetch(path, { token: 'tmb_' + 'x'.repeat(40) })).status).toBe(401);
    expect((await t.fetch(path, { token: otherKey })).status).toBe(404);
    expect((await t.fetch(path)).status).toBe(200); // the session token
  });

  it('get-asset gives a signed peaksUrl that needs no header; a tampered one is 403', async () => {
    expect(speech.peaksUrl).toMatch(new RegExp(`^${t.url}/api/v1/assets/${speech.assetId}/peaks\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(speech.posterUrl).toBeUndefined();
    // The same signature as the content URL.
    expect(new URL(speech.peaksUrl).search).toBe(new URL(speech.url).search);
    const res = await fetch(`${speech.peaksUrl}&pixels=32`);
    expect(res.status).toBe(200);
    expect((await json(res)).length).toBe(32);
    const u = new URL(speech.peaksUrl);
    u.searchParams.set('signature', '0'.repeat(64));
    expect((await fetch(u)).status).toBe(403);
    // A signature is for its asset only.
    const other = await speak('Another clip.', otherKey);
    const stolen = new URL(speech.peaksUrl.replace(speech.assetId, other));
    expect((await fetch(stolen)).status).toBe(403);
  });
});

describe('the library', () => {
  it('carries a 64-level waveform and a peaksUrl on each audio row', async () => {
    const page = (await json(await t.fetch('/api/v1/assets?kind=audio', { token: key }))).data;
    const row = page.assets.find((a: { assetId: string }) => a.assetId === speech.assetId);
    expect(row.peaksUrl).toMatch(/\/peaks\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(row.waveform).toHaveLength(64);
    expect(row.waveform.every((v: number) => Number.isInteger(v) && v >= 0 && v <= 255)).toBe(true);
    expect(Math.max(...row.waveform)).toBeGreaterThan(40);
    // Loud where the peaks are loud: the loudest level matches the loudest peak.
    const full = JSON.parse(readFileSync(peaksFile(speech.assetId), 'utf8'));
    const loudest = Math.max(...full.data.map((v: number) => Math.abs(v)));
    expect(Math.max(...row.waveform)).toBe(Math.min(255, 2 * loudest));
  });
});

describe('removal', () => {
  it('removing an asset removes its derived files', async () => {
    const id = await speak('Here today, gone tomorrow.');
    expect((await t.fetch(`/api/v1/assets/${id}/peaks`, { token: key })).status).toBe(200);
    expect(existsSync(peaksFile(id))).toBe(true);
    t.service.internals.assets.remove(id);
    expect(existsSync(peaksFile(id))).toBe(false);
    expect((await t.fetch(`/api/v1/assets/${id}/peaks`, { token: key })).status).toBe(404);
  });

  it('derived files of assets that are gone are swept at start-up', async () => {
    const id = await speak('Left behind by a crash.');
    expect((await t.fetch(`/api/v1/assets/${id}/peaks`, { token: key })).status).toBe(200);
    // The row goes as a crash between the two removals would leave it: the file stays.
    t.service.internals.db.prepare('DELETE FROM assets WHERE id = ?').run(id);
    expect(existsSync(peaksFile(id))).toBe(true);
    await t.stop();
    t = await startTestService({ dataDir: t.dataDir });
    expect(existsSync(peaksFile(id))).toBe(false);
    expect(existsSync(peaksFile(speech.assetId))).toBe(true);
  });
});
