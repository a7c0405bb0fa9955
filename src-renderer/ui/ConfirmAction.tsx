// A button that asks before doing something that cannot be undone (Radix AlertDialog: focus
// starts on Cancel, Escape cancels, the action button uses the danger tokens).
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';

export function ConfirmAction({
  trigger,
  triggerLabel,
  title,
  description,
  action,
  danger = true,
  disabled,
  onConfirm,
}: {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Its accessible name when the text alone is ambiguous (e.g. "Revoke My app"). */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  /** The confirming button's text. */
  action: string;
  danger?: boolean;
  disabled?: boolean;
  onConfirm(): Promise<void> | void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm(e: React.MouseEvent) {
    // Kept open while the request runs, so the button can say so.
    e.preventDefault();
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={`button small${danger ? ' danger' : ''}`} aria-label={triggerLabel} disabled={disabled}>
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog confirm-dialog">
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description className="muted">{description}</AlertDialog.Description>
          <div className="row confirm-actions">
            <AlertDialog.Cancel className="button">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={danger ? 'button danger-solid' : 'button primary'}
              disabled={busy}
              onClick={(e) => void confirm(e)}
            >
              {busy ? 'Working…' : action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
