// Export of audio assets as WAV or MP3 (GET /api/v1/assets/{id}/export?format=): what a
// user saves is checked by ffprobe (codec, rate, channels, duration), the stored format
// comes back byte for byte, bad requests are 400s naming `format`, the answer names the
// file with the new extension, Range works on converted files, and no temp file is left.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobe, makeMedia } from '../helpers/media.ts';
import { makeSample } from '../helpers/media-fixtures.ts';
import { startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
let key: string;
let speech: { assetId: string; fileName: string; durationSeconds: number; bytes: number; url: string };
let stereoMp3: { assetId: string; bytes: Buffer };
let webm: { assetId: string; durationSeconds: number };
let png: string;

async function upload(bytes: Buffer, fileName: string, token = key): Promise<any> {
  const res = await t.fetch('/api/v1/assets', {
    method: 'POST',
    body: bytes,
    token,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName) },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as any).data;
}

function exportOf(assetId: string, query = '', init: { token?: string | null; headers?: Record<string, string> } = {}): Promise<Response> {
  return t.fetch(`/api/v1/assets/${assetId}/export${query}`, { token: init.token === undefined ? key : init.token, headers: init.headers });
}

async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** The file name a browser or a Save dialog takes from Content-Disposition (filename* wins). */
function fileNameOf(res: Response): string | null {
  const h = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(h);
  if (star) return decodeURIComponent(star[1]);
  return /filename="([^"]*)"/.exec(h)?.[1] ?? null;
}

beforeAll(async () => {
  t = await startTestService();
  key = await t.createKey('exporter');
  const r = await t.tool('generate-tts', { text: 'Exports keep the voice, whatever the format.', voiceId: 'alpha-serena' }, key);
  const done = await t.waitDone(r.body.data.taskId, key);
  const g = await t.tool('get-asset', { assetId: done.output.assetIds[0] }, key);
  speech = g.body.data;
  const mp3Bytes = readFileSync(await makeSample({ seconds: 3, format: 'mp3', sampleRate: 44_100, channels: 2, content: 'tone' }));
  stereoMp3 = { assetId: (await upload(mp3Bytes, 'stereo tone.mp3')).assetId, bytes: mp3Bytes };
  // As MediaRecorder writes it: no duration in the header, so only decoding measures it.
  webm = await upload(readFileSync(await makeSample({ seconds: 4, format: 'webm', streamed: true })), 'take.webm');
  png = (await upload(makeMedia(['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=1', '-frames:v', '1'], 'png'), 'frame.png')).assetId;
}, 60_000);
afterAll(async () => t?.dispose());

