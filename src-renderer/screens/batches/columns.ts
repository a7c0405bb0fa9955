// Which column holds what: the creator's choice, first guessed from the header names.

/** The fields a batch row is made of, each taken from a column ('' when no column gives it). */
export interface ColumnMap {
  text: string;
  voice: string;
  fileName: string;
  language: string;
  style: string;
  /** A column naming each row's tool (speech or narration); '' for one tool for every row. */
  tool: string;
}

export type MappedField = keyof ColumnMap;

export const FIELD_LABELS: Record<MappedField, string> = {
  text: 'Text',
  voice: 'Voice (name or id)',
  fileName: 'File name',
  language: 'Language',
  style: 'Style',
  tool: 'Tool',
};

export const EMPTY_MAP: ColumnMap = { text: '', voice: '', fileName: '', language: '', style: '', tool: '' };

/** Header words that suggest each field, most telling first. */
const HINTS: Record<MappedField, RegExp[]> = {
  text: [/^(text|line|lines|script|content|body|sentence|dialogue|transcript|narration|copy|words?)$/, /text|script|line|content|dialog/],
  voice: [/^(voice|voices|voice ?id|voice ?name|speaker|narrator|character)$/, /voice|speaker|narrator/],
  fileName: [/^(file|filename|file ?name|name|output|id|slug|key|clip)$/, /file|output|slug/],
  language: [/^(lang|language|locale|language ?type)$/, /lang/],
  style: [/^(style|prompt|direction|tone|emotion|instruction|instructions|delivery|mood)$/, /style|prompt|direction|tone|emotion/],
  tool: [/^(tool|type|kind)$/],
};

/** Normalizes a header for matching: lower case, separators as spaces. */
const norm = (h: string) =>
  h
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Guesses the column of each field from the header names: an exact word first, then a word
 * inside the name; each column serves one field at most. Without a text column, the only
 * (or longest-named first) column is taken as the text, so a plain list of lines just works.
 */
export function guessColumns(columns: string[]): ColumnMap {
  const map: ColumnMap = { ...EMPTY_MAP };
  const used = new Set<string>();
  const order: MappedField[] = ['text', 'voice', 'language', 'style', 'tool', 'fileName'];
  for (const pass of [0, 1]) {
    for (const field of order) {
      if (map[field]) continue;
      const hint = HINTS[field][pass];
      if (!hint) continue;
      const hit = columns.find((c) => !used.has(c) && hint.test(norm(c)));
      if (hit) {
        map[field] = hit;
        used.add(hit);
      }
    }
  }
  if (!map.text) map.text = columns.find((c) => !used.has(c)) ?? '';
  return map;
}

/** Keeps only the choices that name a column of this table (a remembered map may be from another file). */
export function fitMap(map: ColumnMap, columns: string[]): ColumnMap {
  const known = new Set(columns);
  const out = { ...map };
  for (const f of Object.keys(out) as MappedField[]) if (out[f] && !known.has(out[f])) out[f] = '';
  return out;
}
