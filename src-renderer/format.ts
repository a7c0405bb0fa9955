// Small shared rules and formatting of the studio (prices and limits mirror the service's).

/** Languages of alpha voices (generate-tts `language`). */
export const ALPHA_LANGUAGES = ['Auto', 'Chinese', 'English', 'German', 'Italian', 'Portuguese', 'Spanish', 'Japanese', 'Korean', 'French', 'Russian'];
/** Languages a designed or cloned voice can be given. */
export const VOICE_LANGUAGES = ALPHA_LANGUAGES.slice(1);
export const TTS_LIMIT = { alpha: 600, beta: 5000 } as const;
export const TTS_PROMPT_LIMIT = 200;
export const SPEECH_CREDITS_PER_1000 = { alpha: 15, beta: 25 } as const;
export const VIDEO_CREDITS_PER_SECOND = { classic: 20, '1.5': 32 } as const;

/** Credits of speech: per started 1,000 characters, at least one unit. */
export function speechCost(provider: 'alpha' | 'beta', chars: number): number {
  return SPEECH_CREDITS_PER_1000[provider] * Math.max(1, Math.ceil(chars / 1000));
}

export function seconds(s: number): string {
  return `${s.toFixed(1)} s`;
}

export function elapsed(fromIso: string, toIso?: string, now = Date.now()): string {
  const ms = (toIso ? Date.parse(toIso) : now) - Date.parse(fromIso);
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
