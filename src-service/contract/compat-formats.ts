/**
 * The audio formats the compatible speech endpoints answer in, by dialect: each name → the
 * media type it is sent with and how ffmpeg writes it. Speech is made as WAV 24 kHz mono;
 * every format here is that audio re-encoded (resampled where the name says a rate).
 */

/** How ffmpeg writes one format: its muxer, its encoder, and a rate and bitrate when the name fixes them. */
export interface SpeechEncoding {
  /** ffmpeg muxer: mp3, ogg, adts (raw AAC), flac, wav, s16le (raw PCM), mulaw, alaw. */
  muxer: 'mp3' | 'ogg' | 'adts' | 'flac' | 'wav' | 's16le' | 'mulaw' | 'alaw';
  encoder: 'libmp3lame' | 'libopus' | 'aac' | 'flac' | 'pcm_s16le' | 'pcm_mulaw' | 'pcm_alaw';
  /** Output sample rate in Hz; absent: the speech's own 24 kHz. */
  sampleRate?: number;
  /** Bitrate in kb/s of lossy encoders. */
  kbps?: number;
}

/** A format: its media type and its encoding. */
export interface SpeechFormat extends SpeechEncoding {
  mimeType: string;
}

/** The rate speech is made at (and the rate of OpenAI's `pcm`). */
const SPEECH_SAMPLE_RATE = 24_000;

/** OpenAI `response_format`. `pcm` is raw signed 16-bit little-endian mono at 24 kHz, no header. */
export const OPENAI_FORMATS = {
  mp3: { mimeType: 'audio/mpeg', muxer: 'mp3', encoder: 'libmp3lame', kbps: 128 },
  opus: { mimeType: 'audio/ogg', muxer: 'ogg', encoder: 'libopus', kbps: 64 },
  aac: { mimeType: 'audio/aac', muxer: 'adts', encoder: 'aac', kbps: 96 },
  flac: { mimeType: 'audio/flac', muxer: 'flac', encoder: 'flac' },
  wav: { mimeType: 'audio/wav', muxer: 'wav', encoder: 'pcm_s16le' },
  pcm: { mimeType: 'audio/pcm', muxer: 's16le', encoder: 'pcm_s16le', sampleRate: SPEECH_SAMPLE_RATE },
} as const satisfies Record<string, SpeechFormat>;
export type OpenAiFormat = keyof typeof OPENAI_FORMATS;
export const OPENAI_FORMAT_NAMES = Object.keys(OPENAI_FORMATS) as OpenAiFormat[];

/**
 * ElevenLabs `output_format` values: codec_rate[_kbps]. Every value of ElevenLabs' own list
 * is produced; `pcm_*` is raw signed 16-bit little-endian mono, `ulaw_8000`/`alaw_8000`
 * raw G.711, `opus_*` Ogg Opus, `wav_*` 16-bit WAV.
 */
export const ELEVENLABS_FORMAT_NAMES = [
  'mp3_22050_32',
  'mp3_24000_48',
  'mp3_44100_32',
  'mp3_44100_64',
  'mp3_44100_96',
  'mp3_44100_128',
  'mp3_44100_192',
  'pcm_8000',
  'pcm_16000',
  'pcm_22050',
  'pcm_24000',
  'pcm_32000',
  'pcm_44100',
  'pcm_48000',
  'wav_8000',
  'wav_16000',
  'wav_22050',
  'wav_24000',
  'wav_32000',
  'wav_44100',
  'wav_48000',
  'ulaw_8000',
  'alaw_8000',
  'opus_48000_32',
  'opus_48000_64',
  'opus_48000_96',
  'opus_48000_128',
  'opus_48000_192',
] as const;
export type ElevenLabsFormat = (typeof ELEVENLABS_FORMAT_NAMES)[number];

/** ElevenLabs' default `output_format`. */
export const ELEVENLABS_DEFAULT_FORMAT: ElevenLabsFormat = 'mp3_44100_128';

const ELEVENLABS_CODECS: Record<string, Omit<SpeechFormat, 'sampleRate' | 'kbps'>> = {
  mp3: { mimeType: 'audio/mpeg', muxer: 'mp3', encoder: 'libmp3lame' },
  pcm: { mimeType: 'audio/pcm', muxer: 's16le', encoder: 'pcm_s16le' },
  wav: { mimeType: 'audio/wav', muxer: 'wav', encoder: 'pcm_s16le' },
  ulaw: { mimeType: 'audio/basic', muxer: 'mulaw', encoder: 'pcm_mulaw' },
  alaw: { mimeType: 'audio/x-alaw-basic', muxer: 'alaw', encoder: 'pcm_alaw' },
  opus: { mimeType: 'audio/ogg', muxer: 'ogg', encoder: 'libopus' },
};

/** The format an ElevenLabs `output_format` names. */
export function elevenLabsFormat(name: ElevenLabsFormat): SpeechFormat {
  const [codec, rate, kbps] = name.split('_');
  return { ...ELEVENLABS_CODECS[codec], sampleRate: Number(rate), ...(kbps ? { kbps: Number(kbps) } : {}) };
}

/** Every media type the compatible endpoints send audio with. */
export const COMPAT_AUDIO_TYPES: readonly string[] = [
  ...new Set([...Object.values(OPENAI_FORMATS).map((f) => f.mimeType), ...Object.values(ELEVENLABS_CODECS).map((f) => f.mimeType)]),
];
