// One key's webhook: its URL (saving a first URL makes a secret, shown once), a signed test
// delivery, rotating the secret (after a confirmation), and the delivery log.
import { RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../api/api-error.ts';
import type { ApiKeyView, WebhookTestResult } from '../api/api-types.ts';
import { Field } from '../components.tsx';
import { useStudioStore } from '../studio-context.ts';
import { ConfirmAction } from '../ui/ConfirmAction.tsx';
import { useRefreshKeys } from './developer/queries.ts';
import type { Secrets } from './developer/ShownOnce.tsx';
import { WebhookLog } from './WebhookLog.tsx';

/** Keyed by the key and its saved URL by its parent, so a change starts the form afresh. */
export function KeyManage({ k, onSecrets }: { k: ApiKeyView; onSecrets(s: Secrets): void }) {
  const store = useStudioStore();
  const refresh = useRefreshKeys();
  const [url, setUrl] = useState(k.webhookUrl ?? '');
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<WebhookTestResult | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changed = (url.trim() || null) !== k.webhookUrl;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!changed) return;
    setError(null);
    setSaving(true);
    try {
      const res = await store.getState().updateKey(k.id, { webhookUrl: url.trim() || null });
      if (res.webhookSecret) onSecrets({ label: k.label, webhookSecret: res.webhookSecret });
      await refresh();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setSaving(false);
    }
  }

  async function runTest() {
    setTesting(true);
    setTest(null);
    try {
      setTest(await store.getState().testWebhook(k.id));
    } catch (err) {
      setTest(messageOf(err));
    } finally {
      setTesting(false);
    }
  }

  async function rotate() {
    try {
      const res = await store.getState().rotateWebhookSecret(k.id);
      onSecrets({ label: k.label, webhookSecret: res.webhookSecret });
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <div className="dev-key-webhook" data-testid="key-manage">
      <form onSubmit={(e) => void save(e)} aria-label={`Webhook of ${k.label}`} className="dev-card">
        <div className="dev-form-row">
          <Field id="webhook-url" label="Webhook URL" hint="task.completed and task.failed of this key's tasks, signed with its secret.">
            <input
              id="webhook-url"
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="none"
              aria-describedby="webhook-url-hint"
            />
          </Field>
        </div>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" disabled={!changed || saving}>
            {saving ? 'Saving…' : 'Save webhook URL'}
          </button>
          <button
            type="button"
            onClick={() => void runTest()}
            disabled={!k.webhookUrl || changed || testing}
            aria-label={`Test webhook of ${k.label}`}
          >
            <Send size={14} aria-hidden={true} /> {testing ? 'Sending…' : 'Test webhook'}
          </button>
          {k.webhookUrl && (
            <ConfirmAction
              danger={false}
              trigger={
                <>
                  <RotateCw size={14} aria-hidden={true} /> Rotate webhook secret
                </>
              }
              title={`Rotate the webhook secret of “${k.label}”?`}
              description="A new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours, so your receiver can switch over."
              action="Rotate secret"
              onConfirm={rotate}
            />
          )}
        </div>
        <p className="test-result" role="status" data-testid="webhook-test-result">
          {typeof test === 'string'
            ? test
            : test
              ? test.delivered
                ? `Delivered: HTTP ${test.httpStatus} in ${test.latencyMs} ms`
                : `Not delivered${test.httpStatus ? `: HTTP ${test.httpStatus}` : ''} — ${test.error?.message ?? ''}`
              : ''}
        </p>
      </form>
      <WebhookLog keyId={k.id} keyLabel={k.label} />
    </div>
  );
}
