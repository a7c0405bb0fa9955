// toWav24kMono / decodePcm: every clone-sample format becomes exactly 24 kHz mono 16-bit
// WAV (checked by ffprobe, not by our own code), duration and pitch survive, and bad
// input, abort and oversize input fail cleanly.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePcm, MediaConvertError, toWav24kMono } from '../../src-service/media/convert.ts';
import { medianF0 } from '../../src-service/media/pitch.ts';
import { parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';
import { ffprobeJson, fixtureDir, makeSample, speech, type SampleFormat } from '../helpers/media-fixtures.ts';

const FORMATS: { format: SampleFormat; sampleRate: number; channels: 1 | 2 }[] = [
  { format: 'wav', sampleRate: 16_000, channels: 1 },
  { format: 'mp3', sampleRate: 44_100, channels: 2 },
  { format: 'm4a', sampleRate: 48_000, channels: 1 },
  { format: 'webm', sampleRate: 48_000, channels: 1 },
  { format: 'ogg', sampleRate: 22_050, channels: 2 },
  { format: 'flac', sampleRate: 96_000, channels: 1 },
];

describe('toWav24kMono', () => {
  it.each(FORMATS)(
    'converts $format ($sampleRate Hz, $channels ch) to 24 kHz mono s16 WAV, same duration',
    async ({ format, sampleRate, channels }) => {
      const input = await makeSample({ seconds: 7.5, format, sampleRate, channels });
      const output = join(fixtureDir(), 'out.wav');
      await toWav24kMono(input, output);

      const { format: container, streams } = ffprobeJson(output);
      expect(container.format_name).toBe('wav');
      expect(streams).toHaveLength(1);
      expect(streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1, bits_per_sample: 16 });
      expect(Math.abs(Number(container.duration) - 7.5)).toBeLessThanOrEqual(0.05);
      // Canonical header: data right after fmt, no LIST chunk for naive readers.
      const bytes = readFileSync(output);
      expect(bytes.toString('ascii', 36, 40)).toBe('data');
      expect(parseWav(bytes).durationSeconds).toBeCloseTo(Number(container.duration), 6);
      expect(readdirSync(join(output, '..'))).toEqual(['out.wav']); // no .part left behind
    },
  );

  it('keeps the voice: median F0 of the converted Opus sample matches the source', async () => {
    const source = await speech();
    const input = await makeSample({ seconds: 8, format: 'webm' });
    const output = join(fixtureDir(), 'out.wav');
    await toWav24kMono(input, output);
    const converted = parseWav(readFileSync(output));
    const before = medianF0(source.pcm.subarray(0, 8 * source.rate), source.rate)!;
    const after = medianF0(converted.samples, converted.sampleRate)!;
    expect(before).toBeGreaterThan(60);
    expect(Math.abs(after - before) / before).toBeLessThan(0.03);
  });

  it("rejects a corrupt file with ffmpeg's reason and leaves no output", async () => {
    const dir = fixtureDir();
    const input = join(dir, 'corrupt.m4a');
    writeFileSync(input, Buffer.concat([Buffer.from('not really an m4a file '), Buffer.alloc(4096, 0x5a)]));
    const output = join(dir, 'out.wav');
    const err = await toWav24kMono(input, output).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaConvertError);
    expect((err as Error).message).toMatch(/^Could not decode corrupt\.m4a as audio: .*(Invalid data|moov atom)/);
    expect((err as Error).message).not.toContain(dir); // the temp path is noise to a user
    expect(existsSync(output)).toBe(false);
    expect(readdirSync(dir)).toEqual(['corrupt.m4a']);
  });

  it('says so when a file has no audio track, and when it does not exist', async () => {
    const dir = fixtureDir();
    const video = join(dir, 'video.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'testsrc=d=1:s=64x64', '-c:v', 'libx264', video]);
    await expect(toWav24kMono(video, join(dir, 'a.wav'))).rejects.toThrow(
      'Could not decode video.mp4 as audio: the file has no audio track',
    );
    await expect(toWav24kMono(join(dir, 'missing.wav'), join(dir, 'b.wav'))).rejects.toThrow(/No such file or directory/);
  });

  it('abort kills a running ffmpeg and rejects with the abort reason', async () => {
    const dir = fixtureDir();
    const fifo = join(dir, 'never-written');
    execFileSync('mkfifo', [fifo]); // ffmpeg blocks on it forever: only a kill ends it
    const output = join(dir, 'out.wav');
    const controller = new AbortController();
    const pending = toWav24kMono(fifo, output, { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    // Only a kill ends an ffmpeg blocked on the FIFO, so the rejection shows it was killed.
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(output)).toBe(false);
  });

  it('an already-aborted signal rejects without starting ffmpeg', async () => {
    const input = await makeSample({ seconds: 1, format: 'wav', content: 'tone' });
    await expect(toWav24kMono(input, `${input}.out.wav`, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(`${input}.out.wav`)).toBe(false);
  });
});

describe('decodePcm', () => {
  it('decodes to mono s16 at the requested rate', async () => {
    const input = await makeSample({ seconds: 3, format: 'ogg', content: 'tone', channels: 2 });
    expect((await decodePcm(input)).length).toBe(72_000);
    expect((await decodePcm(input, { sampleRate: 16_000 })).length).toBe(48_000);
  });

  it('refuses audio longer than maxSeconds instead of filling memory', async () => {
    const input = await makeSample({ seconds: 12, format: 'flac', content: 'tone' });
    await expect(decodePcm(input, { maxSeconds: 5 })).rejects.toThrow('sample.flac is longer than 5 s; it was not analysed');
  });

  it('rejects corrupt input', async () => {
    const input = join(fixtureDir(), 'noise.mp3');
    writeFileSync(input, Buffer.alloc(2048, 0x00));
    await expect(decodePcm(input)).rejects.toBeInstanceOf(MediaConvertError);
  });
});
