import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceProfile } from '../../src-service/providers/engine.ts';
import { medianF0 } from '../../src-service/media/pitch.ts';
import { createSpeechSynth, resampleInt16, type SpeechSynth } from '../../src-service/providers/sandbox/speech/synth.ts';
import { encodeWav, parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const synthUrl = new URL('../../src-service/providers/sandbox/speech/synth.ts', import.meta.url);
const workerUrl = new URL('../../src-service/providers/sandbox/speech/espeak-worker.ts', import.meta.url);

const neutral: VoiceProfile = { espeakVoice: 'en-us', pitch: 50, rate: 175 };
const sentence = 'The quick brown fox jumps over the lazy dog while the sun sets slowly behind the distant hills.';

function sine(freqs: number[], sampleRate: number, seconds: number): Int16Array {
  const out = new Int16Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < out.length; i++) {
    let v = 0;
    freqs.forEach((f, k) => {
      v += Math.sin((2 * Math.PI * f * i) / sampleRate) / (k + 1);
    });
    out[i] = Math.round(12_000 * v);
  }
  return out;
}

function longText(chars: number): string {
  let text = '';
  while (text.length < chars) text += `${sentence} `;
  return text.slice(0, chars);
}

describe('wav', () => {
  it('round-trips 16-bit PCM', () => {
    const pcm = Int16Array.from([0, 1, -1, 32767, -32768, 1234, -4321, 7]);
    const buf = encodeWav(pcm, 24_000, 2);
    expect(buf.length).toBe(44 + pcm.length * 2);
    const wav = parseWav(buf);
    expect(wav).toMatchObject({ sampleRate: 24_000, channels: 2, bitsPerSample: 16 });
    expect(Array.from(wav.samples)).toEqual(Array.from(pcm));
    expect(wav.durationSeconds).toBeCloseTo(4 / 24_000, 10);
  });

  it('walks chunks instead of assuming a 44-byte header', () => {
    const pcm = Int16Array.from([5, -5, 100, -100]);
    const plain = encodeWav(pcm, 16_000);
    // Insert an odd-sized LIST chunk (with its pad byte) between fmt and data.
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc'), Buffer.from([0])]);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    withList.writeUInt32LE(withList.length - 8, 4);
    const wav = parseWav(withList);
    expect(wav.sampleRate).toBe(16_000);
    expect(Array.from(wav.samples)).toEqual(Array.from(pcm));
  });

  it('rejects what it cannot decode', () => {
    expect(() => parseWav(Buffer.from('not a wav file at all'))).toThrow(/RIFF/);
    const eightBit = encodeWav(Int16Array.from([1, 2]), 8_000);
    eightBit.writeUInt16LE(8, 34);
    expect(() => parseWav(eightBit)).toThrow(/16-bit/);
  });
});

describe('medianF0', () => {
  it.each([120, 220])('finds %i Hz within 3 %', (freq) => {
    for (const rate of [24_000, 16_000]) {
      const f0 = medianF0(sine([freq, 2 * freq, 3 * freq], rate, 1), rate);
      expect(f0).not.toBeNull();
      expect(Math.abs(f0! - freq) / freq).toBeLessThan(0.03);
    }
  });

  it('returns null for silence and noise', () => {
    expect(medianF0(new Int16Array(24_000), 24_000)).toBeNull();
    const noise = new Float32Array(24_000).map(() => Math.random() * 2 - 1);
    expect(medianF0(noise, 24_000)).toBeNull();
  });
});

describe('resampleInt16', () => {
  it('changes the rate, keeps the duration and the pitch', () => {
    const input = sine([220], 22_050, 1);
    const out = resampleInt16(input, 22_050, 24_000);
    expect(out.length).toBe(24_000);
    expect(medianF0(out, 24_000)!).toBeCloseTo(220, 0);
    // Unity gain: the peak stays within a few percent of the input's.
    const peak = (a: Int16Array) => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak(out) / peak(input)).toBeGreaterThan(0.97);
    expect(peak(out) / peak(input)).toBeLessThan(1.03);
  });
});

