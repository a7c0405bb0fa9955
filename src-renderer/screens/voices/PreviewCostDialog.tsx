// Asks before a preview that costs credits (a built-in voice on a live engine; free on the sandbox).
import { AlertDialog } from 'radix-ui';

export function PreviewCostDialog({
  voiceName,
  credits,
  onConfirm,
  onCancel,
}: {
  voiceName: string;
  credits: number;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title>Make a preview of {voiceName}?</AlertDialog.Title>
          <AlertDialog.Description>
            The live engine speaks a short sentence in this voice for <strong>{credits} credits</strong>. The clip is kept in your library,
            so this voice&rsquo;s preview costs nothing after that.
          </AlertDialog.Description>
          <div className="row dialog-actions">
            <AlertDialog.Cancel className="button">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="button primary" onClick={onConfirm}>
              Make it for {credits} credits
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
