// Body capture for one key: off by default; on, the log keeps this key's request and response
// bodies (cut to 8 KB, secret-looking fields redacted, never audio), which may hold what its
// users typed. The warning says so before it is turned on.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { apiKeysKey } from '../developer/queries.ts';
import type { ApiKeyView } from '../../api/api-types.ts';

export function CaptureToggle({ apiKey }: { apiKey: ApiKeyView }) {
  const api = useStudio((s) => s.api);
  const store = useStudioStore();
  const client = useQueryClient();
  const id = useId();
  const [saving, setSaving] = useState(false);
  // The state asked for, shown at once while it is saved (the box must not spring back while the
  // key list is read again).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const on = wanted ?? apiKey.captureBodies;
  const revoked = apiKey.revokedAt !== null;

  async function change(on: boolean) {
    setSaving(true);
    setWanted(on);
    try {
      await api.PATCH('/api/v1/api-keys/{id}', { params: { path: { id: apiKey.id } }, body: { captureBodies: on } });
      await client.invalidateQueries({ queryKey: apiKeysKey });
      store.getState().announce(on ? `Bodies of ${apiKey.label} are kept from now on` : `Bodies of ${apiKey.label} are no longer kept`);
    } catch (e) {
      store.getState().toast({ tone: 'error', title: 'Could not change body capture', description: messageOf(e) });
    } finally {
      setSaving(false);
      setWanted(null);
    }
  }

  return (
    <div className={`req-capture${on ? ' on' : ''}`} data-testid="capture-toggle">
      <div className="req-capture-line">
        <input
          id={`${id}-capture`}
          type="checkbox"
          checked={on}
          disabled={saving || revoked}
          aria-describedby={`${id}-warning`}
          onChange={(e) => void change(e.target.checked)}
        />
        <label htmlFor={`${id}-capture`}>Keep request and response bodies of “{apiKey.label}”</label>
        {saving && <span className="muted">Saving…</span>}
      </div>
      <p id={`${id}-warning`} className="req-warning">
        {on
          ? 'On: new calls keep their bodies, cut to 8 KB, with keys, tokens and passwords redacted and audio never kept. They may still hold what people typed into this app; turn it off when you are done debugging.'
          : 'Off (the default): only the call itself is logged. Turning it on keeps the bodies of new calls (cut to 8 KB, secrets redacted, never audio), which may hold what people typed into this app.'}
      </p>
    </div>
  );
}
