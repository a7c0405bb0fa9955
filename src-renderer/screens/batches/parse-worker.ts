// Reads a dropped file or pasted lines off the main thread (a Web Worker), so a 10,000-row
// file never blocks a frame: CSV and TSV with papaparse, JSONL line by line (table.ts).
import Papa from 'papaparse';
import { detectFormat, parseJsonl, tableOfCells, type RowProblem, type SourceTable } from './table.ts';

export interface ParseRequest {
  id: number;
  file?: Blob;
  text?: string;
  /** The file's name (it tells the format), or null for pasted lines. */
  name: string | null;
  /** Does the first row name the columns (CSV and TSV)? */
  header: boolean;
}

export type ParseAnswer = { id: number; table: SourceTable } | { id: number; error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<ParseRequest>) => void) | null; postMessage(message: ParseAnswer): void };

/** Papaparse's own complaints (a stray quote…) as row problems; "one column only" is no problem. */
function papaProblems(errors: Papa.ParseError[], header: boolean): RowProblem[] {
  return errors
    .filter((e) => e.code !== 'UndetectableDelimiter' && typeof e.row === 'number')
    .map((e) => {
      const row = (e.row as number) + (header ? 0 : 1);
      return { row, field: 'line', rule: 'must be well-formed', message: `row ${row}: ${e.message}` };
    })
    .filter((p) => p.row >= 1);
}

async function read(req: ParseRequest): Promise<SourceTable> {
  const text = req.text ?? (req.file ? await req.file.text() : '');
  const format = detectFormat(req.name, text);
  if (format === 'jsonl') return parseJsonl(text);
  const parsed = Papa.parse<string[]>(text, { delimiter: format === 'tsv' ? '\t' : '', skipEmptyLines: 'greedy' });
  const table = tableOfCells(format, parsed.data, req.header);
  table.problems = papaProblems(parsed.errors, req.header);
  return table;
}

scope.onmessage = (e) => {
  const req = e.data;
  read(req).then(
    (table) => scope.postMessage({ id: req.id, table }),
    (err: unknown) => scope.postMessage({ id: req.id, error: err instanceof Error ? err.message : String(err) }),
  );
};
