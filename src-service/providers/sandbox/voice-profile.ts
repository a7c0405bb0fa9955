import type { VoiceProfile } from '../engine.ts';

/**
 * espeak-ng voices for the languages a voice can be made in (names or ISO codes, lower case);
 * the sandbox speaks every language of this table (English on flite, engine-choice.ts).
 */
export const ESPEAK_BY_LANGUAGE: Record<string, string> = {
  english: 'en-us',
  en: 'en-us',
  chinese: 'cmn',
  zh: 'cmn',
  german: 'de',
  de: 'de',
  italian: 'it',
  it: 'it',
  portuguese: 'pt',
  pt: 'pt',
  spanish: 'es',
  es: 'es',
  japanese: 'ja',
  ja: 'ja',
  korean: 'ko',
  ko: 'ko',
  french: 'fr',
  fr: 'fr',
  russian: 'ru',
  ru: 'ru',
};

/** The espeak-ng voice for a language name or code; English when absent or Auto. */
export function espeakVoiceFor(language: string | undefined): string {
  if (!language) return 'en-us';
  return ESPEAK_BY_LANGUAGE[language.trim().toLowerCase()] ?? 'en-us';
}

/** Words that move a designed voice, by what they move. */
const WORDS = {
  female: /\b(female|woman|women|girl|lady|feminine|she|her|mother|grandmother|actress)\b/i,
  male: /\b(male|man|men|boy|guy|masculine|he|his|father|grandfather|actor|gentleman)\b/i,
  young: /\b(young|youthful|teen|teenage|child|kid|girl|boy|childlike)\b/i,
  old: /\b(old|elderly|aged|senior|mature|grandmother|grandfather|wise)\b/i,
  low: /\b(deep|low|bass|baritone|gravelly|husky|booming|resonant|dark)\b/i,
  high: /\b(high|high-pitched|squeaky|bright|light|airy|soprano)\b/i,
  fast: /\b(fast|quick|rapid|energetic|excited|excitable|lively|upbeat|brisk|urgent)\b/i,
  slow: /\b(slow|calm|relaxed|soothing|gentle|measured|deliberate|sleepy|meditative)\b/i,
  monotone: /\b(monotone|flat|robotic|even|steady)\b/i,
  expressive: /\b(expressive|dramatic|animated|cheerful|playful|emotional|theatrical)\b/i,
  british: /\b(british|english accent|london|rp|received pronunciation|posh)\b/i,
  scottish: /\b(scottish|scots|edinburgh|glasgow)\b/i,
  american: /\b(american|us accent|new york|californian|texan)\b/i,
};

/**
 * Maps a written description to a voice profile (docs/architecture.md §7: "voice design maps the
 * description to voice parameters"). Gender picks the espeak variant; age, pitch words and
 * pace words move pitch and rate from a neutral middle; accent words pick the espeak voice.
 */
export function profileFromDescription(description: string, language?: string): { profile: VoiceProfile; gender: 'female' | 'male' } {
  const has = (k: keyof typeof WORDS) => WORDS[k].test(description);
  const gender: 'female' | 'male' = has('female') && !has('male') ? 'female' : has('male') ? 'male' : 'female';
  let pitch = gender === 'female' ? 55 : 40;
  let rate = 170;
  let range = 50;
  if (has('young')) {
    pitch += 12;
    rate += 15;
  }
  if (has('old')) {
    pitch -= 12;
    rate -= 20;
  }
  if (has('low')) pitch -= 18;
  if (has('high')) pitch += 18;
  if (has('fast')) rate += 45;
  if (has('slow')) rate -= 40;
  if (has('monotone')) range = 15;
  if (has('expressive')) range = 85;
  let espeakVoice = espeakVoiceFor(language);
  if (espeakVoice === 'en-us') {
    if (has('scottish')) espeakVoice = 'en-gb-scotland';
    else if (has('british')) espeakVoice = 'en-gb';
  }
  return {
    gender,
    profile: {
      espeakVoice,
      variant: gender === 'female' ? 'f2' : 'm3',
      pitch: clamp(pitch, 0, 99),
      pitchRange: clamp(range, 0, 99),
      rate: clamp(rate, 80, 450),
    },
  };
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, Math.round(v)));
}
