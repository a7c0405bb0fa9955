// Webhooks, one key at a time: pick the key, then its URL, test, secret and delivery log.
import { useDraft } from '../../store/drafts.ts';
import { KeyManage } from '../KeyManage.tsx';
import { useApiKeys } from './queries.ts';
import { ShownOnce, type Secrets } from './ShownOnce.tsx';

export function WebhooksTab({ secrets, onSecrets }: { secrets: Secrets | null; onSecrets(s: Secrets | null): void }) {
  const { data: keys } = useApiKeys();
  const live = (keys ?? []).filter((k) => !k.revokedAt);
  const [picked, setPicked] = useDraft('developer', 'webhookKey', '');
  const k = live.find((x) => x.id === picked) ?? live.find((x) => x.webhookUrl) ?? live[0];
  if (keys && !live.length) return <p className="muted">Create a key first: each key has its own webhook.</p>;
  return (
    <div className="dev-webhooks">
      <div className="field dev-key-pick">
        <label htmlFor="webhook-key">Key</label>
        <select id="webhook-key" value={k?.id ?? ''} onChange={(e) => setPicked(e.target.value)}>
          {live.map((x) => (
            <option key={x.id} value={x.id}>
              {x.label}
              {x.webhookUrl ? ` — ${x.webhookUrl}` : ' — no webhook'}
            </option>
          ))}
        </select>
      </div>
      {secrets && <ShownOnce secrets={secrets} onDone={() => onSecrets(null)} />}
      {k && <KeyManage key={`${k.id} ${k.webhookUrl ?? ''}`} k={k} onSecrets={onSecrets} />}
    </div>
  );
}
