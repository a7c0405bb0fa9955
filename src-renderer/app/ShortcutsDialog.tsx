// The help dialog that lists the keyboard shortcuts (Radix Dialog: focus trapped, Escape closes).
import { Dialog } from 'radix-ui';
import { SHORTCUTS } from './shortcuts.ts';

export default function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="muted">They work on every screen.</Dialog.Description>
          <table className="shortcuts">
            <tbody>
              {SHORTCUTS.map((s) => (
                <tr key={s.keys}>
                  <th scope="row">
                    <kbd>{s.keys}</kbd>
                  </th>
                  <td>{s.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close className="button">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
