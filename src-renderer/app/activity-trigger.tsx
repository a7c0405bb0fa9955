// What the work-in-progress button shows (a spinner and the running count), without its popover:
// drawn by the popover's trigger and, until that code is in, by the plain button standing in.
import { Loader2 } from 'lucide-react';
import { useStudio } from '../studio-context.ts';

export function ActivityTrigger() {
  const count = useStudio((s) => s.activeTasks.length);
  return (
    <>
      <Loader2 size={14} aria-hidden={true} className={count ? 'spin' : undefined} />
      <span className="visually-hidden">Work in progress: </span>
      <span>{count ? `${count} running` : 'Idle'}</span>
    </>
  );
}
