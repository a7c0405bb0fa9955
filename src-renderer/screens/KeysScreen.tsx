// API keys for local apps (shown once), webhook tests, revocation, and the credits.
import { Fragment, useCallback, useEffect, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { Field } from '../components.tsx';
import { KeyManage } from './KeyManage.tsx';
import type { ApiKeyView, CreatedApiKey, KeyCreate, WebhookTestResult } from '../api/shapes.ts';

export function KeysScreen() {
  const store = useStudioStore();
  const studioKey = useStudio((s) => s.apiKey);
  const keys = useStudio((s) => s.keys);
  const credits = useStudio((s) => s.credits);
  const ledger = useStudio((s) => s.ledger);
  const [label, setLabel] = useState('');
  const [webhookUrl, setWebhookUrl] = useState('');
  const [creditLimit, setCreditLimit] = useState('');
  const [created, setCreated] = useState<(Pick<CreatedApiKey, 'key' | 'webhookSecret'> & { label: string }) | null>(null);
  const [tests, setTests] = useState<Record<string, WebhookTestResult | string>>({});
  const [error, setError] = useState<string | null>(null);
  const [managing, setManaging] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      await store.getState().loadKeys();
    } catch (e) {
      setError(messageOf(e));
    }
  }, [store]);
  useEffect(() => void refresh(), [refresh]);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const body: KeyCreate = { label: label.trim() };
      if (webhookUrl.trim()) body.webhookUrl = webhookUrl.trim();
      if (creditLimit.trim()) body.creditLimit = Number(creditLimit);
      const res = await store.getState().createKey(body);
      setCreated({ key: res.key, webhookSecret: res.webhookSecret, label: body.label });
      setLabel('');
      setWebhookUrl('');
      setCreditLimit('');
    } catch (err) {
      setError(messageOf(err));
    }
  }

  async function test(id: string) {
    setTests((t) => ({ ...t, [id]: 'Sending…' }));
    try {
      const r = await store.getState().testWebhook(id);
      setTests((t) => ({ ...t, [id]: r }));
    } catch (e) {
      setTests((t) => ({ ...t, [id]: messageOf(e) }));
    }
  }

  async function revoke(k: ApiKeyView) {
    if (!window.confirm(`Revoke “${k.label}”? Apps using it stop working at once.`)) return;
    try {
      await store.getState().revokeKey(k.id);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <section aria-labelledby="keys-heading" className="screen">
      <h2 id="keys-heading">Keys and webhooks</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <form onSubmit={(e) => void create(e)} aria-labelledby="new-key-heading" className="card-inner">
        <h3 id="new-key-heading">New key for a local app</h3>
        <Field id="key-label" label="Label">
          <input id="key-label" required maxLength={100} value={label} onChange={(e) => setLabel(e.target.value)} />
        </Field>
        <Field id="key-webhook" label="Webhook URL (optional)" hint="Gets a signed POST when a task of this key ends.">
          <input
            id="key-webhook"
            type="url"
            value={webhookUrl}
            onChange={(e) => setWebhookUrl(e.target.value)}
            aria-describedby="key-webhook-hint"
          />
        </Field>
        <Field id="key-limit" label="Credit cap (optional)">
          <input id="key-limit" type="number" min={0} value={creditLimit} onChange={(e) => setCreditLimit(e.target.value)} />
        </Field>
        <button type="submit" disabled={!label.trim()}>
          Create key
        </button>
      </form>
      {created && (
        <div className="secret" role="region" aria-label="New key, shown once">
          <p>
            <strong>Copy these now — they are shown once.</strong>
          </p>
          {created.key && <Secret label="API key" value={created.key} testId="new-key" />}
          {created.webhookSecret && <Secret label="Webhook secret" value={created.webhookSecret} testId="new-webhook-secret" />}
          <button type="button" className="small" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      <h3>Keys</h3>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Label</th>
            <th scope="col">Key</th>
            <th scope="col">Webhook</th>
            <th scope="col">Used</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => {
            const mine = studioKey?.startsWith(k.prefix) && k.label === 'Timbre Studio';
            const t = tests[k.id];
            return (
              <Fragment key={k.id}>
                <tr data-key-label={k.label}>
                  <td>
                    {k.label}
                    {mine && <span className="badge"> this studio</span>}
                    {k.revokedAt && <span className="badge"> revoked</span>}
                  </td>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>
                    {k.webhookUrl ?? '—'}
                    {t && (
                      <div className="test-result" data-testid="webhook-test-result">
                        {typeof t === 'string'
                          ? t
                          : t.delivered
                            ? `Delivered: HTTP ${t.httpStatus} in ${t.latencyMs} ms`
                            : `Not delivered${t.httpStatus ? `: HTTP ${t.httpStatus}` : ''} — ${t.error?.message ?? ''}`}
                      </div>
                    )}
                  </td>
                  <td>
                    {k.creditsUsed} credits{k.creditLimit !== null ? ` of ${k.creditLimit}` : ''}
                    <br />
                    <span className="muted">{k.lastUsedAt ? `last ${new Date(k.lastUsedAt).toLocaleString()}` : 'never used'}</span>
                  </td>
                  <td className="actions">
                    {k.webhookUrl && !k.revokedAt && (
                      <button type="button" className="small" onClick={() => void test(k.id)} aria-label={`Test webhook of ${k.label}`}>
                        Test webhook
                      </button>
                    )}
                    {!k.revokedAt && (
                      <button
                        type="button"
                        className="small"
                        aria-expanded={managing === k.id}
                        onClick={() => setManaging(managing === k.id ? null : k.id)}
                        aria-label={`Manage ${k.label}`}
                      >
                        {managing === k.id ? 'Close' : 'Manage'}
                      </button>
                    )}
                    {!k.revokedAt && !mine && (
                      <button type="button" className="small danger" onClick={() => void revoke(k)} aria-label={`Revoke ${k.label}`}>
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
                {managing === k.id && (
                  <tr className="manage-row">
                    <td colSpan={5}>
                      <KeyManage k={k} onSecret={(label, webhookSecret) => setCreated({ key: '', webhookSecret, label })} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      <h3>Credits</h3>
      {credits && (
        <p data-testid="credits">
          Balance <strong>{credits.balance}</strong> · held {credits.held} · available <strong>{credits.available}</strong>
        </p>
      )}
      <table className="table">
        <caption className="sr-only">Latest ledger entries</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Kind</th>
            <th scope="col">Amount</th>
            <th scope="col">Task or note</th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((r) => (
            <tr key={r.id}>
              <td>{new Date(r.createdAt).toLocaleString()}</td>
              <td>{r.kind}</td>
              <td>{r.amount}</td>
              <td>
                <code>{r.taskId ?? r.note ?? ''}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="small" onClick={() => void refresh()}>
        Refresh
      </button>
    </section>
  );
}

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <p className="row">
      <span>{label}:</span> <code data-testid={testId}>{value}</code>
      <button
        type="button"
        className="small"
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
        aria-label={`Copy ${label}`}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </p>
  );
}
