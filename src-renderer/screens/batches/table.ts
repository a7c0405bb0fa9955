// A dropped or pasted file as the Batches screen reads it: its columns and its rows of text,
// plus the problems found while reading (a JSONL line that is not a JSON object). Pure, so the
// parse worker and the unit tests share it; CSV and TSV themselves are read by papaparse.
import type { BatchProblem } from '../../api/api-types.ts';

/**
 * One problem of one row, as the service reports its own (`row` counted from 1 as a
 * spreadsheet shows it under its header), so the studio's and the service's list together.
 */
export type RowProblem = BatchProblem;

export type SourceFormat = 'csv' | 'tsv' | 'jsonl';

/** A source read into rows: every row has one cell per column (missing cells are ''). */
export interface SourceTable {
  format: SourceFormat;
  columns: string[];
  rows: string[][];
  problems: RowProblem[];
}

/** The format a file's name (or, for pasted lines, its first line) says it is. */
export function detectFormat(name: string | null, text: string): SourceFormat {
  const ext = name?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (ext === 'jsonl' || ext === 'ndjson') return 'jsonl';
  if (ext === 'tsv' || ext === 'tab') return 'tsv';
  if (ext === 'csv') return 'csv';
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  if (first.trimStart().startsWith('{')) return 'jsonl';
  return first.includes('\t') ? 'tsv' : 'csv';
}

/** A JSON value as a cell: strings as they are, other values as JSON text. */
const cell = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * JSONL: one JSON object per line, each parsed alone. A line that is not a JSON object stays
 * a row (so the rows keep their numbers) with empty cells and a problem naming it. Blank lines
 * are skipped. Columns are every key seen, in the order first seen.
 */
export function parseJsonl(text: string): SourceTable {
  const columns: string[] = [];
  const index = new Map<string, number>();
  const objects: Array<Record<string, unknown> | null> = [];
  const problems: RowProblem[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const row = objects.length + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      problems.push({ row, field: 'line', rule: 'must be valid JSON', message: `row ${row}: not valid JSON (${why})` });
      objects.push(null);
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ row, field: 'line', rule: 'must be a JSON object', message: `row ${row}: must be a JSON object like {"text": "…"}` });
      objects.push(null);
      continue;
    }
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      if (!index.has(key)) {
        index.set(key, columns.length);
        columns.push(key);
      }
    }
    objects.push(obj);
  }
  const rows = objects.map((o) => columns.map((c) => (o ? cell(o[c]) : '')));
  return { format: 'jsonl', columns, rows, problems };
}

/**
 * Makes a table from papaparse's rows of cells: the first row names the columns (or, without
 * a header, "Column 1", "Column 2", …); blank or repeated names get a number; short rows are
 * padded with '' so every row has a cell per column.
 */
export function tableOfCells(format: SourceFormat, cells: string[][], header: boolean): SourceTable {
  const width = cells.reduce((w, r) => Math.max(w, r.length), 0);
  const head = header ? (cells[0] ?? []) : [];
  const seen = new Set<string>();
  const columns = Array.from({ length: width }, (_, i) => {
    let name = (head[i] ?? '').trim() || `Column ${i + 1}`;
    for (let n = 2; seen.has(name); n++) name = `${(head[i] ?? '').trim() || `Column ${i + 1}`} (${n})`;
    seen.add(name);
    return name;
  });
  const body = header ? cells.slice(1) : cells;
  const rows = body.map((r) => (r.length === width ? r : [...r, ...Array<string>(width - r.length).fill('')]));
  return { format, columns, rows, problems: [] };
}