describe('sandbox speech synth (espeak-ng)', () => {
  let synth: SpeechSynth;
  let dir: string;

  beforeAll(async () => {
    synth = createSpeechSynth();
    dir = await mkdtemp(join(tmpdir(), 'timbre-speech-'));
  });
  afterAll(async () => {
    await synth.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders 24 kHz mono 16-bit WAV (parseWav and ffprobe agree)', async () => {
    const result = await synth.render('Hello from the offline sandbox.', neutral);
    expect(result).toMatchObject({ mimeType: 'audio/wav', sampleRate: 24_000, channels: 1 });
    const wav = parseWav(result.bytes);
    expect(wav).toMatchObject({ sampleRate: 24_000, channels: 1, bitsPerSample: 16 });
    expect(wav.durationSeconds).toBeCloseTo(result.durationSeconds, 6);
    expect(result.durationSeconds).toBeGreaterThan(0.8);

    const file = join(dir, 'hello.wav');
    await writeFile(file, result.bytes);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
    const probe = JSON.parse(stdout);
    expect(probe.streams).toHaveLength(1);
    expect(probe.streams[0]).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '24000', channels: 1, bits_per_sample: 16 });
    expect(Number(probe.format.duration)).toBeCloseTo(result.durationSeconds, 2);
  });

  it('takes longer to say more', async () => {
    const short = await synth.render('Hello.', neutral);
    const long = await synth.render(`${sentence} ${sentence}`, neutral);
    expect(long.durationSeconds).toBeGreaterThan(short.durationSeconds * 4);
  });

  it('moves the fundamental with the profile pitch', async () => {
    const f0 = async (pitch: number) => {
      const wav = parseWav((await synth.render(sentence, { ...neutral, pitch })).bytes);
      return medianF0(wav.samples, wav.sampleRate);
    };
    const low = await f0(15);
    const high = await f0(85);
    expect(low).not.toBeNull();
    expect(high).not.toBeNull();
    expect(high! / low!).toBeGreaterThan(1.4);
  });

  it('resolves language tags that name no voice file (en-gb) and rejects unknown variants', async () => {
    const gb = await synth.render('Good afternoon.', { espeakVoice: 'en-gb', variant: 'm3', pitch: 40, rate: 170 });
    expect(gb.durationSeconds).toBeGreaterThan(0.3);
    await expect(synth.render('Hi.', { ...neutral, variant: 'no-such-variant' })).rejects.toThrow(/unknown espeak-ng variant/);
    await expect(synth.render('Hi.', { ...neutral, espeakVoice: 'xx-nowhere' })).rejects.toThrow(/unknown espeak-ng voice/);
    expect((await synth.render('Still fine.', neutral)).durationSeconds).toBeGreaterThan(0.3);
  });

  it('produces a valid short WAV for empty and blank text', async () => {
    for (const text of ['', '   \n\t ']) {
      const result = await synth.render(text, neutral);
      const wav = parseWav(result.bytes);
      expect(wav.sampleRate).toBe(24_000);
      expect(result.durationSeconds).toBeLessThan(0.5);
    }
  });

  it('reads markup as text, not as SSML', async () => {
    const result = await synth.render('<break time="20s"/>', neutral);
    expect(result.durationSeconds).toBeLessThan(10);
  });

  it('renders 5,000 characters', async () => {
    const text = longText(5_000);
    const result = await synth.render(text, neutral);
    expect(result.durationSeconds).toBeGreaterThan(200);
    expect(parseWav(result.bytes).samples.length).toBe(Math.round(result.durationSeconds * 24_000));
  }, 60_000);

  it('rejects on abort, running or queued, frees the worker, and keeps working', async () => {
    const text = longText(5_000);
    const running = new AbortController();
    const queued = new AbortController();
    const first = synth.render(text, neutral, running.signal);
    const second = synth.render(text, neutral, queued.signal);
    running.abort();
    queued.abort(new Error('custom reason'));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toThrow('custom reason');

    const pre = new AbortController();
    pre.abort();
    await expect(synth.render('Hi.', neutral, pre.signal)).rejects.toMatchObject({ name: 'AbortError' });
    // The cancelled job frees the worker: a short render here ends before a 1,000-character
    // one started at the same moment on another worker. Had the aborted job run on, the short
    // one would wait behind the rest of its 5,000 characters and end last.
    const other = createSpeechSynth();
    try {
      await other.render('Warm.', neutral);
      const order: string[] = [];
      const reference = other.render(longText(1_000), neutral).then(() => order.push('1,000 characters elsewhere'));
      const next = synth.render('Next.', neutral).then((r) => (order.push('next'), r));
      expect((await next).durationSeconds).toBeGreaterThan(0.2);
      await reference;
      expect(order).toEqual(['next', '1,000 characters elsewhere']);
    } finally {
      await other.close();
    }
  }, 30_000);

  it('restarts a crashed worker and rejects only its job', async () => {
    // The real worker, wrapped so that one magic text kills the thread before espeak runs.
    const wrapper = join(dir, 'crashing-worker.mjs');
    await writeFile(
      wrapper,
      [
        "import { parentPort } from 'node:worker_threads';",
        'const on = parentPort.on.bind(parentPort);',
        "parentPort.on = (event, listener) => on(event, event !== 'message' ? listener",
        "  : (job) => (job.text === 'crash now' ? process.exit(3) : listener(job)));",
        `await import(${JSON.stringify(workerUrl.href)});`,
      ].join('\n'),
    );
    const crashy = createSpeechSynth({ workerUrl: pathToFileURL(wrapper) });
    try {
      await expect(crashy.render('crash now', neutral)).rejects.toThrow(/exited with code 3/);
      expect((await crashy.render('Back again.', neutral)).durationSeconds).toBeGreaterThan(0.3);
    } finally {
      await crashy.close();
    }
    await expect(crashy.render('Closed.', neutral)).rejects.toThrow(/closed/);
  }, 30_000);

  it('queues concurrent renders one at a time and answers each its own', async () => {
    const texts = ['One.', 'One two three four five.', 'One two three four five six seven eight nine ten eleven twelve.'];
    const results = await Promise.all(texts.map((text) => synth.render(text, neutral)));
    const durations = results.map((r) => r.durationSeconds);
    expect(durations[1]).toBeGreaterThan(durations[0]);
    expect(durations[2]).toBeGreaterThan(durations[1]);
  });

  it('kills a job that outlives its watchdog and recovers', async () => {
    const impatient = createSpeechSynth({ jobTimeoutMs: (text) => (text.length > 1_000 ? 300 : 30_000) });
    try {
      await expect(impatient.render(longText(5_000), neutral)).rejects.toThrow(/timed out/);
      expect((await impatient.render('Recovered.', neutral)).durationSeconds).toBeGreaterThan(0.3);
    } finally {
      await impatient.close();
    }
  }, 30_000);

  it('rejects instead of hanging when the worker cannot start', async () => {
    const broken = createSpeechSynth({ workerUrl: pathToFileURL(join(dir, 'missing-worker.mjs')) });
    await expect(broken.render('Hi.', neutral)).rejects.toThrow();
    await broken.close();
  });

  it('does not keep the process alive or write to stdout', async () => {
    const script = [
      `import { createSpeechSynth } from ${JSON.stringify(synthUrl.href)};`,
      'const synth = createSpeechSynth();',
      "const r = await synth.render('Left open on purpose.', { espeakVoice: 'en-us', pitch: 50, rate: 175 });",
      "console.log('rendered', r.durationSeconds > 0);",
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root, timeout: 20_000 });
    expect(stdout).toBe('rendered true\n');
  }, 30_000);
});

