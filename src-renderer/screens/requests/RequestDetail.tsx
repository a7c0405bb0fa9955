// One call in full: when, how long, how many bytes, its error, its task, the bodies kept (when
// capture was on), "Copy as curl" and, for a failed tool call with its body kept, "Re-send".
import { useState } from 'react';
import { RotateCcw, SquareArrowOutUpRight } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { go } from '../../app/navigate.ts';
import { CopyCode } from '../developer/CopyCode.tsx';
import type { ApiKeyView } from '../../api/api-types.ts';
import { curlOf } from './curl.ts';
import { requestLogKey, resendEntry, useRequestDetail } from './queries.ts';
import { calledText, statusClass } from './RequestRow.tsx';
import { CaptureToggle } from './CaptureToggle.tsx';

/** A kept body, pretty-printed when it is whole JSON (a truncated one is shown as it was cut). */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const bytes = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

interface Props {
  id: number;
  apiKeys: ApiKeyView[] | undefined;
  onSelect(id: number): void;
}

export function RequestDetail({ id, apiKeys, onSelect }: Props) {
  const api = useStudio((s) => s.api);
  const base = useStudio((s) => s.settings?.system?.url ?? s.connection?.serviceUrl ?? location.origin);
  const store = useStudioStore();
  const client = useQueryClient();
  const { data: d, error, isPending } = useRequestDetail(id);
  const [sending, setSending] = useState(false);

  if (isPending) return <p className="muted">Loading the call…</p>;
  if (error || !d) return <p role="alert">Could not load the call: {messageOf(error)}</p>;
  const e = d.entry;
  const apiKey = apiKeys?.find((k) => k.id === e.apiKeyId);
  const canResend = e.tool !== null && e.status >= 400 && Boolean(d.bodies?.request) && !d.bodies?.requestTruncated;

  async function resend() {
    setSending(true);
    try {
      const r = await resendEntry(api, e.id);
      await client.invalidateQueries({ queryKey: [...requestLogKey, 'list'] });
      const ok = r.entry.status < 400;
      store.getState().toast({
        tone: ok ? 'success' : 'error',
        title: ok ? `Re-sent: ${r.entry.status}` : `Re-sent, and it failed again: ${r.entry.status}`,
        description: ok ? (r.entry.taskId ? `Task ${r.entry.taskId} was made.` : 'The call worked.') : (r.entry.errorMessage ?? undefined),
      });
      onSelect(r.entry.id);
    } catch (err) {
      store.getState().toast({ tone: 'error', title: 'Could not re-send the call', description: messageOf(err) });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="req-detail-body" data-testid="request-detail">
      <h3 id="req-detail-heading">
        <span className={`req-status req-${statusClass(e.status)}`}>{e.status}</span> {calledText(e)}
      </h3>
      <dl className="facts">
        <dt>Time</dt>
        <dd>{new Date(e.createdAt).toLocaleString()}</dd>
        <dt>Key</dt>
        <dd>{apiKey ? `${apiKey.label} (${apiKey.prefix}…)` : (e.apiKeyId ?? 'none')}</dd>
        <dt>Request</dt>
        <dd>
          <code>
            {e.method} {e.path}
          </code>
          {e.transport === 'mcp' && <span className="muted"> (tool call over MCP)</span>}
        </dd>
        <dt>Route</dt>
        <dd>
          <code>{e.route}</code>
        </dd>
        <dt>Latency</dt>
        <dd>{e.latencyMs} ms</dd>
        <dt>Bytes</dt>
        <dd>
          {bytes(e.bytesIn)} in, {bytes(e.bytesOut)} out
        </dd>
        {e.errorCode && (
          <>
            <dt>Error</dt>
            <dd className="req-error" data-testid="request-error">
              <code>{e.errorCode}</code>: {e.errorMessage}
            </dd>
          </>
        )}
        {e.taskId && (
          <>
            <dt>Task</dt>
            <dd>
              <button type="button" className="req-link" onClick={() => go('activity', { task: e.taskId! })}>
                {e.taskId} <SquareArrowOutUpRight size={13} aria-hidden={true} />
              </button>
            </dd>
          </>
        )}
        {e.resentFrom !== null && (
          <>
            <dt>Re-sent from</dt>
            <dd>
              <button type="button" className="req-link" onClick={() => onSelect(e.resentFrom!)}>
                call #{e.resentFrom}
              </button>
            </dd>
          </>
        )}
      </dl>

      {canResend && (
        <p>
          <button type="button" className="primary" disabled={sending} onClick={() => void resend()} data-testid="resend">
            <RotateCcw size={14} aria-hidden={true} /> {sending ? 'Re-sending…' : 'Re-send as this key'}
          </button>{' '}
          <span className="muted">Runs the same call again with the body kept; it may hold credits like any call.</span>
        </p>
      )}

      <h4>Copy as curl</h4>
      <CopyCode code={curlOf(d, base)} what="curl command" testId="request-curl" />

      <h4>Bodies</h4>
      {d.bodies ? (
        <div className="req-bodies">
          {(['request', 'response'] as const).map((part) => {
            const text = d.bodies![part];
            const cut = part === 'request' ? d.bodies!.requestTruncated : d.bodies!.responseTruncated;
            return (
              <section key={part} aria-label={`${part} body`}>
                <h5>
                  {part === 'request' ? 'Request' : 'Response'}
                  {cut && <span className="muted"> (cut to 8 KB)</span>}
                </h5>
                {text ? (
                  <pre tabIndex={0} className="req-body" data-testid={`request-body-${part}`}>
                    {pretty(text)}
                  </pre>
                ) : (
                  <p className="muted">None kept (no JSON body: files and audio are never kept).</p>
                )}
              </section>
            );
          })}
        </div>
      ) : (
        <p className="muted" data-testid="bodies-off">
          Body capture was off for this key when the call was made: only the call itself was logged.
        </p>
      )}
      {apiKey && <CaptureToggle apiKey={apiKey} />}
    </div>
  );
}
