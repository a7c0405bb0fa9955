import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.ts';
import { ffprobe, makeMedia } from '../helpers/media.ts';
import { createTestClock } from '../helpers/clock.ts';

let t: TestService;
// Moved forward to see a signed URL expire, rather than waiting for it.
const clock = createTestClock();
let key: string;
let speechAssetId: string;

beforeAll(async () => {
  t = await startTestService({ clock });
  key = await t.createKey();
  const r = await t.tool('generate-tts', { text: 'Timbre makes speech offline.', voiceId: 'alpha-serena' }, key);
  const done = await t.waitDone(r.body.data.taskId, key);
  speechAssetId = done.output.assetIds[0];
});
afterAll(async () => t?.dispose());

describe('speech assets', () => {
  it('get-asset gives a signed URL that needs no header; the audio is WAV 24 kHz mono 16-bit', async () => {
    const g = await t.tool('get-asset', { assetId: speechAssetId }, key);
    expect(g.status).toBe(200);
    expect(g.body.data).toMatchObject({
      assetId: speechAssetId,
      kind: 'audio',
      mimeType: 'audio/wav',
      sampleRate: 24000,
      channels: 1,
      engine: 'sandbox',
      origin: 'generated',
    });
    expect(g.body.data.url).toMatch(new RegExp(`^${t.url}/api/v1/assets/${speechAssetId}/content\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(Date.parse(g.body.data.expiresAt) - Date.now()).toBeGreaterThan(3500 * 1000);
    const res = await fetch(g.body.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(g.body.data.bytes);
    const probe = ffprobe(bytes);
    const s = probe.streams[0];
    expect(s).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1, bits_per_sample: 16 });
    expect(Number(probe.format.duration)).toBeGreaterThan(1);
    expect(Number(probe.format.duration)).toBeCloseTo(g.body.data.durationSeconds, 1);
  });

  it('signed URLs support Range requests', async () => {
    const { url, bytes } = (await t.tool('get-asset', { assetId: speechAssetId }, key)).body.data;
    const full = Buffer.from(await (await fetch(url)).arrayBuffer());
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(full.subarray(100, 200));
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(full.subarray(full.length - 10));
    const outside = await fetch(url, { headers: { range: `bytes=${bytes + 10}-` } });
    expect(outside.status).toBe(416);
  });

  it('a tampered or expired URL is refused with 403', async () => {
    const { url } = (await t.tool('get-asset', { assetId: speechAssetId }, key)).body.data;
    const u = new URL(url);
    const sig = u.searchParams.get('signature')!;
    u.searchParams.set('signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    expect((await fetch(u)).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await fetch(later)).status).toBe(403);
    // Another id (its last character changed, whatever it was): the signature was not made for it.
    const other = url.replace(speechAssetId, speechAssetId.slice(0, -1) + (speechAssetId.endsWith('X') ? 'Y' : 'X'));
    expect((await fetch(other)).status).toBe(403);
    // Good until it expires, refused after.
    const short = (await t.tool('get-asset', { assetId: speechAssetId, expiresInSeconds: 60 }, key)).body.data.url;
    expect((await fetch(short)).status).toBe(200);
    clock.advance(61_000);
    const expired = await fetch(short);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as any).error.message).toMatch(/expired/);
  });

  it('download-asset answers the bytes themselves', async () => {
    const d = await t.fetch('/api/v1/tools/download-asset/execute', { method: 'POST', json: { assetId: speechAssetId }, token: key });
    expect(d.status).toBe(200);
    expect(d.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await d.arrayBuffer());
    const { url } = (await t.tool('get-asset', { assetId: speechAssetId }, key)).body.data;
    expect(bytes).toEqual(Buffer.from(await (await fetch(url)).arrayBuffer()));
  });

  it('another key cannot read the asset', async () => {
    const other = await t.createKey('nosy');
    expect((await t.tool('get-asset', { assetId: speechAssetId }, other)).status).toBe(404);
    expect((await t.tool('download-asset', { assetId: speechAssetId }, other)).status).toBe(404);
  });
});

describe('uploads', () => {
  const png = () => makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=1', '-frames:v', '1'], 'png');
  const mp3 = () => makeMedia(['-f', 'lavfi', '-i', 'sine=frequency=220:duration=2', '-ar', '44100'], 'mp3');

  it('POST /api/v1/assets with a multipart "file" part: sniffed and probed', async () => {
    const form = new FormData();
    form.append('file', new Blob([mp3()], { type: 'application/octet-stream' }), 'tone.mp3');
    const res = await t.fetch('/api/v1/assets', { method: 'POST', body: form, token: key });
    expect(res.status).toBe(201);
    const data = ((await res.json()) as any).data;
    expect(data).toMatchObject({
      kind: 'audio',
      mimeType: 'audio/mpeg',
      fileName: 'tone.mp3',
      sampleRate: 44100,
      channels: 1,
      origin: 'upload',
    });
    expect(data.durationSeconds).toBeCloseTo(2, 0);
  });

  it('POST /api/v1/assets with a raw body; the declared type is not trusted', async () => {
    const res = await t.fetch('/api/v1/assets', { method: 'POST', body: png(), token: key, headers: { 'content-type': 'audio/wav' } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as any).data).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 64, height: 48 });
  });

  it('upload-asset (base64, for MCP clients) stores the same way', async () => {
    const r = await t.tool('upload-asset', { mimeType: 'image/png', dataBase64: png().toString('base64'), fileName: 'frame.png' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ kind: 'image', mimeType: 'image/png', fileName: 'frame.png' });
    const g = await t.tool('get-asset', { assetId: r.body.data.assetId }, key);
    expect(Buffer.from(await (await fetch(g.body.data.url)).arrayBuffer())).toEqual(png());
  });

  it('bytes that are not media → 400 naming what to upload', async () => {
    const r = await t.tool('upload-asset', { mimeType: 'audio/wav', dataBase64: Buffer.from('hello, not audio').toString('base64') }, key);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^dataBase64: is not a supported media file; upload audio \(WAV, MP3/);
    const res = await t.fetch('/api/v1/assets', {
      method: 'POST',
      body: Buffer.from('%PDF-1.4 nope'),
      token: key,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.status).toBe(400);
  });

  it('a truncated file that sniffs as media but cannot be decoded → 400', async () => {
    const broken = mp3().subarray(0, 200);
    const res = await t.fetch('/api/v1/assets', { method: 'POST', body: broken, token: key, headers: { 'content-type': 'audio/mpeg' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toMatch(/could not be decoded|no audio/);
  });

  it('multipart without a "file" part → 400', async () => {
    const form = new FormData();
    form.append('audio', new Blob([mp3()]), 'tone.mp3');
    const res = await t.fetch('/api/v1/assets', { method: 'POST', body: form, token: key });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toMatch(/^file: is required/);
  });
});
