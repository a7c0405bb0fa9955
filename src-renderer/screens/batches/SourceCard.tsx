// Step 1: the rows. A file dropped or picked (CSV, TSV or JSONL), or lines pasted; read in a
// worker, so a big file never blocks the studio.
import { useEffect, useState } from 'react';
import { FileUp, RotateCcw } from 'lucide-react';
import { useDraft } from '../../store/drafts.ts';
import { useBatchSource } from './source-store.ts';

const EXAMPLE = 'text,voice,file\nWelcome to lesson one.,Cherry,lesson-01\nIn this lesson we meet the harbour.,Cherry,lesson-02';

export function SourceCard() {
  const { table, name, reading, error, load, clear } = useBatchSource();
  const [pasted, setPasted] = useDraft('batches', 'pasted', '');
  const [header, setHeader] = useDraft('batches', 'header', true);
  const [savedText] = useDraft<string | null>('batches', 'sourceText', null);
  const [savedName] = useDraft<string | null>('batches', 'sourceName', null);
  const [over, setOver] = useState(false);

  // After a reload: read the kept source again.
  useEffect(() => {
    const s = useBatchSource.getState();
    if (!s.table && !s.reading && savedText) void s.load({ text: savedText, name: savedName, header });
    // Only on opening the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const readFile = (file: File) => void load({ file, name: file.name, header });
  const rowWord = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

  return (
    <section className="card batch-step" aria-labelledby="batch-source-heading">
      <h3 id="batch-source-heading">1. Your rows</h3>
      {table ? (
        <div className="batch-source-loaded">
          <p data-testid="batch-source">
            <strong>{name ?? 'Pasted lines'}</strong> · {table.format.toUpperCase()} · {rowWord(table.rows.length)} · {table.columns.length}{' '}
            {table.columns.length === 1 ? 'column' : 'columns'}
          </p>
          <button type="button" className="button small" onClick={clear}>
            <RotateCcw size={14} aria-hidden="true" /> Start over
          </button>
        </div>
      ) : (
        <>
          <div
            className={`dropzone batch-drop${over ? ' over' : ''}`}
            data-testid="batch-drop"
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(false);
              const f = e.dataTransfer.files[0];
              if (f) readFile(f);
            }}
          >
            <FileUp size={22} aria-hidden="true" />
            <label htmlFor="batch-file">Drop a CSV, TSV or JSONL file here, or pick one</label>
            <input
              id="batch-file"
              type="file"
              accept=".csv,.tsv,.tab,.jsonl,.ndjson,.txt,text/csv,text/tab-separated-values"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) readFile(f);
                e.target.value = '';
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="batch-paste">Or paste lines</label>
            <textarea
              id="batch-paste"
              rows={5}
              value={pasted}
              placeholder={EXAMPLE}
              onChange={(e) => setPasted(e.target.value)}
              aria-describedby="batch-paste-hint"
            />
            <small id="batch-paste-hint" className="hint">
              Comma- or tab-separated with a header row, or one JSON object per line.
            </small>
          </div>
          <div className="row batch-source-actions">
            <label className="check">
              <input type="checkbox" checked={header} onChange={(e) => setHeader(e.target.checked)} /> First row names the columns
            </label>
            <button
              type="button"
              className="button"
              disabled={!pasted.trim() || reading}
              onClick={() => void load({ text: pasted, name: null, header })}
            >
              Use pasted lines
            </button>
          </div>
        </>
      )}
      {reading && (
        <p className="muted" role="status">
          Reading…
        </p>
      )}
      {!table && !reading && savedName && !savedText && (
        <p className="muted">{savedName} was too large to keep across a reload: drop it again to go on.</p>
      )}
      {error && (
        <p role="alert" className="error">
          Could not read it: {error}
        </p>
      )}
    </section>
  );
}
