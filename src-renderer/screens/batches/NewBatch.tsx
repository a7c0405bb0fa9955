// A new batch, in three steps: the rows (a file or pasted lines), which column is what, and a
// check against the service (every row's problems, each row's price, the exact total) before
// the run. What the creator picked and changed is a draft; the rows are kept in memory.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Play } from 'lucide-react';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { ApiError, messageOf } from '../../api/api-error.ts';
import { useCredits } from '../../api/credits.ts';
import { go } from '../../app/navigate.ts';
import { useDraft } from '../../store/drafts.ts';
import { EMPTY_MAP, fitMap, guessColumns, type ColumnMap, type MappedField } from './columns.ts';
import { indexVoices, prepareBatch, toTableRows, type BatchItemInput, type RowDefaults, type RowEdits } from './items.ts';
import { useBatchSource } from './source-store.ts';
import { useCheck } from './useCheck.ts';
import { SourceCard } from './SourceCard.tsx';
import { ColumnsCard } from './ColumnsCard.tsx';
import { cellsOf, RowsTable, type RowView } from './RowsTable.tsx';
import { ProblemsList } from './ProblemsList.tsx';
import { RowEditor } from './RowEditor.tsx';
import type { RowProblem } from './table.ts';

const DEFAULTS: RowDefaults = { tool: 'generate-tts', voiceId: '', language: 'Auto' };
const NO_ROWS: number[] = [];
const NO_EDITS: RowEdits = {};
const NO_ITEMS: BatchItemInput[] = [];

const byRow = (a: RowProblem, b: RowProblem) => a.row - b.row;

/** The problems the service listed in a failed submission's details, if any. */
function submitProblems(e: unknown): RowProblem[] {
  if (!(e instanceof ApiError) || typeof e.details !== 'object' || e.details === null) return [];
  const list = (e.details as { problems?: unknown }).problems;
  return Array.isArray(list) ? (list as RowProblem[]) : [];
}

