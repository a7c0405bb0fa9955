// The work in progress, from every screen: a count in the top bar that opens a list of what is
// running, with each task's progress and a way to the Activity screen.
import { Popover } from 'radix-ui';
import { useStudio } from '../studio-context.ts';
import { describeTask } from '../ui/task-text.ts';
import { ActivityTrigger } from './activity-trigger.tsx';

/** At most this many running tasks are listed in the menu; the rest are on the Activity screen. */
const SHOWN = 8;

/** `defaultOpen`: the creator already clicked the stand-in button while this code loaded. */
export default function ActivityMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const active = useStudio((s) => s.activeTasks);
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className="chip">
        <ActivityTrigger />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover" sideOffset={6} align="end" aria-label="Work in progress">
          {active.length === 0 ? (
            <p className="muted">Nothing is running.</p>
          ) : (
            <ul className="activity-list">
              {active.slice(0, SHOWN).map((t) => (
                <li key={t.taskId}>
                  <span className="activity-title">{describeTask(t)}</span>
                  <progress
                    max={1}
                    value={t.status === 'PROCESSING' ? (t.progress ?? 0) : undefined}
                    aria-label={`${describeTask(t)} progress`}
                  />
                </li>
              ))}
            </ul>
          )}
          {active.length > SHOWN && <p className="muted">and {active.length - SHOWN} more</p>}
          <a href="#/activity">Open Activity</a>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
