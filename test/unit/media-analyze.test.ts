// analyzeAudio / qualityWarnings / estimateSpeakingRate on signals whose answers are
// known by construction, and end to end on encoded samples (probe → convert → analyse).
import { describe, expect, it } from 'vitest';
import { analyzeAudio, FLOOR_DBFS, qualityWarnings, type AudioAnalysis } from '../../src-service/media/analyze.ts';
import { decodePcm } from '../../src-service/media/convert.ts';
import { probe } from '../../src-service/media/probe.ts';
import { estimateSpeakingRate } from '../../src-service/media/speaking-rate.ts';
import { makeSample, speech, tone } from '../helpers/media-fixtures.ts';

const RATE = 24_000;

function sine(seconds: number, amplitude: number, hz = 220): Int16Array {
  const out = new Int16Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) out[i] = Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / RATE));
  return out;
}

const codes = (a: AudioAnalysis, rate = 48_000) => qualityWarnings(a, rate).map((w) => w.code);

describe('analyzeAudio', () => {
  it('a full-scale square wave clips throughout', () => {
    const square = sine(12, 1).map((s) => (s >= 0 ? 32767 : -32768));
    const a = analyzeAudio(square, RATE);
    expect(a.peakDbfs).toBeCloseTo(0, 2);
    expect(a.rmsDbfs).toBeCloseTo(0, 2);
    expect(a.clippingRatio).toBe(1);
    expect(codes(a)).toContain('clipping');
  });

  it('a full-scale sine is −3 dBFS RMS', () => {
    const a = analyzeAudio(sine(12, 32767, 1000), RATE);
    expect(a.peakDbfs).toBeCloseTo(0, 2);
    expect(a.rmsDbfs).toBeCloseTo(-3.01, 1);
  });

  it('speech normalised to full scale is not clipping; the same speech driven 4× into the rails is', async () => {
    const { pcm, rate } = await speech();
    let peak = 0;
    for (const s of pcm) peak = Math.max(peak, Math.abs(s));
    const scaled = (gain: number) => pcm.map((s) => Math.max(-32768, Math.min(32767, Math.round((s * gain * 32767) / peak))));
    const normalised = analyzeAudio(scaled(1), rate);
    expect(normalised.peakDbfs).toBeCloseTo(0, 2);
    expect(normalised.clippingRatio).toBeLessThan(0.0001);
    expect(codes(normalised)).not.toContain('clipping');
    const driven = analyzeAudio(scaled(4), rate);
    expect(driven.clippingRatio).toBeGreaterThan(0.01);
    expect(qualityWarnings(driven, 48_000).find((w) => w.code === 'clipping')?.message).toMatch(
      /^\d+(\.\d)?% of the sample is clipped .* Record again with the input gain lower/,
    );
  });

  it('a −60 dBFS tone is too quiet, but not silence', () => {
    const a = analyzeAudio(sine(12, 32768 * 10 ** (-60 / 20)), RATE);
    expect(a.peakDbfs).toBeCloseTo(-60, 0);
    expect(a.rmsDbfs).toBeCloseTo(-63, 0);
    expect(a.silenceRatio).toBe(0);
    expect(codes(a)).toEqual(['too_quiet']);
    expect(qualityWarnings(a, 48_000)[0].message).toMatch(/^The sample is very quiet \(peak −60 dBFS\)\. Move closer to the microphone/);
  });

  it('half silence gives a silence ratio of ~0.5', () => {
    const signal = new Int16Array(12 * RATE);
    signal.set(sine(6, 10_000));
    const a = analyzeAudio(signal, RATE);
    expect(a.silenceRatio).toBeCloseTo(0.5, 2);
    expect(a.speechRmsDbfs).toBeCloseTo(20 * Math.log10(10_000 / 32768) - 3.01, 1);
    expect(codes(a)).not.toContain('mostly_silence'); // half is not "mostly"
    signal.fill(0, 5 * RATE, 6 * RATE);
    expect(codes(analyzeAudio(signal, RATE))).toContain('mostly_silence');
  });

  it('digital silence reports the floor, not -Infinity', () => {
    const a = analyzeAudio(new Int16Array(12 * RATE), RATE);
    expect(a).toMatchObject({ peakDbfs: FLOOR_DBFS, rmsDbfs: FLOOR_DBFS, clippingRatio: 0, silenceRatio: 1 });
    expect(a.speechRateWps).toBeUndefined();
    expect(JSON.parse(JSON.stringify(a)).peakDbfs).toBe(FLOOR_DBFS);
    expect(codes(a)).toEqual(['too_quiet', 'mostly_silence']);
  });

  it('advises 10–20 s', () => {
    const at = (s: number) => codes(analyzeAudio(sine(s, 10_000), RATE));
    expect(at(8)).toEqual(['duration_outside_recommended']);
    expect(at(10)).toEqual([]);
    expect(at(20)).toEqual([]);
    expect(at(25)).toEqual(['duration_outside_recommended']);
    expect(qualityWarnings(analyzeAudio(sine(8, 10_000), RATE), 48_000)[0].message).toBe(
      'The sample is 8.0 s; 10–20 s of speech is recommended. Record a few more sentences.',
    );
  });
});

