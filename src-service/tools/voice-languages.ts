import { invalid } from '../errors.ts';
import { CROSS_LINGUAL_LANGUAGES, LANGUAGE_CODES, languageCode } from '../contract/languages.ts';

/**
 * Normalizes the `language` of clone and design requests to a code (zh, en, …): both the
 * names of generate-tts (English) and the codes (en) are accepted, case aside.
 */
export function voiceLanguage(value: string | undefined, field = 'language'): string | undefined {
  const code = languageCode(value);
  if (code === null) throw invalid(field, `must be one of ${CROSS_LINGUAL_LANGUAGES.join(', ')} (or its code: ${LANGUAGE_CODES.join(', ')})`);
  return code;
}
