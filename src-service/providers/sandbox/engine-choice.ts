import { EngineError, type VoiceProfile } from '../engine.ts';
import { ESPEAK_BY_LANGUAGE, espeakVoiceFor } from './voice-profile.ts';

/** The offline synthesizer that speaks one request. */
export type SandboxSynthesizer = { name: 'flite'; language: 'en' } | { name: 'espeak-ng'; language: string; espeakVoice: string };

/** Scripts that name their language outright (kana before Han: Japanese text mixes both). */
const SCRIPTS: [RegExp, string][] = [
  [/[\u3040-\u30ff]/, 'ja'],
  [/[\uac00-\ud7af\u1100-\u11ff]/, 'ko'],
  [/[\u4e00-\u9fff]/, 'zh'],
  [/[\u0400-\u04ff]/, 'ru'],
];

/** Frequent short words of the Latin-script languages, to tell them from English. */
const FUNCTION_WORDS: Record<string, Set<string>> = {
  en: new Set('the and of to a in is it that you for was on with as are this be have not'.split(' ')),
  de: new Set('der die das und ist nicht ich sie ein eine zu mit den von auf sich auch'.split(' ')),
  fr: new Set('le la les et est un une des du pas je vous que qui dans pour ce sur avec'.split(' ')),
  es: new Set('el la los las y es un una que de en por con para no se lo del'.split(' ')),
  it: new Set('il la lo gli le e un una che di non per con sono del della è'.split(' ')),
  pt: new Set('o a os as e um uma que de não em por com para se do da é'.split(' ')),
};

/** The language of `text` when the request said Auto: script first, then function words. */
export function detectLanguage(text: string): string {
  for (const [pattern, code] of SCRIPTS) if (pattern.test(text)) return code;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = 'en';
  let bestCount = 0;
  for (const [code, set] of Object.entries(FUNCTION_WORDS)) {
    const count = words.filter((w) => set.has(w)).length;
    // English wins ties: it is the language the voices were made for.
    if (count > bestCount) [best, bestCount] = [code, count];
  }
  return best;
}

/**
 * Picks the synthesizer of one request: English (asked for, or detected when the language
 * is Auto or missing) goes to flite's statistical voices, which sound far less mechanical;
 * every other language stays on espeak-ng, which speaks them all. A voice made in another
 * language (its profile's espeak voice is not English) keeps that language under Auto
 * unless the text is plainly in a different one.
 */
export function chooseSynthesizer(language: string | undefined, text: string, profile: VoiceProfile): SandboxSynthesizer {
  const asked = language?.trim().toLowerCase();
  let code: string;
  if (asked && asked !== 'auto') {
    if (asked === 'english' || asked === 'en') return { name: 'flite', language: 'en' };
    if (!(asked in ESPEAK_BY_LANGUAGE)) {
      throw new EngineError(
        'invalid_argument',
        `The sandbox engines do not speak "${language}": flite speaks English, espeak-ng ${spokenByEspeak()}.`,
      );
    }
    code = asked;
  } else {
    code = detectLanguage(text);
    const voiceLanguage = profile.espeakVoice.toLowerCase();
    if (code === 'en' && !voiceLanguage.startsWith('en')) {
      return { name: 'espeak-ng', language: voiceLanguage, espeakVoice: profile.espeakVoice };
    }
    if (code === 'en') return { name: 'flite', language: 'en' };
  }
  const espeakVoice = espeakVoiceFor(code);
  return { name: 'espeak-ng', language: espeakVoice, espeakVoice };
}

function spokenByEspeak(): string {
  const names = Object.keys(ESPEAK_BY_LANGUAGE).filter((k) => k.length > 2 && k !== 'english');
  return names.map((n) => n[0].toUpperCase() + n.slice(1)).join(', ');
}