describe('end to end on encoded samples', () => {
  it('a clean 15 s speech sample at 48 kHz draws no warnings', async () => {
    const path = await makeSample({ seconds: 15, format: 'webm', volume: 0.6 });
    const info = await probe(path);
    const a = analyzeAudio(await decodePcm(path), RATE);
    expect(a.durationSeconds).toBeCloseTo(15, 1);
    expect(a.speechRateWps).toBeGreaterThan(2);
    expect(a.speechRateWps).toBeLessThan(4.5);
    expect(qualityWarnings(a, info.audio!.sampleRate)).toEqual([]);
  });

  it.each(['wav', 'mp3'] as const)('a 16 kHz %s source gives low_sample_rate, judged on the original rate', async (format) => {
    const path = await makeSample({ seconds: 15, format, sampleRate: 16_000 });
    const info = await probe(path);
    expect(info.audio!.sampleRate).toBe(16_000);
    const warnings = qualityWarnings(analyzeAudio(await decodePcm(path), RATE), info.audio!.sampleRate);
    expect(warnings).toEqual([
      {
        code: 'low_sample_rate',
        message: 'The sample is 16 kHz; 24 kHz or more is advised for a faithful clone. Record or export at 44.1 or 48 kHz if you can.',
      },
    ]);
  });

  it('22.05 kHz is named as such', () => {
    const a = analyzeAudio(sine(12, 10_000), RATE);
    expect(qualityWarnings(a, 22_050)[0].message).toMatch(/^The sample is 22\.05 kHz;/);
    expect(codes(a, 24_000)).toEqual([]);
  });
});

describe('estimateSpeakingRate', () => {
  it('counts the bursts of a 4 Hz modulated tone as 4 syllables a second', () => {
    const r = estimateSpeakingRate(tone(10, RATE, 220, 0.5), RATE)!;
    expect(r.syllablesPerSecond).toBeGreaterThan(3.8);
    expect(r.syllablesPerSecond).toBeLessThan(4.2);
  });

  it('finds no syllables in a steady tone or silence', () => {
    expect(estimateSpeakingRate(sine(5, 10_000), RATE)).toBeNull();
    expect(estimateSpeakingRate(new Int16Array(5 * RATE), RATE)).toBeNull();
  });

  it("rises with the synthesizer's rate and sits near it for real speech", async () => {
    const estimates: number[] = [];
    for (const rate of [110, 175, 280]) {
      const { pcm, rate: sampleRate } = await speech({ rate });
      estimates.push(estimateSpeakingRate(pcm, sampleRate)!.wordsPerMinute);
    }
    expect(estimates[1]).toBeGreaterThan(estimates[0] * 1.3);
    expect(estimates[2]).toBeGreaterThan(estimates[1] * 1.3);
    for (const [i, target] of [110, 175, 280].entries()) {
      expect(estimates[i]).toBeGreaterThan(target * 0.75);
      expect(estimates[i]).toBeLessThan(target * 1.35);
    }
  });

  it('ignores leading and trailing silence (it measures speaking time)', async () => {
    const { pcm, rate } = await speech();
    const padded = new Int16Array(pcm.length + 6 * rate);
    padded.set(pcm, 3 * rate);
    const plain = estimateSpeakingRate(pcm, rate)!;
    const withPauses = estimateSpeakingRate(padded, rate)!;
    expect(withPauses.syllablesPerSecond).toBeCloseTo(plain.syllablesPerSecond, 1);
  });
});
