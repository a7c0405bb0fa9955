// The queue: every task the studio knows, newest first, live from the event stream.
import { useEffect, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { failureAdvice } from '../components.tsx';
import { elapsed } from '../format.ts';
import { DIALECT_LABEL } from '../../src-service/contract/compat-speech.ts';

export function TasksScreen() {
  const store = useStudioStore();
  const tasks = useStudio((s) => s.tasks);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const list = Object.values(tasks).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const active = list.some((t) => t.status === 'PENDING' || t.status === 'PROCESSING');
  useEffect(() => {
    void store
      .getState()
      .loadTasks()
      .catch((e: unknown) => setError(messageOf(e)));
  }, [store]);
  useEffect(() => {
    if (!active) return;
    // A local clock for the elapsed column; task changes themselves arrive as events.
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);

  /** Runs a task action; its failure is shown above the table. */
  async function act(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    }
  }
  const retry = (taskId: string) => act(() => store.getState().retry(taskId));
  const cancel = (taskId: string) => act(() => store.getState().cancelTask(taskId));

  return (
    <section aria-labelledby="tasks-heading" className="screen">
      <h2 id="tasks-heading">Tasks</h2>
      <p className="hint">
        Every task of this workspace, from the studio and from local apps; a failed or cancelled one can be retried with the parameters it
        was sent with.
      </p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {list.length === 0 ? (
        <p>No tasks yet.</p>
      ) : (
        <table className="table">
          <caption className="sr-only">Tasks, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Status</th>
              <th scope="col">Progress</th>
              <th scope="col">Elapsed</th>
              <th scope="col">Credits</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((t) => {
              const running = t.status === 'PENDING' || t.status === 'PROCESSING';
              return (
                <tr key={t.taskId} data-status={t.status}>
                  <td>
                    {t.label ?? t.tool}
                    {t.via && <div className="muted">{DIALECT_LABEL[t.via]}</div>}
                    <br />
                    <code className="muted">{t.taskId}</code>
                  </td>
                  <td>
                    {t.status}
                    {t.status === 'PENDING' && t.queuePosition !== undefined && (
                      <div className="muted" data-testid="queue-position">
                        {queueLine(t.queuePosition, t.lane)}
                      </div>
                    )}
                    {t.error && <div className="error">{t.error.message}</div>}
                    {t.status === 'FAILED' && failureAdvice(t.error) && (
                      <div className="muted" data-testid="failure-advice">
                        What to do: {failureAdvice(t.error)}
                      </div>
                    )}
                  </td>
                  <td>
                    {running ? (
                      <progress max={100} value={t.progress ?? undefined} aria-label={`Progress of ${t.label ?? t.tool}`} />
                    ) : t.status === 'COMPLETED' ? (
                      '100%'
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{elapsed(t.createdAt, running ? undefined : (t.completedAt ?? t.updatedAt), now)}</td>
                  <td>
                    {t.status === 'COMPLETED' ? t.chargedCredits : running ? `${t.estimatedCredits} held` : `${t.refundedCredits} refunded`}
                  </td>
                  <td>
                    {running && (
                      <button
                        type="button"
                        className="small"
                        onClick={() => void cancel(t.taskId)}
                        aria-label={`Cancel ${t.label ?? t.tool}`}
                      >
                        Cancel
                      </button>
                    )}
                    {(t.status === 'FAILED' || t.status === 'CANCELLED') && t.params && (
                      <button
                        type="button"
                        className="small"
                        onClick={() => void retry(t.taskId)}
                        aria-label={`Retry ${t.label ?? t.tool}`}
                      >
                        Retry
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * Where a PENDING task stands: `position` tasks are ahead of it in its lane. Live providers
 * queue apart from local work (and from each other), so their line is named.
 */
function queueLine(position: number, lane: string | undefined): string {
  const queue = !lane || lane === 'local' ? 'the queue' : `the ${lane} queue`;
  return position === 0 ? `next in ${queue}` : `#${position + 1} in ${queue}`;
}
