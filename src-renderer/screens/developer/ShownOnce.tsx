// A secret the service shows once (a new key, a webhook secret): copy it now or lose it.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useStudioStore } from '../../studio-context.ts';

export interface Secrets {
  label: string;
  key?: string;
  webhookSecret?: string;
}

export function ShownOnce({ secrets, onDone }: { secrets: Secrets; onDone(): void }) {
  return (
    <div className="dev-shown-once" role="region" aria-label="Shown once">
      <p>
        <strong>
          Copy {secrets.key ? 'the key' : 'the secret'} of “{secrets.label}” now.
        </strong>{' '}
        It is shown once: the service keeps only a hash.
      </p>
      {secrets.key && <SecretLine label="API key" value={secrets.key} testId="new-key" />}
      {secrets.webhookSecret && <SecretLine label="Webhook secret" value={secrets.webhookSecret} testId="new-webhook-secret" />}
      <button type="button" className="small" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

function SecretLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const store = useStudioStore();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      store.getState().announce(`${label} copied`);
    } catch {
      store.getState().announce(`Could not copy the ${label.toLowerCase()}; select it and press Ctrl+C`);
    }
  }
  return (
    <div className="dev-secret-line">
      <span className="dev-secret-label">{label}</span>
      <code data-testid={testId}>{value}</code>
      <button type="button" className="small" onClick={() => void copy()} aria-label={`Copy ${label}`}>
        {copied ? <Check size={14} aria-hidden={true} /> : <Copy size={14} aria-hidden={true} />} {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