/** `side` (the past batches) sits beside the first two steps; the check spans the width. */
export function NewBatch({ side }: { side: React.ReactNode }) {
  const store = useStudioStore();
  const api = useStudio((s) => s.api);
  const voices = useStudio((s) => s.voices);
  const voicesLoaded = useStudio((s) => s.voicesLoaded);
  const table = useBatchSource((s) => s.table);
  const [map, setMap] = useDraft<ColumnMap>('batches', 'map', EMPTY_MAP);
  const [defaults, setDefaults] = useDraft<RowDefaults>('batches', 'defaults', DEFAULTS);
  const [label, setLabel] = useDraft('batches', 'label', '');
  const [edits, setEdits] = useDraft<RowEdits>('batches', 'edits', NO_EDITS);
  const [removedList, setRemoved] = useDraft<number[]>('batches', 'removed', NO_ROWS);
  const [open, setOpen] = useState<number | null>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [runError, setRunError] = useState<{ message: string; problems: RowProblem[] } | null>(null);
  const credits = useCredits();

  useEffect(() => {
    if (!voicesLoaded) void store.getState().loadVoices();
  }, [store, voicesLoaded]);

  // A new table: keep the remembered columns if they fit it, else guess from its header.
  useEffect(() => {
    if (!table) return;
    const fitted = fitMap(map, table.columns);
    if (!fitted.text) setMap(guessColumns(table.columns));
    else if (JSON.stringify(fitted) !== JSON.stringify(map)) setMap(fitted);
    // Only when the table changes: the creator's own choices are theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table]);

  const removed = useMemo(() => new Set(removedList), [removedList]);
  const index = useMemo(() => indexVoices(voices), [voices]);
  const prepared = useMemo(
    () => (table && voicesLoaded ? prepareBatch(table, map, defaults, index, edits, removed) : null),
    [table, voicesLoaded, map, defaults, index, edits, removed],
  );
  const { check, checking } = useCheck(prepared?.items ?? NO_ITEMS, prepared?.rows ?? NO_ROWS);
  const result = check?.result ?? null;

  const problems = useMemo(() => {
    const local = prepared?.problems ?? [];
    const served = check?.result ? toTableRows(check.result.problems, check.rows) : [];
    return [...local, ...served].sort(byRow);
  }, [prepared, check]);

  const defaultLanguage = defaults.language === 'Auto' ? '' : defaults.language;
  const views = useMemo<RowView[]>(() => {
    if (!table || !prepared) return [];
    const count = new Map<number, number>();
    for (const p of problems) count.set(p.row, (count.get(p.row) ?? 0) + 1);
    const price = new Map<number, number | null>();
    const priced = check?.result;
    if (priced) check.rows.forEach((row, k) => price.set(row, priced.credits[k] ?? null));
    const out: RowView[] = [];
    for (let row = 1; row <= table.rows.length; row++) {
      if (removed.has(row)) continue;
      const c = cellsOf(table, map, edits, row);
      out.push({
        row,
        text: c.text,
        voice: prepared.voiceNames[row - 1] || c.voice,
        fileName: c.fileName,
        language: c.language || defaultLanguage,
        style: c.style,
        credits: price.get(row) ?? null,
        problems: count.get(row) ?? 0,
      });
    }
    return out;
  }, [table, prepared, problems, check, removed, map, edits, defaultLanguage]);

  const pick = useCallback((row: number) => {
    setFocusRow(row);
    setOpen(row);
  }, []);
  const saveRow = (row: number, values: Record<MappedField, string>) => {
    if (!table) return;
    const before = cellsOf(table, map, {}, row);
    const changed: Partial<Record<MappedField, string>> = {};
    for (const f of Object.keys(values) as MappedField[]) if (values[f] !== before[f]) changed[f] = values[f];
    const { [row]: _old, ...rest } = edits;
    setEdits(Object.keys(changed).length ? { ...rest, [row]: changed } : rest);
    setOpen(null);
  };
  const removeRow = (row: number) => {
    setRemoved([...removedList, row].sort((a, b) => a - b));
    setOpen(null);
  };

  const rowCount = prepared?.rowCount ?? 0;
  const total = result?.totalCredits ?? null;
  const available = result?.available ?? credits.data?.available ?? null;
  const shortfall = result?.shortfall ?? 0;
  const blocked = !result || checking || problems.length > 0 || (result.moreProblems ?? 0) > 0 || shortfall > 0 || sending;

  async function run(e: React.FormEvent) {
    e.preventDefault();
    if (blocked || !check) return;
    setSending(true);
    setRunError(null);
    try {
      const body = { items: check.items, ...(label.trim() ? { label: label.trim() } : {}) };
      const { data } = await api.POST('/api/v1/batches', { body, headers: { 'Idempotency-Key': check.key } });
      store.getState().toast({
        tone: 'success',
        title: `Batch started: ${data.itemCount.toLocaleString()} rows`,
        description: `${data.estimatedCredits.toLocaleString()} credits held`,
      });
      useBatchSource.getState().clear();
      go('batches', { batch: data.batchId });
    } catch (err) {
      setRunError({ message: messageOf(err), problems: toTableRows(submitProblems(err), check.rows) });
    } finally {
      setSending(false);
    }
  }

  const openValues = open !== null && table ? cellsOf(table, map, edits, open) : null;
  return (
    <div className="batch-new">
      <div className="batches-top">
        <div className="batches-steps">
          <SourceCard />
          {table && (
            <ColumnsCard
              columns={table.columns}
              map={map}
              onMap={setMap}
              defaults={defaults}
              onDefaults={setDefaults}
              voices={voices}
              label={label}
              onLabel={setLabel}
            />
          )}
        </div>
        {side}
      </div>
      {table && (
        <form className="card batch-step" data-primary="" onSubmit={(e) => void run(e)} aria-labelledby="batch-check-heading">
          <h3 id="batch-check-heading">3. Check and run</h3>
          <p className="batch-summary" aria-live="polite" data-testid="batch-summary">
            <span>
              <strong>{rowCount.toLocaleString()}</strong> {rowCount === 1 ? 'row' : 'rows'}
            </span>
            {removedList.length > 0 && (
              <span>
                {removedList.length} removed{' '}
                <button type="button" className="link-button" onClick={() => setRemoved([])}>
                  Put them back
                </button>
              </span>
            )}
            <span data-testid="batch-total">
              {checking || (!result && !check?.error && prepared?.items.length) ? (
                'Checking with the service…'
              ) : total !== null ? (
                <>
                  Total <strong>{total.toLocaleString()}</strong> credits
                </>
              ) : (
                'No total yet'
              )}
            </span>
            {available !== null && <span data-testid="batch-available">{available.toLocaleString()} available</span>}
          </p>
          {check?.error && (
            <p role="alert" className="error">
              Could not check the rows: {check.error}
            </p>
          )}
          {shortfall > 0 && (
            <p className="error" data-testid="batch-shortfall">
              {shortfall.toLocaleString()} credits more than are available: remove rows or add credits.
            </p>
          )}
          <div className="batch-check">
            <RowsTable views={views} focusRow={focusRow} onOpen={pick} />
            <ProblemsList problems={problems} more={result?.moreProblems ?? 0} onPick={pick} />
          </div>
          {runError && (
            <div role="alert" className="error">
              <p>Could not run it: {runError.message}</p>
              {runError.problems.length > 0 && (
                <ul>
                  {runError.problems.slice(0, 5).map((p, i) => (
                    <li key={i}>{p.message}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="submit-row">
            <p className="muted">Credits are held for every row when it starts, and refunded for rows that fail or are cancelled.</p>
            <button type="submit" className="primary icon-text" disabled={blocked} data-testid="batch-run">
              <Play size={16} aria-hidden="true" />
              {sending
                ? 'Starting…'
                : total !== null && !checking
                  ? `Run ${rowCount.toLocaleString()} ${rowCount === 1 ? 'row' : 'rows'} for ${total.toLocaleString()} credits`
                  : 'Run'}
            </button>
          </div>
        </form>
      )}
      <RowEditor
        row={open}
        values={openValues}
        problems={problems.filter((p) => p.row === open)}
        onClose={() => setOpen(null)}
        onSave={saveRow}
        onRemove={removeRow}
      />
    </div>
  );
}
