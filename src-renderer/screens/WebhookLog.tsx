// The delivery log of one key's webhook: events, every attempt, and manual redelivery.
import { useCallback, useEffect, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import type { WebhookAttemptView, WebhookEventView } from '../api/api-types.ts';

/** After a redelivery, the first attempt of the new series goes at once: its result is read this much later. */
const REDELIVERY_READ_MS = 1500;

export function WebhookLog({ keyId, keyLabel }: { keyId: string; keyLabel: string }) {
  const store = useStudioStore();
  const log = useStudio((s) => s.webhookLogs[keyId]);
  const load = useCallback(() => store.getState().loadWebhookLog(keyId), [store, keyId]);
  useEffect(() => void load(), [load]);
  const events = log?.events ?? null;
  const error = log?.error ?? null;

  return (
    <section aria-label={`Webhook deliveries of ${keyLabel}`} className="dev-webhook-log" data-testid="webhook-log">
      <h3>
        Delivery log{' '}
        <button type="button" className="small" onClick={() => void load()} aria-label={`Refresh the delivery log of ${keyLabel}`}>
          Refresh
        </button>
      </h3>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {events === null ? (
        <p>Loading…</p>
      ) : events.length === 0 ? (
        <p>No webhook events yet.</p>
      ) : (
        <ul>
          {events.map((e) => (
            <EventRow key={e.id} event={e} onChanged={load} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EventRow({ event: e, onChanged }: { event: WebhookEventView; onChanged(): Promise<void> }) {
  const store = useStudioStore();
  const [attempts, setAttempts] = useState<WebhookAttemptView[] | null>(null);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const loadAttempts = useCallback(async () => {
    setAttempts((await store.getState().webhookEvent(e.id)).attempts);
  }, [store, e.id]);
  // Read again when the row opens, and when its attempts or status change while open.
  useEffect(() => {
    if (!open) return;
    let live = true;
    store
      .getState()
      .webhookEvent(e.id)
      .then(
        (d) => live && setAttempts(d.attempts),
        (err: unknown) => live && setMessage(messageOf(err)),
      );
    return () => {
      live = false;
    };
  }, [open, store, e.id, e.attemptCount, e.status]);

  async function redeliver() {
    setMessage(null);
    try {
      await store.getState().redeliver(e.id);
      setMessage('Redelivery queued');
      setTimeout(() => void onChanged().then(() => (open ? loadAttempts() : undefined)), REDELIVERY_READ_MS);
    } catch (err) {
      setMessage(messageOf(err));
    }
  }

  return (
    <li data-event-id={e.id} data-status={e.status}>
      <div className="row">
        <strong>{e.type}</strong>
        <span className={`dev-status ${e.status}`}>{e.status}</span>
        <span className="muted">
          {new Date(e.createdAt).toLocaleString()} · {e.attemptCount} attempt{e.attemptCount === 1 ? '' : 's'}
          {e.series > 1 ? ` (series ${e.series})` : ''}
          {e.nextAttemptAt && e.status === 'pending' ? ` · next ${new Date(e.nextAttemptAt).toLocaleTimeString()}` : ''}
          {e.taskId ? ` · ${e.taskId}` : ''}
        </span>
        <button
          type="button"
          className="small"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          aria-label={`Attempts of ${e.type} ${e.id}`}
        >
          {open ? 'Hide attempts' : 'Attempts'}
        </button>
        {e.status !== 'pending' && (
          <button type="button" className="small" onClick={() => void redeliver()} aria-label={`Redeliver ${e.type} ${e.id}`}>
            Redeliver
          </button>
        )}
      </div>
      {message && <p role="status">{message}</p>}
      {open && attempts && (
        <table className="table attempts" data-testid="attempts">
          <caption className="sr-only">Attempts of {e.id}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Result</th>
              <th scope="col">Latency</th>
              <th scope="col">Answer (first bytes)</th>
            </tr>
          </thead>
          <tbody>
            {attempts.length === 0 && (
              <tr>
                <td colSpan={4}>No attempt yet.</td>
              </tr>
            )}
            {attempts.map((a) => (
              <tr key={`${a.series}-${a.attempt}`} data-http-status={a.httpStatus ?? ''}>
                <td>
                  {new Date(a.at).toLocaleTimeString()}
                  <br />
                  <span className="muted">
                    series {a.series}, attempt {a.attempt}
                  </span>
                </td>
                <td>
                  {a.httpStatus !== null ? `HTTP ${a.httpStatus}` : 'no answer'}
                  {a.errorClass && (
                    <div className="error">
                      {a.errorClass}
                      {a.error ? `: ${a.error}` : ''}
                    </div>
                  )}
                </td>
                <td>{a.latencyMs} ms</td>
                <td>
                  <code className="excerpt">{a.responseExcerpt?.slice(0, 160) ?? ''}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
