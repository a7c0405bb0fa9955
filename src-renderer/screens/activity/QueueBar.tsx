// The queue at a glance: whether it runs, and per lane what waits and runs there, with Pause
// and Resume for the whole queue and for each lane (a Radix toolbar: one tab stop, arrow keys
// between its buttons).
import { memo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Toolbar } from 'radix-ui';
import { Pause, Play } from 'lucide-react';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { LANE_NAMES, queueQuery, setPaused, type Lane } from './queue-actions.ts';

// Memoised (no props): a batch of task events re-renders the screen, not this bar.
export const QueueBar = memo(function QueueBar() {
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const store = useStudioStore();
  const client = useQueryClient();
  const { data: queue } = useQuery({ ...queueQuery(api), enabled: ready });
  // Which control's request is in flight ('all' or a lane), so that one shows it and waits.
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (pause: boolean, lane?: Lane) => {
    const what = lane ? `the ${LANE_NAMES[lane]} lane` : 'the queue';
    setBusy(lane ?? 'all');
    try {
      await setPaused(api, client, pause, lane);
      store.getState().announce(`${pause ? 'Paused' : 'Resumed'} ${what}`);
    } catch (e) {
      store.getState().toast({ tone: 'error', title: `Could not ${pause ? 'pause' : 'resume'} ${what}`, description: messageOf(e) });
    } finally {
      setBusy(null);
    }
  };

  if (!queue) return null;
  const anyPaused = queue.paused || queue.lanes.some((l) => l.paused);
  return (
    <Toolbar.Root className="queue-bar" aria-label="Queue" data-testid="queue-bar">
      <span className={`queue-state${anyPaused ? ' paused' : ''}`} data-testid="queue-state" aria-live="polite">
        {queue.paused ? 'Queue paused' : anyPaused ? 'Queue partly paused' : 'Queue running'}
      </span>
      {queue.paused || anyPaused ? (
        <Toolbar.Button className="button small" onClick={() => void toggle(false)} disabled={busy !== null}>
          <Play size={14} aria-hidden="true" /> {busy === 'all' ? 'Resuming…' : 'Resume all'}
        </Toolbar.Button>
      ) : (
        <Toolbar.Button className="button small" onClick={() => void toggle(true)} disabled={busy !== null}>
          <Pause size={14} aria-hidden="true" /> {busy === 'all' ? 'Pausing…' : 'Pause all'}
        </Toolbar.Button>
      )}
      <span className="queue-lanes">
        {queue.lanes.map((l) => (
          <span key={l.lane} className={`queue-lane${l.paused ? ' paused' : ''}`} data-lane={l.lane} data-paused={l.paused}>
            <span className="queue-lane-text">
              <span className="queue-lane-name">
                {LANE_NAMES[l.lane]} · {l.paused ? 'paused' : 'running'}
              </span>
              <span className="muted">
                {l.pending.toLocaleString()} waiting · {l.processing}/{l.limit} working
              </span>
            </span>
            <Toolbar.Button
              className="icon-button"
              onClick={() => void toggle(!l.paused, l.lane)}
              disabled={busy !== null}
              aria-label={`${l.paused ? 'Resume' : 'Pause'} the ${LANE_NAMES[l.lane]} lane`}
              title={`${l.paused ? 'Resume' : 'Pause'} the ${LANE_NAMES[l.lane]} lane`}
            >
              {l.paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
            </Toolbar.Button>
          </span>
        ))}
      </span>
    </Toolbar.Root>
  );
});