describe('seeded voice catalogue', () => {
  interface CatalogueVoice {
    voiceId: string;
    name: string;
    provider: 'alpha' | 'beta';
    kind: 'builtin' | 'prebuilt';
    description: string;
    gender: 'female' | 'male';
    languages: string[];
    profile: VoiceProfile;
  }
  let voices: CatalogueVoice[];

  beforeAll(async () => {
    voices = JSON.parse(await readFile(join(root, 'resources/voices.json'), 'utf8'));
  });

  it('has 10 alpha built-ins and 30 beta prebuilts with unique ids and profiles', () => {
    expect(voices.filter((v) => v.provider === 'alpha' && v.kind === 'builtin')).toHaveLength(10);
    expect(voices.filter((v) => v.provider === 'beta' && v.kind === 'prebuilt')).toHaveLength(30);
    expect(voices).toHaveLength(40);
    expect(new Set(voices.map((v) => v.voiceId)).size).toBe(40);
    const key = (p: VoiceProfile) => JSON.stringify([p.espeakVoice, p.variant ?? '', p.pitch, p.pitchRange ?? 50, p.rate]);
    expect(new Set(voices.map((v) => key(v.profile))).size).toBe(40);
    for (const v of voices) {
      expect(v.voiceId).toBe(`${v.provider}-${v.name.toLowerCase().replace(/ /g, '-')}`);
      expect(v.languages).toHaveLength(10);
      expect(v.description.length).toBeGreaterThan(0);
      expect(v.profile.variant?.[0]).toBe(v.gender === 'female' ? 'f' : 'm');
    }
  });

  it('lists the beta prebuilt voices by their upstream names and styles', () => {
    const beta = voices.filter((v) => v.provider === 'beta').map((v) => `${v.name} ${v.description.toLowerCase()}`);
    expect(beta).toEqual([
      'Zephyr bright',
      'Puck upbeat',
      'Charon informative',
      'Kore firm',
      'Fenrir excitable',
      'Leda youthful',
      'Orus firm',
      'Aoede breezy',
      'Callirrhoe easy-going',
      'Autonoe bright',
      'Enceladus breathy',
      'Iapetus clear',
      'Umbriel easy-going',
      'Algieba smooth',
      'Despina smooth',
      'Erinome clear',
      'Algenib gravelly',
      'Rasalgethi informative',
      'Laomedeia upbeat',
      'Achernar soft',
      'Alnilam firm',
      'Schedar even',
      'Gacrux mature',
      'Pulcherrima forward',
      'Achird friendly',
      'Zubenelgenubi casual',
      'Vindemiatrix gentle',
      'Sadachbia lively',
      'Sadaltager knowledgeable',
      'Sulafat warm',
    ]);
  });

  it('renders every voice, with female voices pitched above male ones', async () => {
    const synth = createSpeechSynth();
    try {
      const f0 = new Map<string, number>();
      for (const v of voices) {
        const wav = parseWav((await synth.render('Good morning, and welcome to the studio.', v.profile)).bytes);
        const hz = medianF0(wav.samples, wav.sampleRate);
        expect(hz, v.voiceId).not.toBeNull();
        f0.set(v.voiceId, hz!);
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1];
      const female = median(voices.filter((v) => v.gender === 'female').map((v) => f0.get(v.voiceId)!));
      const male = median(voices.filter((v) => v.gender === 'male').map((v) => f0.get(v.voiceId)!));
      expect(female / male).toBeGreaterThan(1.6);
    } finally {
      await synth.close();
    }
  }, 60_000);
});
