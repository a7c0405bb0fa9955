// The status line screen readers hear ("Speech: done", "12 tasks done"). Its own component: it
// changes with every batch of task events, and nothing else should re-render when it does.
import { useStudio } from '../studio-context.ts';

export function StatusLine() {
  const announcement = useStudio((s) => s.announcement);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="status">
      {announcement}
    </div>
  );
}
