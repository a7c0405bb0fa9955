import { invalid } from '../core/app-error.ts';
import { ALPHA_LANGUAGES } from '../contract/languages.ts';
import { CROSS_LINGUAL_LANGUAGES, LANGUAGE_CODES, languageCode } from '../contract/languages.ts';

/**
 * Normalizes the `language` of clone and design requests to a code (zh, en, …): both the
 * names of generate-tts (English) and the codes (en) are accepted, case aside.
 */
export function voiceLanguage(value: string | undefined, field = 'language'): string | undefined {
  const code = languageCode(value);
  if (code === null)
    throw invalid(field, `must be one of ${CROSS_LINGUAL_LANGUAGES.join(', ')} (or its code: ${LANGUAGE_CODES.join(', ')})`);
  return code;
}

/**
 * The `language` of a speech request (generate-tts, narration): checked against alpha's
 * language_type values when the request reaches alpha, accepted and ignored for beta.
 */
export function speechLanguage(value: string | undefined, reachesAlpha: boolean): string | undefined {
  if (value === undefined || !reachesAlpha) return undefined;
  if (!ALPHA_LANGUAGES.includes(value)) throw invalid('language', `must be one of ${ALPHA_LANGUAGES.join(', ')} for alpha voices`);
  return value;
}
