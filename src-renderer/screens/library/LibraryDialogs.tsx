// The library's two dialogs, shown once for the whole list: tags for one or many assets, and
// the confirmation before deleting.
import { useState } from 'react';
import { AlertDialog, Dialog } from 'radix-ui';

export function TagDialog({
  open,
  what,
  initial,
  busy,
  onClose,
  onSave,
}: {
  open: boolean;
  what: string;
  initial: string[];
  busy: boolean;
  onClose(): void;
  onSave(tags: string[]): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Tags</Dialog.Title>
          <Dialog.Description className="muted">{what}</Dialog.Description>
          {/* Mounted on each opening, so it starts from the asset's tags. */}
          <TagForm initial={initial} busy={busy} onSave={onSave} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TagForm({ initial, busy, onSave }: { initial: string[]; busy: boolean; onSave(tags: string[]): void }) {
  const [text, setText] = useState(initial.join(', '));
  const tags = text
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(tags);
      }}
    >
      <div className="field">
        <label htmlFor="tag-input">Tags, separated by commas</label>
        <input id="tag-input" value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      </div>
      <div className="row dialog-actions">
        <Dialog.Close asChild>
          <button type="button">Cancel</button>
        </Dialog.Close>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save tags'}
        </button>
      </div>
    </form>
  );
}

export function DeleteDialog({
  open,
  what,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  what: string;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title>Delete {what}?</AlertDialog.Title>
          <AlertDialog.Description className="muted">
            The files are removed from this computer. Assets a voice uses (its preview or clone sample) are kept.
          </AlertDialog.Description>
          <div className="row dialog-actions">
            <AlertDialog.Cancel asChild>
              <button type="button">Keep</button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button
                type="button"
                className="danger"
                disabled={busy}
                onClick={(e) => {
                  e.preventDefault();
                  onConfirm();
                }}
              >
                {busy ? 'Deleting…' : 'Delete'}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
