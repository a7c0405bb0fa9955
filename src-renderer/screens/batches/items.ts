// Turns the table and the column map into the items of a batch request: each row's tool and
// input, with its voice resolved from a name or an id. Only what the studio alone can know is
// checked here (which voice a name means, which tool a word means); every other rule and every
// price is the service's, read from POST /api/v1/batches/validate.
import type { BatchItemInput } from '../../api/api-types.ts';
import type { ColumnMap, MappedField } from './columns.ts';
import type { RowProblem, SourceTable } from './table.ts';
import { ALPHA_LANGUAGES, LANGUAGES } from '../../../src-service/contract/languages.ts';

/** One item of a batch request. */
export type { BatchItemInput };

/** The tools a batch row can use, by the word a spreadsheet may hold. */
export const BATCH_TOOLS = { 'generate-tts': 'Speech', 'generate-narration': 'Narration' } as const;
export type BatchTool = keyof typeof BATCH_TOOLS;

const TOOL_WORDS: Record<string, BatchTool> = {
  speech: 'generate-tts',
  tts: 'generate-tts',
  'generate-tts': 'generate-tts',
  narration: 'generate-narration',
  narrate: 'generate-narration',
  script: 'generate-narration',
  'generate-narration': 'generate-narration',
};

/** What the creator set for every row (used where a column gives nothing). */
export interface RowDefaults {
  tool: BatchTool;
  /** A voice id, or '' for none. */
  voiceId: string;
  /** 'Auto' or a language name. */
  language: string;
}

/** A row's mapped values changed by hand, by row number. */
export type RowEdits = Record<number, Partial<Record<MappedField, string>>>;

export interface VoiceLike {
  voiceId: string;
  name: string;
}

/** Voices by id and by name, both case-insensitive. */
export interface VoiceIndex {
  byId: Map<string, VoiceLike>;
  byName: Map<string, VoiceLike[]>;
}

export function indexVoices(voices: readonly VoiceLike[]): VoiceIndex {
  const byId = new Map<string, VoiceLike>();
  const byName = new Map<string, VoiceLike[]>();
  for (const v of voices) {
    byId.set(v.voiceId.toLowerCase(), v);
    const key = v.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), v]);
  }
  return { byId, byName };
}

export type VoiceMatch = { voice: VoiceLike } | { rule: string; message: string };

/** The voice a cell means: an id, else exactly one voice of that name (case-insensitive). */
export function resolveVoice(value: string, index: VoiceIndex): VoiceMatch {
  const key = value.trim().toLowerCase();
  const byId = index.byId.get(key);
  if (byId) return { voice: byId };
  const named = index.byName.get(key) ?? [];
  if (named.length === 1) return { voice: named[0] };
  if (named.length > 1)
    return {
      rule: 'must name one voice',
      message: `“${value.trim()}” names ${named.length} voices (${named.map((v) => v.voiceId).join(', ')}); use the id`,
    };
  return { rule: 'must be a known voice', message: `no voice is named or has the id “${value.trim()}”` };
}

/** A language cell as the speech tool takes it: a name of the list, a code (en → English), or as written. */
function languageOf(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  const lower = v.toLowerCase();
  const named = ALPHA_LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (named) return named === 'Auto' ? undefined : named;
  return LANGUAGES.find((l) => l.code === lower)?.name ?? v;
}

/** The batch the table makes: the items to send, the row each came from, and the rows' own problems. */
export interface PreparedBatch {
  items: BatchItemInput[];
  /** `rows[i]` is the table row (from 1) of items[i]. */
  rows: number[];
  /** Problems the studio found (unreadable lines, unknown tools and voices), in row order. */
  problems: RowProblem[];
  /** Each table row's resolved voice name ('' when none), index = row − 1. */
  voiceNames: string[];
  /** Rows in the batch (the table's, less the removed ones). */
  rowCount: number;
}

const problem = (row: number, field: string, rule: string, message: string): RowProblem => ({
  row,
  field,
  rule,
  message: `row ${row}: ${message}`,
});

export function prepareBatch(
  table: SourceTable,
  map: ColumnMap,
  defaults: RowDefaults,
  voices: VoiceIndex,
  edits: RowEdits,
  removed: ReadonlySet<number>,
): PreparedBatch {
  const col = (field: MappedField) => (map[field] ? table.columns.indexOf(map[field]) : -1);
  const at = {
    text: col('text'),
    voice: col('voice'),
    fileName: col('fileName'),
    language: col('language'),
    style: col('style'),
    tool: col('tool'),
  };
  const broken = new Map<number, RowProblem[]>();
  for (const p of table.problems) broken.set(p.row, [...(broken.get(p.row) ?? []), p]);
  const items: BatchItemInput[] = [];
  const rows: number[] = [];
  const problems: RowProblem[] = [];
  const voiceNames: string[] = new Array<string>(table.rows.length).fill('');
  let rowCount = 0;
  table.rows.forEach((cells, i) => {
    const row = i + 1;
    if (removed.has(row)) return;
    rowCount++;
    const read = broken.get(row);
    if (read) {
      problems.push(...read);
      return;
    }
    const edit = edits[row];
    const value = (field: MappedField) => edit?.[field] ?? (at[field] >= 0 ? (cells[at[field]] ?? '') : '');
    const found: RowProblem[] = [];

    const toolWord = value('tool').trim().toLowerCase();
    const tool = toolWord ? TOOL_WORDS[toolWord] : defaults.tool;
    if (!tool) found.push(problem(row, 'tool', 'must be speech or narration', `tool “${value('tool').trim()}” is not speech or narration`));

    let voiceId = defaults.voiceId;
    const voiceCell = value('voice');
    if (voiceCell.trim()) {
      const match = resolveVoice(voiceCell, voices);
      if ('voice' in match) {
        voiceId = match.voice.voiceId;
        voiceNames[i] = match.voice.name;
      } else found.push(problem(row, 'voice', match.rule, match.message));
    } else if (!voiceId)
      found.push(problem(row, 'voice', 'must not be empty', 'no voice: fill the voice column or pick a voice for every row'));
    else voiceNames[i] = voices.byId.get(voiceId.toLowerCase())?.name ?? voiceId;

    if (found.length || !tool) {
      problems.push(...found);
      return;
    }
    const input: Record<string, unknown> = { [tool === 'generate-narration' ? 'script' : 'text']: value('text'), voiceId };
    const language = languageOf(value('language')) ?? languageOf(defaults.language);
    if (language) input.language = language;
    const style = value('style').trim();
    if (style) input.prompt = style;
    const item: BatchItemInput = { tool, input };
    const fileName = value('fileName').trim();
    if (fileName) item.fileName = fileName;
    items.push(item);
    rows.push(row);
  });
  return { items, rows, problems, voiceNames, rowCount };
}

/** The service's problems (rows counted among the items sent) in table rows. */
export function toTableRows(problems: readonly RowProblem[], rows: readonly number[]): RowProblem[] {
  return problems.map((p) => {
    const row = rows[p.row - 1] ?? p.row;
    return { ...p, row, message: p.message.replace(/^row \d+/, `row ${row}`) };
  });
}
