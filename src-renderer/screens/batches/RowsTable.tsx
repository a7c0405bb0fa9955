// The rows as they will be sent: the mapped columns of each, its price from the service, and a
// mark on rows with problems. Virtualized (10,000 rows render as the twenty on screen).
import { memo, useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { AlertTriangle, Pencil } from 'lucide-react';
import type { ColumnMap, MappedField } from './columns.ts';
import type { RowEdits } from './items.ts';
import type { SourceTable } from './table.ts';

const ROW_HEIGHT = 36;

export interface RowView {
  row: number;
  text: string;
  voice: string;
  fileName: string;
  language: string;
  style: string;
  credits: number | null;
  problems: number;
}

/** A row's mapped values, with the creator's edits. */
export function cellsOf(table: SourceTable, map: ColumnMap, edits: RowEdits, row: number): Record<MappedField, string> {
  const cells = table.rows[row - 1] ?? [];
  const get = (f: MappedField) => edits[row]?.[f] ?? (map[f] ? (cells[table.columns.indexOf(map[f])] ?? '') : '');
  return {
    text: get('text'),
    voice: get('voice'),
    fileName: get('fileName'),
    language: get('language'),
    style: get('style'),
    tool: get('tool'),
  };
}

const Row = memo(function Row({
  view,
  index,
  onOpen,
  style,
}: {
  view: RowView;
  index: number;
  onOpen(row: number): void;
  style: React.CSSProperties;
}) {
  const bad = view.problems > 0;
  return (
    <div role="row" aria-rowindex={index + 2} className={`batch-row${bad ? ' bad' : ''}`} data-row={view.row} style={style}>
      <span role="cell" className="batch-cell-row">
        <button type="button" className="icon-button" onClick={() => onOpen(view.row)} aria-label={`Edit row ${view.row}`}>
          <Pencil size={13} aria-hidden="true" />
        </button>
        {view.row}
      </span>
      <span role="cell" className="batch-cell-text" title={view.text}>
        {view.text}
      </span>
      <span role="cell">{view.voice}</span>
      <span role="cell">{view.fileName}</span>
      <span role="cell">{view.language}</span>
      <span role="cell" title={view.style}>
        {view.style}
      </span>
      <span role="cell" className="batch-cell-credits">
        {bad ? (
          <span className="error icon-text">
            <AlertTriangle size={14} aria-hidden="true" />
            {view.problems} {view.problems === 1 ? 'problem' : 'problems'}
          </span>
        ) : view.credits === null ? (
          '…'
        ) : (
          view.credits.toLocaleString()
        )}
      </span>
    </div>
  );
});

interface Props {
  views: RowView[];
  /** A row to bring into view (changes when the creator picks a problem). */
  focusRow: number | null;
  onOpen(row: number): void;
}

export function RowsTable({ views, focusRow, onOpen }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: views.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (i) => views[i].row,
  });
  useEffect(() => {
    if (focusRow === null) return;
    const i = views.findIndex((v) => v.row === focusRow);
    if (i >= 0) virtual.scrollToIndex(i, { align: 'center' });
  }, [focusRow, views, virtual]);
  return (
    <div ref={scroller} className="batch-table-scroll" data-testid="batch-rows" tabIndex={0} aria-label="Rows, scrollable">
      <div role="table" aria-label="The batch’s rows" aria-rowcount={views.length + 1} className="batch-table">
        <div role="row" aria-rowindex={1} className="batch-row batch-head">
          <span role="columnheader">Row</span>
          <span role="columnheader">Text</span>
          <span role="columnheader">Voice</span>
          <span role="columnheader">File name</span>
          <span role="columnheader">Language</span>
          <span role="columnheader">Style</span>
          <span role="columnheader">Credits</span>
        </div>
        <div role="rowgroup" className="batch-body" style={{ height: virtual.getTotalSize() }}>
          {virtual.getVirtualItems().map((v) => (
            <Row
              key={v.key}
              view={views[v.index]}
              index={v.index}
              onOpen={onOpen}
              style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