describe('converting audio', () => {
  it('exports generated speech (WAV 24 kHz mono) as MP3 with the same rate, channels and duration', async () => {
    const res = await exportOf(speech.assetId, '?format=mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    // Generated speech is named after its voice (Serena-….wav): the name stays, the extension follows the format.
    expect(speech.fileName).toMatch(/\.wav$/);
    expect(fileNameOf(res)).toBe(speech.fileName.replace(/\.wav$/, '.mp3'));
    const bytes = await bytesOf(res);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const probe = ffprobe(bytes);
    expect(probe.format.format_name).toBe('mp3');
    expect(probe.streams).toHaveLength(1);
    expect(probe.streams[0]).toMatchObject({ codec_name: 'mp3', sample_rate: '24000', channels: 1 });
    // LAME caps MPEG-2 (below 32 kHz) at 160 kb/s; the 192 kb/s asked for is not exceeded.
    expect(Number(probe.streams[0].bit_rate)).toBeGreaterThanOrEqual(128_000);
    expect(Math.abs(Number(probe.format.duration) - speech.durationSeconds)).toBeLessThan(0.1);
    // Much smaller than the 16-bit PCM it came from: it really is compressed.
    expect(bytes.length).toBeLessThan(speech.bytes / 2);
  });

  it('exports an MP3 upload (44.1 kHz stereo) as 16-bit WAV at 44.1 kHz stereo, named after the upload', async () => {
    const res = await exportOf(stereoMp3.assetId, '?format=wav');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(fileNameOf(res)).toBe('stereo tone.wav');
    const bytes = await bytesOf(res);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    const probe = ffprobe(bytes);
    expect(probe.format.format_name).toBe('wav');
    expect(probe.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '44100', channels: 2, bits_per_sample: 16 });
    // MP3 decoding adds at most a frame of encoder padding.
    expect(Math.abs(Number(probe.format.duration) - 3)).toBeLessThan(0.1);
  });

  it('exports a recorded WebM (Opus, no duration header) as WAV with the decoded duration', async () => {
    expect(webm.durationSeconds).toBeCloseTo(4, 1);
    const res = await exportOf(webm.assetId, '?format=wav');
    expect(res.status).toBe(200);
    expect(fileNameOf(res)).toBe('take.wav');
    const probe = ffprobe(await bytesOf(res));
    expect(probe.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '48000', channels: 1, bits_per_sample: 16 });
    expect(Math.abs(Number(probe.format.duration) - 4)).toBeLessThan(0.1);

    const mp3 = await exportOf(webm.assetId, '?format=mp3');
    expect(mp3.status).toBe(200);
    expect(fileNameOf(mp3)).toBe('take.mp3');
    const p3 = ffprobe(await bytesOf(mp3));
    expect(p3.streams[0]).toMatchObject({ codec_name: 'mp3', sample_rate: '48000', channels: 1 });
    expect(Math.abs(Number(p3.format.duration) - 4)).toBeLessThan(0.1);
  });

  it('converts once: concurrent and repeated requests get the same bytes, and Range works on the converted file', async () => {
    const fresh = await upload(readFileSync(await makeSample({ seconds: 2, format: 'flac', content: 'tone' })), 'fresh.flac');
    const answers = await Promise.all([1, 2, 3].map(() => exportOf(fresh.assetId, '?format=mp3')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const [a, b, c] = await Promise.all(answers.map(bytesOf));
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    const again = await exportOf(fresh.assetId, '?format=mp3');
    expect(again.headers.get('etag')).toBe(answers[0].headers.get('etag'));
    expect(await bytesOf(again)).toEqual(a);

    const part = await exportOf(fresh.assetId, '?format=mp3', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${a.length}`);
    expect(await bytesOf(part)).toEqual(a.subarray(100, 200));
    const outside = await exportOf(fresh.assetId, '?format=mp3', { headers: { range: `bytes=${a.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${a.length}`);
  });
});

describe('the stored format and other kinds', () => {
  it('returns the stored file byte for byte when the format asked for is the stored one, or none is asked', async () => {
    const content = await bytesOf(await fetch(speech.url));
    for (const query of ['?format=wav', '']) {
      const res = await exportOf(speech.assetId, query);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(fileNameOf(res)).toBe(speech.fileName);
      expect(await bytesOf(res)).toEqual(content);
    }
    const mp3 = await exportOf(stereoMp3.assetId, '?format=mp3');
    expect(fileNameOf(mp3)).toBe('stereo tone.mp3');
    expect(await bytesOf(mp3)).toEqual(stereoMp3.bytes);
  });

  it('exports an image as stored, and refuses to convert it with a 400 naming format', async () => {
    const res = await exportOf(png);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(fileNameOf(res)).toBe('frame.png');
    const refused = await exportOf(png, '?format=mp3');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as any;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toMatch(/^format: converts audio assets only; .* is an image/);
    expect(body.error.details.field).toBe('format');
  });

  it('an unknown or repeated format is a 400 naming the field and the allowed values', async () => {
    for (const query of ['?format=flac', '?format=MP3', '?format=', '?format=wav&format=mp3']) {
      const res = await exportOf(speech.assetId, query);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as any;
      expect(body.error.message, query).toMatch(/^format: must be one of wav, mp3/);
      expect(body.error.details.field).toBe('format');
    }
  });
});

describe('who may export', () => {
  it('needs a credential; a key sees only its own assets, the studio (session token) all of them', async () => {
    expect((await exportOf(speech.assetId, '?format=mp3', { token: null })).status).toBe(401);
    const other = await t.createKey('someone else');
    const hidden = await exportOf(speech.assetId, '?format=mp3', { token: other });
    expect(hidden.status).toBe(404);
    const studio = await exportOf(stereoMp3.assetId, '?format=wav', { token: t.session });
    expect(studio.status).toBe(200);
    expect(ffprobe(await bytesOf(studio)).streams[0].codec_name).toBe('pcm_s16le');
    expect((await exportOf('asset_doesnotexist', '?format=wav')).status).toBe(404);
  });
});

describe('documentation', () => {
  it('the OpenAPI document lists the export endpoint and its formats', async () => {
    const doc = (await (await fetch(`${t.url}/api/v1/openapi.json`)).json()) as any;
    const op = doc.paths['/api/v1/assets/{id}/export'].get;
    expect(op.parameters.find((p: any) => p.name === 'format').schema.enum).toEqual(['wav', 'mp3']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '206', '400', '401', '404', '416']));
  });
});

describe('download-asset with format (the tool agents and MCP clients use)', () => {
  it('answers the converted bytes with their type and name; left out, the asset as stored', async () => {
    const r = await t.tool('download-asset', { assetId: stereoMp3.assetId, format: 'wav' }, key);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('audio/wav');
    expect(r.headers.get('content-disposition')).toContain('stereo tone.wav');
    const res = await t.fetch('/api/v1/tools/download-asset/execute', {
      method: 'POST',
      json: { assetId: stereoMp3.assetId, format: 'wav' },
      token: key,
    });
    const probe = ffprobe(await bytesOf(res));
    expect(probe.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '44100', channels: 2 });
    const stored = await t.fetch('/api/v1/tools/download-asset/execute', {
      method: 'POST',
      json: { assetId: stereoMp3.assetId },
      token: key,
    });
    expect(Buffer.compare(await bytesOf(stored), stereoMp3.bytes)).toBe(0);
  });

  it('refuses a format for an image and an unknown format, naming the field', async () => {
    const image = await t.tool('download-asset', { assetId: png, format: 'mp3' }, key);
    expect(image.status).toBe(400);
    expect(image.body.error.message).toMatch(/^format: converts audio assets only/);
    const flac = await t.tool('download-asset', { assetId: speech.assetId, format: 'flac' }, key);
    expect(flac.status).toBe(400);
    expect(flac.body.error.message).toMatch(/^format:/);
  });
});

describe('file names and files on disk', () => {
  it('keeps a non-ASCII name (RFC 5987 filename*), on the export and on the signed URL', async () => {
    const name = 'Grüße テイク 1.mp3';
    const up = await upload(stereoMp3.bytes, name);
    const res = await exportOf(up.assetId, '?format=wav');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Gr__e ___ 1\.wav"; filename\*=UTF-8''/);
    expect(fileNameOf(res)).toBe('Grüße テイク 1.wav');
    const signed = (await t.tool('get-asset', { assetId: up.assetId }, key)).body.data.url;
    const content = await fetch(signed);
    expect(content.status).toBe(200);
    expect(fileNameOf(content)).toBe(name);
  });

  it('leaves no temp file; conversions are cached beside the library and swept with their assets', async () => {
    const assets = join(t.dataDir, 'assets');
    expect(readdirSync(join(assets, '.tmp'))).toEqual([]);
    const cached = readdirSync(join(assets, '.exports'));
    expect(cached).toContain(`${speech.assetId}.mp3`);
    expect(cached.every((f) => /^asset_[0-9A-Za-z]+\.(wav|mp3)$/.test(f))).toBe(true);

    // After a crash: a half-written conversion and an export of an asset that is gone.
    await t.stop();
    writeFileSync(join(assets, '.tmp', 'scratch_x-asset_y.mp3.1a2b3c4d.part'), 'partial');
    writeFileSync(join(assets, '.exports', 'asset_gone.mp3'), 'orphan');
    const restarted = await startTestService({ dataDir: t.dataDir });
    try {
      expect(readdirSync(join(assets, '.tmp'))).toEqual([]);
      expect(existsSync(join(assets, '.exports', 'asset_gone.mp3'))).toBe(false);
      expect(readdirSync(join(assets, '.exports')).sort()).toEqual([...cached].sort());
    } finally {
      await restarted.stop();
    }
  });
});

describe('the export cache is bounded', () => {
  it('drops the least recently exported conversions past its size', async () => {
    const small = await startTestService({ exportCacheBytes: 1 });
    try {
      const k = await small.createKey();
      const ids: string[] = [];
      for (const seconds of [2, 3]) {
        const res = await small.fetch('/api/v1/assets', {
          method: 'POST',
          token: k,
          body: readFileSync(await makeSample({ seconds, format: 'wav', content: 'tone' })),
          headers: { 'content-type': 'audio/wav' },
        });
        ids.push(((await res.json()) as any).data.assetId);
      }
      const first = await small.fetch(`/api/v1/assets/${ids[0]}/export?format=mp3`, { token: k });
      expect(first.status).toBe(200);
      await first.arrayBuffer();
      const second = await small.fetch(`/api/v1/assets/${ids[1]}/export?format=mp3`, { token: k });
      expect(second.status).toBe(200);
      expect(ffprobe(Buffer.from(await second.arrayBuffer())).streams[0].codec_name).toBe('mp3');
      // Only the newest stays; the first one is converted again when asked for.
      expect(readdirSync(join(small.dataDir, 'assets', '.exports'))).toEqual([`${ids[1]}.mp3`]);
      const again = await small.fetch(`/api/v1/assets/${ids[0]}/export?format=mp3`, { token: k });
      expect(again.status).toBe(200);
      expect(Math.abs(Number(ffprobe(Buffer.from(await again.arrayBuffer())).format.duration) - 2)).toBeLessThan(0.1);
    } finally {
      await small.dispose();
    }
  });
});
