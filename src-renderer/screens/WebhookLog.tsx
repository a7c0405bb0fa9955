// The delivery log of one key's webhook: events, every attempt, and manual redelivery.
import { useCallback, useEffect, useState } from 'react';
import { useStudioStore } from '../studio-context.ts';
import { call, messageOf } from '../api.ts';

interface WebhookEvent {
  id: string;
  type: string;
  apiKeyId: string;
  taskId: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attemptCount: number;
  series: number;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}
interface Attempt {
  series: number;
  attempt: number;
  at: string;
  url: string;
  httpStatus: number | null;
  latencyMs: number | null;
  errorClass: string | null;
  error: string | null;
  responseExcerpt: string | null;
}

export function WebhookLog({ keyId, keyLabel, refreshKey }: { keyId: string; keyLabel: string; refreshKey: number }) {
  const store = useStudioStore();
  const [events, setEvents] = useState<WebhookEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const body = await call<{ data: WebhookEvent[] | { events: WebhookEvent[] } }>(store.getState().api(), `/api/v1/webhook-events?keyId=${encodeURIComponent(keyId)}&limit=20`);
      setEvents(Array.isArray(body.data) ? body.data : body.data.events);
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [store, keyId]);
  useEffect(() => void load(), [load, refreshKey]);

  return (
    <section aria-label={`Webhook deliveries of ${keyLabel}`} className="webhook-log" data-testid="webhook-log">
      <h4>
        Delivery log{' '}
        <button type="button" className="small" onClick={() => void load()} aria-label={`Refresh the delivery log of ${keyLabel}`}>
          Refresh
        </button>
      </h4>
      {error && <p role="alert" className="error">{error}</p>}
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

function EventRow({ event: e, onChanged }: { event: WebhookEvent; onChanged(): Promise<void> }) {
  const store = useStudioStore();
  const [attempts, setAttempts] = useState<Attempt[] | null>(null);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const loadAttempts = useCallback(async () => {
    const body = await call<{ data: { attempts: Attempt[] } }>(store.getState().api(), `/api/v1/webhook-events/${encodeURIComponent(e.id)}`);
    setAttempts(body.data.attempts);
  }, [store, e.id]);
  useEffect(() => {
    if (open) void loadAttempts().catch((err: unknown) => setMessage(messageOf(err)));
  }, [open, loadAttempts, e.attemptCount, e.status]);

  async function redeliver() {
    setMessage(null);
    try {
      await call(store.getState().api(), `/api/v1/webhook-events/${encodeURIComponent(e.id)}/redeliver`, { method: 'POST' });
      store.getState().announce(`Redelivering ${e.type} ${e.id}`);
      setMessage('Redelivery queued');
      // The first attempt of the new series goes at once; read the result shortly after.
      setTimeout(() => void onChanged().then(() => (open ? loadAttempts() : undefined)), 1500);
    } catch (err) {
      setMessage(messageOf(err));
    }
  }

  return (
    <li data-event-id={e.id} data-status={e.status}>
      <div className="row">
        <strong>{e.type}</strong>
        <span className={`badge ${e.status}`}>{e.status}</span>
        <span className="muted">
          {new Date(e.createdAt).toLocaleString()} · {e.attemptCount} attempt{e.attemptCount === 1 ? '' : 's'}
          {e.series > 1 ? ` (series ${e.series})` : ''}
          {e.nextAttemptAt && e.status === 'pending' ? ` · next ${new Date(e.nextAttemptAt).toLocaleTimeString()}` : ''}
          {e.taskId ? ` · ${e.taskId}` : ''}
        </span>
        <button type="button" className="small" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={`Attempts of ${e.type} ${e.id}`}>
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
                  {a.errorClass && <div className="error">{a.errorClass}{a.error ? `: ${a.error}` : ''}</div>}
                </td>
                <td>{a.latencyMs !== null ? `${a.latencyMs} ms` : '—'}</td>
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
