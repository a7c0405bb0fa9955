import { afterAll, describe, expect, it } from 'vitest';
import { decodePcm } from '../../src-service/media/convert.ts';
import { measureVoice } from '../../src-service/media/voice-measure.ts';
import { EngineError, type AudioResult, type EngineVoice, type VoiceProfile } from '../../src-service/providers/engine.ts';
import { chooseSynthesizer, detectLanguage } from '../../src-service/providers/sandbox/engine-choice.ts';
import { fliteVoiceFor } from '../../src-service/providers/sandbox/flite-voice.ts';
import { createSandboxEngines } from '../../src-service/providers/sandbox/sandbox.ts';
import { createFlitePool } from '../../src-service/providers/sandbox/speech/flite-pool.ts';
import { parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';
import { CATALOGUE } from '../../src-service/voices/catalogue.ts';
import { makeSample } from '../helpers/media-fixtures.ts';

const SENTENCE = 'We were away a year ago, and now we are home again.';
const engines = createSandboxEngines({ fliteWorkers: 2 });
afterAll(() => engines.close());

const voiceOf = (profile: VoiceProfile, voiceId = 'v'): EngineVoice => ({
  voiceId,
  provider: 'alpha',
  kind: 'builtin',
  upstreamName: voiceId,
  profile,
});

function speak(profile: VoiceProfile, text = SENTENCE, language?: string): Promise<AudioResult> {
  const signal = new AbortController().signal;
  return engines.speech.synthesize({ text, voice: voiceOf(profile), language, signal, onProgress: () => {} });
}

async function f0(audio: { bytes: Buffer }): Promise<number> {
  const wav = parseWav(audio.bytes);
  expect(wav.sampleRate).toBe(24_000);
  expect(wav.channels).toBe(1);
  const { f0: hz } = await measureVoice(wav.samples, wav.sampleRate, { pace: false });
  expect(hz).not.toBeNull();
  return hz!;
}

describe('sandbox English speech on flite', () => {
  const measured = new Map<string, number>();

  it('every seeded voice speaks English on flite at the pitch its mapping sets (within 10 %)', async () => {
    await Promise.all(
      CATALOGUE.map(async (v) => {
        const audio = await speak(v.profile, SENTENCE, 'English');
        const mapping = fliteVoiceFor(v.profile);
        expect(audio.synthesizer).toEqual({ name: 'flite', voice: mapping.voice });
        const hz = await f0(audio);
        measured.set(v.voiceId, hz);
        expect(Math.abs(hz / mapping.f0Mean - 1), `${v.voiceId}: ${hz} Hz vs ${mapping.f0Mean}`).toBeLessThan(0.1);
      }),
    );
    // All three statistical voices are in use.
    expect(new Set(CATALOGUE.map((v) => fliteVoiceFor(v.profile).voice))).toEqual(new Set(['slt', 'rms', 'awb']));
  }, 180_000);

  it('two seeded voices of the same flite voice differ measurably in pitch', () => {
    // alpha-kai and alpha-neil are both British men on awb; their mappings are 14 Hz apart.
    const kai = measured.get('alpha-kai')!;
    const neil = measured.get('alpha-neil')!;
    expect(neil / kai).toBeGreaterThan(1.06);
    // And a woman and a man are far apart.
    expect(measured.get('alpha-chelsie')! / measured.get('alpha-arthur')!).toBeGreaterThan(1.8);
  });

  it('a faster voice is shorter: rate becomes flite duration stretch', async () => {
    const base = { espeakVoice: 'en-us', variant: 'f2', pitch: 50 };
    const slow = await speak({ ...base, rate: 120 });
    const fast = await speak({ ...base, rate: 240 });
    expect(slow.durationSeconds / fast.durationSeconds).toBeGreaterThan(1.6);
  });

  it('the same request gives byte-identical WAV on any worker of the pool, whatever was spoken before', async () => {
    const pool = createFlitePool({ size: 2 });
    try {
      const voice = fliteVoiceFor(CATALOGUE[0].profile);
      const first = await pool.render('Same words, same bytes.', voice);
      await pool.render('Something else entirely, on another voice.', fliteVoiceFor(CATALOGUE[2].profile));
      // Two at once land on the two workers.
      const [a, b] = await Promise.all([pool.render('Same words, same bytes.', voice), pool.render('Same words, same bytes.', voice)]);
      expect(a.bytes.equals(first.bytes)).toBe(true);
      expect(b.bytes.equals(first.bytes)).toBe(true);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('engine choice', () => {
  const en: VoiceProfile = { espeakVoice: 'en-us', variant: 'f2', pitch: 50, rate: 175 };

  it('a Japanese request still speaks, on espeak-ng', async () => {
    const audio = await speak(en, 'こんにちは、今日はいい天気ですね。', 'Japanese');
    expect(audio.synthesizer).toEqual({ name: 'espeak-ng', voice: 'ja' });
    expect(audio.durationSeconds).toBeGreaterThan(0.8);
    expect(await f0(audio)).toBeGreaterThan(100);
  });

  it('Auto picks by the text: English to flite, German and Japanese to espeak-ng', async () => {
    expect((await speak(en, 'The weather is fine today, is it not?', 'Auto')).synthesizer?.name).toBe('flite');
    expect((await speak(en, 'Das Wetter ist heute schön, und ich bin nicht müde.', 'Auto')).synthesizer).toEqual({
      name: 'espeak-ng',
      voice: 'de',
    });
    expect(detectLanguage('これはペンです')).toBe('ja');
    expect(detectLanguage('Привет, как дела?')).toBe('ru');
    // A voice made in German keeps German under Auto when the text is not plainly another language.
    expect(chooseSynthesizer(undefined, 'Guten Tag', { ...en, espeakVoice: 'de' })).toMatchObject({ name: 'espeak-ng', espeakVoice: 'de' });
  });

  it('a language neither engine speaks is refused by name', () => {
    const err = (() => {
      try {
        chooseSynthesizer('Klingon', 'Qapla', en);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('invalid_argument');
    expect((err as EngineError).message).toMatch(/Klingon.*flite speaks English/);
  });
});

describe('a sandbox clone on flite', () => {
  it.each([
    ['low', { pitch: 25, variant: 'm3' }],
    ['high', { pitch: 70, variant: 'f2' }],
  ])(
    'keeps its %s sample’s median pitch within 10 % in English',
    async (_name, voice) => {
      const samplePath = await makeSample({ seconds: 10, format: 'wav', voice });
      const signal = new AbortController().signal;
      const samples = await decodePcm(samplePath, { sampleRate: 24_000, signal });
      const sampleF0 = (await measureVoice(samples, 24_000, { pace: false })).f0!;
      const enrolled = await engines.voice.enroll({ samplePath, mimeType: 'audio/wav', name: 'c', signal, onProgress: () => {} });
      expect(enrolled.profile.fliteF0Mean).toBeGreaterThan(50);
      const audio = await speak(enrolled.profile, 'Please call Stella and ask her to bring these things with her from the store.');
      expect(audio.synthesizer?.name).toBe('flite');
      expect(Math.abs((await f0(audio)) / sampleF0 - 1)).toBeLessThan(0.1);
    },
    120_000,
  );
});
