/**
 * The languages of the alpha provider, declared once: the names generate-tts sends upstream
 * as language_type, and the codes its voice enrolment and design take. The studio builds its
 * language menus from the same table.
 */
export const LANGUAGES = [
  { name: 'Chinese', code: 'zh' },
  { name: 'English', code: 'en' },
  { name: 'German', code: 'de' },
  { name: 'Italian', code: 'it' },
  { name: 'Portuguese', code: 'pt' },
  { name: 'Spanish', code: 'es' },
  { name: 'Japanese', code: 'ja' },
  { name: 'Korean', code: 'ko' },
  { name: 'French', code: 'fr' },
  { name: 'Russian', code: 'ru' },
] as const;

/** One language name of {@link LANGUAGES}. */
export type LanguageName = (typeof LANGUAGES)[number]['name'];

/** The 10 cross-lingual languages stamped on every designed or cloned alpha voice (docs/interface.md#tools). */
export const CROSS_LINGUAL_LANGUAGES: readonly LanguageName[] = LANGUAGES.map((l) => l.name);

/** generate-tts `language` values for alpha voices: the ten names, or Auto (let the model tell). */
export const ALPHA_LANGUAGES: readonly string[] = ['Auto', ...CROSS_LINGUAL_LANGUAGES];

/** The codes the enrolment and design APIs take (zh, en, …), in the order of {@link LANGUAGES}. */
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/**
 * The code of a clone or design `language`: a name (English) or a code (en), case aside.
 * Undefined when none is asked for (missing, empty or Auto); null when it is not a language
 * of {@link LANGUAGES}.
 */
export function languageCode(value: string | undefined): string | undefined | null {
  if (value === undefined || value === '' || value.toLowerCase() === 'auto') return undefined;
  const v = value.trim().toLowerCase();
  return LANGUAGES.find((l) => l.name.toLowerCase() === v || l.code === v)?.code ?? null;
}
