// Managing one key: label, webhook URL and credit cap; rotating the webhook secret; the delivery log.
import { useState } from 'react';
import { useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import { Field } from '../components.tsx';
import { WebhookLog } from './WebhookLog.tsx';
import type { ApiKeyView, KeyPatch } from '../api/shapes.ts';

export function KeyManage({ k, onSecret }: { k: ApiKeyView; onSecret(label: string, secret: string): void }) {
  const store = useStudioStore();
  const [label, setLabel] = useState(k.label);
  const [url, setUrl] = useState(k.webhookUrl ?? '');
  const [limit, setLimit] = useState(k.creditLimit === null ? '' : String(k.creditLimit));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const p = `key-${k.id}`;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setSaved(null);
    const body: KeyPatch = {};
    if (label.trim() !== k.label) body.label = label.trim();
    if ((url.trim() || null) !== k.webhookUrl) body.webhookUrl = url.trim() || null;
    const cap = limit.trim() === '' ? null : Number(limit);
    if (cap !== k.creditLimit) body.creditLimit = cap;
    if (!Object.keys(body).length) return setSaved('Nothing changed');
    try {
      const res = await store.getState().updateKey(k.id, body);
      if (res.webhookSecret) onSecret(res.apiKey.label, res.webhookSecret);
      setSaved('Saved');
    } catch (err) {
      setError(messageOf(err));
    }
  }

  async function rotate() {
    if (!window.confirm(`Rotate the webhook secret of “${k.label}”? The old secret keeps signing beside the new one for 24 hours.`)) return;
    setError(null);
    try {
      const res = await store.getState().rotateWebhookSecret(k.id);
      onSecret(k.label, res.webhookSecret);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <div className="key-manage" data-testid="key-manage">
      <form onSubmit={(e) => void save(e)} aria-label={`Settings of ${k.label}`} className="row">
        <Field id={`${p}-label`} label="Label">
          <input id={`${p}-label`} required maxLength={100} value={label} onChange={(e) => setLabel(e.target.value)} />
        </Field>
        <Field id={`${p}-url`} label="Webhook URL">
          <input id={`${p}-url`} type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="none" />
        </Field>
        <Field id={`${p}-limit`} label="Credit cap">
          <input id={`${p}-limit`} type="number" min={0} value={limit} onChange={(e) => setLimit(e.target.value)} placeholder="no cap" />
        </Field>
        <button type="submit" className="small">
          Save changes
        </button>
        {k.webhookUrl && (
          <button type="button" className="small" onClick={() => void rotate()}>
            Rotate webhook secret
          </button>
        )}
      </form>
      {saved && <p role="status">{saved}</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <p className="muted">
        Credits used {k.creditsUsed}
        {k.creditsHeld ? ` · ${k.creditsHeld} held` : ''}
        {k.creditLimit !== null ? ` of a ${k.creditLimit} cap` : ''}
      </p>
      <WebhookLog keyId={k.id} keyLabel={k.label} />
    </div>
  );
}
