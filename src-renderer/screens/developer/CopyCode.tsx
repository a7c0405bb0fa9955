// A block of code to paste elsewhere, with a copy button.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useStudioStore } from '../../studio-context.ts';

export function CopyCode({ code, what, testId }: { code: string; what: string; testId?: string }) {
  const store = useStudioStore();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      store.getState().announce(`Copied the ${what}`);
    } catch {
      store.getState().announce(`Could not copy the ${what}; select it and press Ctrl+C`);
    }
  }
  return (
    <div className="dev-code">
      {/* Scrollable by keyboard: long lines must be reachable without a mouse. */}
      <pre tabIndex={0} aria-label={what} data-testid={testId}>
        <code>{code}</code>
      </pre>
      <button type="button" className="small" onClick={() => void copy()} aria-label={`Copy the ${what}`}>
        {copied ? <Check size={14} aria-hidden={true} /> : <Copy size={14} aria-hidden={true} />} {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
