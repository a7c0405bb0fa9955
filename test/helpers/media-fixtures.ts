/**
 * Real audio files for media tests, encoded by the same ffmpeg the service uses. Speech
 * comes from the sandbox synthesizer (espeak-ng), so pitch and pace tests see real
 * voiced/unvoiced structure; a tone with a 4 Hz "syllable" envelope is the fallback.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VoiceProfile } from '../../src-service/providers/engine.ts';
import { createSpeechSynth } from '../../src-service/providers/sandbox/speech/synth.ts';
import { encodeWav, parseWav } from '../../src-service/providers/sandbox/speech/wav.ts';

/** Container formats a clone sample may arrive in. */
export type SampleFormat = 'wav' | 'mp3' | 'm4a' | 'webm' | 'ogg' | 'flac';

/** What {@link makeSample} produces. */
export interface SampleSpec {
  seconds: number;
  format: SampleFormat;
  /** Sample rate of the encoded file (default 48,000). Opus always decodes at 48 kHz. */
  sampleRate?: number;
  /** 'speech' (default) or 'tone': a sine at freqHz with a 4 Hz amplitude envelope. */
  content?: 'speech' | 'tone';
  /** Tone frequency, Hz (default 220). */
  freqHz?: number;
  /** Peak amplitude, 0..1 of full scale (default 0.5). */
  volume?: number;
  /** Channels of the encoded file (default 1). */
  channels?: 1 | 2;
  /** Speech voice (default en-us, pitch 50, 175 wpm). */
  voice?: Partial<VoiceProfile>;
  /** Write the container to a pipe as MediaRecorder does: WebM/MP4 then carry no duration. */
  streamed?: boolean;
}

const CODEC: Record<SampleFormat, string[]> = {
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
  m4a: ['-c:a', 'aac', '-b:a', '128k', '-f', 'ipod'],
  webm: ['-c:a', 'libopus', '-b:a', '64k', '-f', 'webm'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '4', '-f', 'ogg'],
  flac: ['-c:a', 'flac', '-f', 'flac'],
};

// Two sentences of the "Stella" elicitation paragraph: varied vowels and consonants.
const TEXT =
  'Please call Stella. Ask her to bring these things with her from the store: six spoons of fresh snow peas, ' +
  'five thick slabs of blue cheese, and maybe a snack for her brother Bob. We also need a small plastic snake ' +
  'and a big toy frog for the kids.';

const speechCache = new Map<string, Promise<{ pcm: Int16Array; rate: number }>>();

/** A fresh temporary directory for one test's files. */
export function fixtureDir(): string {
  return mkdtempSync(join(tmpdir(), 'timbre-media-'));
}

/** Synthesized speech (24 kHz mono), rendered once per voice per process. */
export function speech(voice: Partial<VoiceProfile> = {}): Promise<{ pcm: Int16Array; rate: number }> {
  const profile: VoiceProfile = { espeakVoice: 'en-us', pitch: 50, rate: 175, ...voice };
  const key = JSON.stringify(profile);
  let cached = speechCache.get(key);
  if (!cached) {
    cached = (async () => {
      const synth = createSpeechSynth();
      try {
        const wav = parseWav((await synth.render(TEXT, profile)).bytes);
        return { pcm: wav.samples, rate: wav.sampleRate };
      } finally {
        await synth.close();
      }
    })();
    speechCache.set(key, cached);
  }
  return cached;
}

/** Makes a sample file of exactly `seconds` and returns its path. */
export async function makeSample(spec: SampleSpec): Promise<string> {
  const { seconds, format } = spec;
  const volume = spec.volume ?? 0.5;
  const dir = fixtureDir();
  let source: Int16Array;
  let rate: number;
  if ((spec.content ?? 'speech') === 'speech') {
    const s = await speech(spec.voice);
    rate = s.rate;
    source = fill(s.pcm, Math.round(seconds * rate), Math.round(0.3 * rate), volume);
  } else {
    rate = spec.sampleRate ?? 48_000;
    source = tone(seconds, rate, spec.freqHz ?? 220, volume);
  }
  const base = join(dir, 'source.wav');
  writeFileSync(base, encodeWav(source, rate, 1));

  const out = join(dir, `sample.${format}`);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-i',
    base,
    '-ar',
    String(spec.sampleRate ?? 48_000),
    '-ac',
    String(spec.channels ?? 1),
    ...CODEC[format],
  ];
  if (spec.streamed) {
    // As a browser's MediaRecorder: the muxer cannot seek back to write duration or cues.
    const fd = openSync(out, 'w');
    try {
      execFileSync('ffmpeg', [...args, 'pipe:1'], { stdio: ['ignore', fd, 'pipe'] });
    } finally {
      closeSync(fd);
    }
  } else {
    execFileSync('ffmpeg', [...args, out], { stdio: ['ignore', 'ignore', 'pipe'] });
  }
  return out;
}

/** Repeats `pcm` with `gap` samples of silence between copies to `length`, peak-normalised to `volume`. */
function fill(pcm: Int16Array, length: number, gap: number, volume: number): Int16Array {
  let peak = 1;
  for (const s of pcm) peak = Math.max(peak, Math.abs(s));
  const gain = (volume * 32767) / peak;
  const out = new Int16Array(length);
  for (let i = 0, j = 0; i < length; i++, j = (j + 1) % (pcm.length + gap)) {
    out[i] = j < pcm.length ? Math.round(pcm[j] * gain) : 0;
  }
  return out;
}

/** A sine at `hz` with a raised-cosine 4 Hz envelope: syllable-like bursts of "voice". */
export function tone(seconds: number, rate: number, hz: number, volume: number): Int16Array {
  const out = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    const envelope = 0.55 - 0.45 * Math.cos(2 * Math.PI * 4 * t);
    out[i] = Math.round(volume * 32767 * envelope * Math.sin(2 * Math.PI * hz * t));
  }
  return out;
}

/** ffprobe's own view of a file: an independent check of what the service claims. */
export function ffprobeJson(path: string): { format: Record<string, string>; streams: Record<string, any>[] } {
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], {
    encoding: 'utf8',
  });
  return JSON.parse(out);
}
