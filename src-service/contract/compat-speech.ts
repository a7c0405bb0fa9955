/**
 * The rules of the OpenAI- and ElevenLabs-compatible speech endpoints, declared once: the
 * voice-name mapping, the model names each dialect accepts, the text limits and the
 * credits → characters mapping. The routes translate with these, the OpenAPI document and
 * the README quote them, and the tests compare against them.
 */
import { PRICING } from './pricing.ts';
import type { SpeechProvider } from './providers.ts';

/** The two foreign dialects the service speaks besides its own API. */
export const COMPAT_DIALECTS = ['openai', 'elevenlabs'] as const;
export type CompatDialect = (typeof COMPAT_DIALECTS)[number];

/**
 * OpenAI's voice names → documented built-in Timbre voices (all alpha, so their limit is 600
 * characters per request before the narration path takes over). Thirteen names (OpenAI's
 * newer marin and cedar too), ten alpha built-ins, so echo and verse share Ethan, nova and
 * marin Cherry, onyx and cedar Neil.
 */
export const OPENAI_VOICES = {
  alloy: 'alpha-maia',
  ash: 'alpha-moon',
  ballad: 'alpha-arthur',
  coral: 'alpha-chelsie',
  echo: 'alpha-ethan',
  fable: 'alpha-serena',
  nova: 'alpha-cherry',
  onyx: 'alpha-neil',
  sage: 'alpha-kai',
  shimmer: 'alpha-vivian',
  verse: 'alpha-ethan',
  marin: 'alpha-cherry',
  cedar: 'alpha-neil',
} as const satisfies Record<string, string>;

/** A Timbre voiceId for a voice field: an OpenAI name maps, anything else is taken as a voiceId. */
export function timbreVoiceId(voice: string): string {
  return (OPENAI_VOICES as Record<string, string>)[voice.toLowerCase()] ?? voice;
}

/**
 * Model names. The dialects' own names are accepted and the voice's provider speaks; a Timbre
 * provider name (`alpha`, `beta`) insists on that provider, and a voice of the other is a 400.
 */
export const TIMBRE_SPEECH_MODELS: readonly SpeechProvider[] = ['alpha', 'beta'];
const OPENAI_SPEECH_MODELS = ['tts-1', 'tts-1-hd', 'gpt-4o-mini-tts'] as const;
const ELEVENLABS_SPEECH_MODELS = [
  'eleven_multilingual_v2',
  'eleven_v3',
  'eleven_flash_v2_5',
  'eleven_turbo_v2_5',
  'eleven_flash_v2',
  'eleven_turbo_v2',
  'eleven_monolingual_v1',
] as const;

/** The provider a model name insists on: null when the voice decides, undefined when the name is unknown. */
export function modelProvider(dialect: CompatDialect, model: string): SpeechProvider | null | undefined {
  if ((TIMBRE_SPEECH_MODELS as readonly string[]).includes(model)) return model as SpeechProvider;
  const own: readonly string[] = dialect === 'openai' ? OPENAI_SPEECH_MODELS : ELEVENLABS_SPEECH_MODELS;
  return own.includes(model) ? null : undefined;
}

/** The model names of a dialect, in the order its model listing shows them. */
export function speechModelsOf(dialect: CompatDialect): readonly string[] {
  return [...(dialect === 'openai' ? OPENAI_SPEECH_MODELS : ELEVENLABS_SPEECH_MODELS), ...TIMBRE_SPEECH_MODELS];
}

/** Longest text of one request: OpenAI's own limit, and ElevenLabs' longest model's. */
export const COMPAT_TEXT_LIMIT: Record<CompatDialect, number> = { openai: 4096, elevenlabs: 10_000 };

/** OpenAI `speed`: its own range. Applied with ffmpeg's atempo (pitch kept). */
export const OPENAI_SPEED = { min: 0.25, max: 4, default: 1 } as const;

/**
 * Credits → characters, for ElevenLabs' character counts: the characters those credits buy
 * at the cheapest speech rate (alpha, 15 credits per 1,000 characters), rounded down.
 * A beta voice costs more credits per character, so the count is an upper bound.
 */
export function creditsToCharacters(credits: number): number {
  return Math.floor((Math.max(0, credits) * 1000) / PRICING.speech.perThousandChars.alpha);
}
