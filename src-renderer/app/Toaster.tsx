// Toasts for finished and failed work (Radix Toast: announced politely, dismissible, paused on hover).
import { Toast } from 'radix-ui';
import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { useStudio } from '../studio-context.ts';

const ICONS = { success: CheckCircle2, error: XCircle, info: Info } as const;

export default function Toaster() {
  const toasts = useStudio((s) => s.toasts);
  const dismiss = useStudio((s) => s.dismissToast);
  return (
    <Toast.Provider swipeDirection="right" duration={6000}>
      {toasts.map((t) => {
        const Icon = ICONS[t.tone];
        return (
          <Toast.Root
            key={t.id}
            className={`toast ${t.tone}`}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            duration={t.tone === 'error' ? 12_000 : 6000}
            onOpenChange={(open) => !open && dismiss(t.id)}
          >
            <Icon size={16} aria-hidden={true} />
            <div>
              <Toast.Title className="toast-title">{t.title}</Toast.Title>
              {t.description && <Toast.Description className="toast-description">{t.description}</Toast.Description>}
            </div>
            {t.taskId && (
              <Toast.Action altText="Open it in Activity" asChild>
                <a href={`#/activity?task=${encodeURIComponent(t.taskId)}`}>Open</a>
              </Toast.Action>
            )}
            <Toast.Close className="icon-button" aria-label="Dismiss">
              ×
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="toast-viewport" label="Notifications ({hotkey})" />
    </Toast.Provider>
  );
}
