// Every row's problems (the studio's own and the service's), virtualized beside the rows:
// picking one brings its row into view and opens it for a fix.
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RowProblem } from './table.ts';

const ITEM_HEIGHT = 64;

/** The service names fields of the item (`input.text`); the creator knows the columns. */
export function fieldName(field: string): string {
  const f = field.replace(/^input\./, '');
  if (f === 'text' || f === 'script') return 'Text';
  if (f === 'voiceId' || f === 'voice') return 'Voice';
  if (f === 'fileName') return 'File name';
  if (f === 'language') return 'Language';
  if (f === 'prompt' || f === 'style') return 'Style';
  if (f === 'tool') return 'Tool';
  if (f === 'line') return 'Line';
  return field;
}

/** The message without its "row N: field:" prefix (the list shows those apart). */
const said = (p: RowProblem) => p.message.replace(/^row \d+:\s*/, '').replace(new RegExp(`^${p.field.replace(/\./g, '\\.')}:\\s*`), '');

export function ProblemsList({ problems, more, onPick }: { problems: RowProblem[]; more: number; onPick(row: number): void }) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: problems.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 6,
  });
  return (
    <div className="batch-problems">
      <h4 id="batch-problems-heading">
        {problems.length + more === 0
          ? 'No problems'
          : `${(problems.length + more).toLocaleString()} ${problems.length + more === 1 ? 'problem' : 'problems'}`}
      </h4>
      {problems.length > 0 && (
        <div ref={scroller} className="batch-problems-scroll" data-testid="batch-problems">
          <ul aria-labelledby="batch-problems-heading" className="batch-problem-list" style={{ height: virtual.getTotalSize() }}>
            {virtual.getVirtualItems().map((v) => {
              const p = problems[v.index];
              return (
                <li
                  key={v.key}
                  style={{ transform: `translateY(${v.start}px)`, height: ITEM_HEIGHT }}
                  data-row={p.row}
                  data-field={p.field}
                >
                  <button type="button" onClick={() => onPick(p.row)} title={p.message}>
                    <span className="batch-problem-where">
                      Row {p.row} · {fieldName(p.field)}
                    </span>
                    <span className="batch-problem-what">{said(p)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {more > 0 && <p className="muted">And {more.toLocaleString()} more the service did not list: fix these first.</p>}
    </div>
  );
}
