import { invalid } from '../errors.ts';
import { CROSS_LINGUAL_LANGUAGES } from '../contract/voice.ts';

/** Language codes the enrolment and design APIs take (providers.md), by name. */
const CODES: Record<string, string> = {
  Chinese: 'zh', English: 'en', German: 'de', Italian: 'it', Portuguese: 'pt',
  Spanish: 'es', Japanese: 'ja', Korean: 'ko', French: 'fr', Russian: 'ru',
};

/**
 * Normalizes the `language` of clone and design requests to a code (zh, en, …): both the
 * names of generate-tts (English) and the codes (en) are accepted, case aside.
 */
export function voiceLanguage(value: string | undefined, field = 'language'): string | undefined {
  if (value === undefined || value === '' || value.toLowerCase() === 'auto') return undefined;
  const v = value.trim().toLowerCase();
  for (const [name, code] of Object.entries(CODES)) if (v === name.toLowerCase() || v === code) return code;
  throw invalid(field, `must be one of ${CROSS_LINGUAL_LANGUAGES.join(', ')} (or its code: ${Object.values(CODES).join(', ')})`);
}
