// What can be done with the selected assets at once.
import { Download, Tag, Trash2, X } from 'lucide-react';

export function BulkBar(props: { count: number; busy: boolean; onTag(): void; onDelete(): void; onExport(): void; onClear(): void }) {
  const { count, busy } = props;
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Selected assets">
      <strong>{count} selected</strong>
      <button type="button" className="small" onClick={props.onTag} disabled={busy}>
        <Tag size={14} aria-hidden="true" /> Tag…
      </button>
      <button type="button" className="small" onClick={props.onExport} disabled={busy}>
        <Download size={14} aria-hidden="true" /> {busy ? 'Working…' : 'Export as zip'}
      </button>
      <button type="button" className="small danger" onClick={props.onDelete} disabled={busy}>
        <Trash2 size={14} aria-hidden="true" /> Delete…
      </button>
      <button type="button" className="small" onClick={props.onClear} aria-label="Clear the selection">
        <X size={14} aria-hidden="true" /> Clear
      </button>
    </div>
  );
}
