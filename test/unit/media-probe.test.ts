// probe(): a MediaRecorder-style WebM (written to a pipe, so no duration or cues) still
// gets a duration, measured by decoding; ordinary files keep the header's figures.
import { describe, expect, it } from 'vitest';
import { probe } from '../../src-service/media/probe.ts';
import { ffprobeJson, makeSample } from '../helpers/media-fixtures.ts';

describe('probe', () => {
  it('measures a streamed WebM/Opus that has no duration header', async () => {
    const path = await makeSample({ seconds: 7.3, format: 'webm', streamed: true });
    const raw = ffprobeJson(path);
    expect(raw.format.duration).toBeUndefined(); // ffprobe's "N/A": the case under test
    expect(raw.streams[0].duration).toBeUndefined();

    const info = await probe(path);
    expect(info.formatName).toBe('matroska,webm');
    expect(info.audio).toMatchObject({ codec: 'opus', sampleRate: 48_000, channels: 1, bitsPerSample: null });
    expect(Math.abs(info.durationSeconds! - 7.3)).toBeLessThanOrEqual(0.1);
  });

  it('reads duration, rate and bit depth from a WAV header', async () => {
    const info = await probe(await makeSample({ seconds: 2.5, format: 'wav', sampleRate: 16_000, content: 'tone' }));
    expect(info.durationSeconds).toBeCloseTo(2.5, 3);
    expect(info.audio).toEqual({ codec: 'pcm_s16le', sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
  });
});
