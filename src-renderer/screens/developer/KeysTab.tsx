// Keys for local apps: create one (label, credit budget, optional webhook), see it once, see
// each key's usage, revoke it after a confirmation.
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../../api/api-error.ts';
import type { ApiKeyView, KeyCreate } from '../../api/api-types.ts';
import { Field } from '../../components.tsx';
import { useDraft } from '../../store/drafts.ts';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { when } from '../../ui/time.ts';
import { ConfirmAction } from '../../ui/ConfirmAction.tsx';
import { useApiKeys, useRefreshKeys } from './queries.ts';
import { ShownOnce, type Secrets } from './ShownOnce.tsx';

/** The studio's own key, which the studio needs to work: never offered for revocation. */
const STUDIO_KEY_LABEL = 'Timbre Studio';

export function KeysTab({ onSecrets, secrets }: { secrets: Secrets | null; onSecrets(s: Secrets | null): void }) {
  const store = useStudioStore();
  const studioKey = useStudio((s) => s.apiKey);
  const { data: keys, error: loadError } = useApiKeys();
  const refresh = useRefreshKeys();
  const [label, setLabel] = useDraft('developer', 'label', '');
  const [budget, setBudget] = useDraft('developer', 'budget', '');
  const [webhookUrl, setWebhookUrl] = useDraft('developer', 'webhookUrl', '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const body: KeyCreate = { label: label.trim() };
      if (webhookUrl.trim()) body.webhookUrl = webhookUrl.trim();
      if (budget.trim()) body.creditLimit = Number(budget);
      const res = await store.getState().createKey(body);
      onSecrets({ label: body.label, key: res.key, webhookSecret: res.webhookSecret });
      setLabel('');
      setBudget('');
      setWebhookUrl('');
      await refresh();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(k: ApiKeyView) {
    try {
      await store.getState().revokeKey(k.id);
      store.getState().toast({ tone: 'success', title: `“${k.label}” revoked`, description: 'Apps using it are refused from now on.' });
    } catch (err) {
      store.getState().toast({ tone: 'error', title: `Could not revoke “${k.label}”`, description: messageOf(err) });
    }
    await refresh();
  }

  const live = (keys ?? []).filter((k) => !k.revokedAt);
  const revoked = (keys ?? []).filter((k) => k.revokedAt);
  return (
    <div className="dev-keys">
      <form onSubmit={(e) => void create(e)} aria-labelledby="new-key-heading" className="dev-card new-key" data-primary="">
        <h3 id="new-key-heading">New key for an app</h3>
        <div className="dev-form-row">
          <Field id="key-label" label="Label">
            <input id="key-label" required maxLength={100} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="My app" />
          </Field>
          <Field id="key-limit" label="Credit budget (optional)" hint="Most credits it may hold and spend; empty for no limit.">
            <input
              id="key-limit"
              type="number"
              min={0}
              step={1}
              value={budget}
              onChange={(e) => setBudget(e.target.value)}
              aria-describedby="key-limit-hint"
              placeholder="no limit"
            />
          </Field>
          <Field id="dev-key-webhook" label="Webhook URL (optional)" hint="Gets a signed POST when a task of this key ends.">
            <input
              id="dev-key-webhook"
              type="url"
              value={webhookUrl}
              onChange={(e) => setWebhookUrl(e.target.value)}
              aria-describedby="key-webhook-hint"
              placeholder="http://127.0.0.1:9000/hooks"
            />
          </Field>
        </div>
        <p className="hint">Requests are limited per provider account (Settings → rate limit), shared by every key.</p>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={!label.trim() || busy}>
          <KeyRound size={15} aria-hidden={true} /> {busy ? 'Creating…' : 'Create key'}
        </button>
      </form>
      {secrets && <ShownOnce secrets={secrets} onDone={() => onSecrets(null)} />}

      <h3 id="keys-heading">Keys</h3>
      {loadError && (
        <p role="alert" className="error">
          Could not load the keys: {messageOf(loadError)}
        </p>
      )}
      {keys && live.length === 0 && <p className="muted">No keys yet: create one above for your first app.</p>}
      {live.length > 0 && (
        <table className="table dev-table" aria-labelledby="keys-heading">
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Key</th>
              <th scope="col">Usage</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {live.map((k) => {
              const mine = k.label === STUDIO_KEY_LABEL && Boolean(studioKey?.startsWith(k.prefix));
              return (
                <tr key={k.id} data-key-label={k.label}>
                  <th scope="row">
                    {k.label}
                    {mine && <span className="dev-tag">this studio</span>}
                    {k.webhookUrl && <span className="dev-tag">webhook</span>}
                  </th>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>
                    <Usage k={k} />
                  </td>
                  <td className="muted">{k.lastUsedAt ? when(k.lastUsedAt) : 'never'}</td>
                  <td className="actions">
                    {!mine && (
                      <ConfirmAction
                        trigger={
                          <>
                            <Trash2 size={14} aria-hidden={true} /> Revoke
                          </>
                        }
                        triggerLabel={`Revoke ${k.label}`}
                        title={`Revoke “${k.label}”?`}
                        description="Apps using this key are refused at once. Its tasks and assets stay in the library. This cannot be undone."
                        action="Revoke key"
                        onConfirm={() => revoke(k)}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {revoked.length > 0 && (
        <details className="dev-revoked">
          <summary>
            {revoked.length} revoked key{revoked.length === 1 ? '' : 's'}
          </summary>
          <ul>
            {revoked.map((k) => (
              <li key={k.id} data-key-label={k.label} data-revoked="">
                {k.label} <code>{k.prefix}…</code>{' '}
                <span className="muted">
                  revoked {when(k.revokedAt!)} · used {k.creditsUsed} credits
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Credits used (and held) against the key's budget, as a bar when it has one. */
function Usage({ k }: { k: ApiKeyView }) {
  const spent = k.creditsUsed + k.creditsHeld;
  return (
    <div className="dev-usage">
      <span>
        {k.creditsUsed.toLocaleString()} credits{k.creditLimit !== null ? ` of ${k.creditLimit.toLocaleString()}` : ''}
        {k.creditsHeld > 0 && <span className="muted"> · {k.creditsHeld.toLocaleString()} held</span>}
      </span>
      {k.creditLimit !== null && k.creditLimit > 0 && (
        <meter min={0} max={k.creditLimit} value={Math.min(spent, k.creditLimit)} aria-label={`Budget used by ${k.label}`} />
      )}
    </div>
  );
}
