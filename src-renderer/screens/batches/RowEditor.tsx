// One row opened for a fix: its mapped values (changed here, the file itself is left alone),
// its problems, and removing it from the batch.
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { FIELD_LABELS, type MappedField } from './columns.ts';
import { fieldName } from './ProblemsList.tsx';
import type { RowProblem } from './table.ts';

const FIELDS: MappedField[] = ['text', 'voice', 'fileName', 'language', 'style', 'tool'];

interface Props {
  row: number | null;
  values: Record<MappedField, string> | null;
  problems: RowProblem[];
  onClose(): void;
  onSave(row: number, values: Record<MappedField, string>): void;
  onRemove(row: number): void;
}

export function RowEditor({ row, values, problems, onClose, onSave, onRemove }: Props) {
  return (
    <Dialog.Root open={row !== null} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog batch-row-dialog">
          <Dialog.Title>Row {row}</Dialog.Title>
          <Dialog.Description className="muted">Changes apply to this batch only; your file is left as it is.</Dialog.Description>
          {row !== null && values && (
            <RowForm key={row} row={row} initial={values} problems={problems} onSave={onSave} onRemove={onRemove} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RowForm({
  row,
  initial,
  problems,
  onSave,
  onRemove,
}: {
  row: number;
  initial: Record<MappedField, string>;
  problems: RowProblem[];
  onSave(row: number, values: Record<MappedField, string>): void;
  onRemove(row: number): void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(row, values);
      }}
    >
      {problems.length > 0 && (
        <ul className="batch-row-problems" aria-label={`Problems of row ${row}`}>
          {problems.map((p, i) => (
            <li key={i} className="error">
              {fieldName(p.field)}: {p.message.replace(/^row \d+:\s*/, '')}
            </li>
          ))}
        </ul>
      )}
      {FIELDS.map((f) => (
        <div className="field" key={f}>
          <label htmlFor={`batch-edit-${f}`}>{FIELD_LABELS[f]}</label>
          {f === 'text' ? (
            <textarea id={`batch-edit-${f}`} rows={4} value={values[f]} onChange={(e) => setValues({ ...values, [f]: e.target.value })} />
          ) : (
            <input id={`batch-edit-${f}`} value={values[f]} onChange={(e) => setValues({ ...values, [f]: e.target.value })} />
          )}
        </div>
      ))}
      <div className="row dialog-actions">
        <button type="button" className="button danger" onClick={() => onRemove(row)}>
          Remove row {row}
        </button>
        <span className="spacer" />
        <Dialog.Close asChild>
          <button type="button">Cancel</button>
        </Dialog.Close>
        <button type="submit" className="primary">
          Save row
        </button>
      </div>
    </form>
  );
}
