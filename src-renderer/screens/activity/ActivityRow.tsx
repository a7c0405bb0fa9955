// One task of the Activity list: what it was asked, who asked, what it costs, how far it is,
// and its output. Memoised: a batch re-renders only the rows whose task changed.
import { memo } from 'react';
import { ArrowUpToLine, Ban, FolderOpen, Play, RotateCcw } from 'lucide-react';
import type { TaskRecord } from '../../api/api-types.ts';
import { STATUS_WORDS, askedOf, excerpt, toolName } from '../../ui/task-text.ts';
import { when } from '../../ui/time.ts';
import { failureAdvice } from '../../components.tsx';

export type TaskAction = 'play' | 'open' | 'cancel' | 'retry' | 'front';

/** What the task was asked, from its brief (the listing and the events carry it) or its parameters. */
export function askedText(t: TaskRecord): string {
  const asked = t.brief?.text ?? t.brief?.prompt ?? askedOf(t.params as Record<string, unknown> | undefined);
  return asked ? `${toolName(t.tool)}: “${excerpt(asked, 80)}”` : toolName(t.tool);
}

/** Who asked: the app's key label, or the studio (and its screen when it said). */
function askedBy(t: TaskRecord): string {
  if (t.apiKeyId) return t.keyLabel ?? 'An app';
  return t.brief?.workerId ? `Studio · ${t.brief.workerId}` : 'Studio';
}

/** Credits in words: held while it runs, charged when done, refunded when it failed or was cancelled. */
function cost(t: TaskRecord): string {
  if (t.status === 'COMPLETED') return `${t.chargedCredits} charged`;
  if (t.status === 'PENDING' || t.status === 'PROCESSING') return `${t.estimatedCredits} held`;
  return `${t.refundedCredits} refunded`;
}

const running = (t: TaskRecord) => t.status === 'PENDING' || t.status === 'PROCESSING';
const opensInScript = (t: TaskRecord) => t.tool === 'generate-narration' || t.tool === 'regenerate-segment';

interface Props {
  task: TaskRecord;
  index: number;
  total: number;
  highlighted: boolean;
  /** Ticked for "Cancel selected" (only tasks not yet ended can be). */
  selected: boolean;
  onAction(action: TaskAction, task: TaskRecord): void;
  onSelect(task: TaskRecord, selected: boolean): void;
  style: React.CSSProperties;
}

export const ActivityRow = memo(function ActivityRow({ task: t, index, total, highlighted, selected, onAction, onSelect, style }: Props) {
  const name = `${askedText(t)}, ${when(t.createdAt)}`;
  // A waiting task in a paused lane says so where its state is read.
  const paused = t.status === 'PENDING' && t.paused === true;
  const status = paused ? 'Paused' : (STATUS_WORDS[t.status] ?? t.status);
  const output = t.output.assetIds[0];
  const voice = t.brief?.voiceName ?? t.brief?.voiceId;
  const advice = t.status === 'FAILED' ? failureAdvice(t.error) : null;
  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={total}
      className={`act-row${highlighted ? ' highlighted' : ''}`}
      data-task-id={t.taskId}
      data-status={t.status}
      style={style}
    >
      {running(t) ? (
        <input type="checkbox" checked={selected} onChange={(e) => onSelect(t, e.target.checked)} aria-label={`Select ${name}`} />
      ) : (
        <span />
      )}
      <span
        className={`status-word status-${paused ? 'paused' : t.status.toLowerCase()}`}
        data-testid={paused ? 'queue-paused' : undefined}
      >
        {status}
      </span>
      <div className="act-what">
        <span className="act-title" title={askedText(t)}>
          {askedText(t)}
        </span>
        <span className="act-meta muted">
          <span>{askedBy(t)}</span>
          {voice && <span>{voice}</span>}
          {t.brief?.model && <span>{t.brief.model}</span>}
          {t.status === 'PENDING' && t.queuePosition !== undefined && (
            <span data-testid="queue-position">{t.queuePosition === 0 ? 'next in the queue' : `#${t.queuePosition + 1} in the queue`}</span>
          )}
          {t.error && (
            <span className="error" data-testid="failure-advice" title={advice ? `What to do: ${advice}` : undefined}>
              {t.error.message}
            </span>
          )}
        </span>
      </div>
      {/* Waiting shows as an indeterminate bar; a paused wait is still, at 0. */}
      <progress
        max={100}
        value={t.status === 'COMPLETED' ? 100 : t.status === 'PROCESSING' ? (t.progress ?? 0) : running(t) && !paused ? undefined : 0}
        aria-label={`Progress of ${name}`}
      />
      <span className="act-cost muted">{cost(t)}</span>
      <time className="act-date muted" dateTime={t.createdAt}>
        {when(t.createdAt)}
      </time>
      <span className="act-actions">
        {t.status === 'COMPLETED' && output && !opensInScript(t) && !t.output.voiceId && (
          <button type="button" className="icon-button" onClick={() => onAction('play', t)} aria-label={`Play the result of ${name}`}>
            <Play size={16} aria-hidden="true" />
          </button>
        )}
        {t.status === 'COMPLETED' && opensInScript(t) && output && (
          <button type="button" className="icon-button" onClick={() => onAction('open', t)} aria-label={`Open ${name} in Script`}>
            <FolderOpen size={16} aria-hidden="true" />
          </button>
        )}
        {t.status === 'PENDING' && t.queuePosition !== 0 && (
          <button type="button" className="icon-button" onClick={() => onAction('front', t)} aria-label={`Move ${name} to the front`}>
            <ArrowUpToLine size={16} aria-hidden="true" />
          </button>
        )}
        {running(t) && (
          <button type="button" className="icon-button" onClick={() => onAction('cancel', t)} aria-label={`Cancel ${name}`}>
            <Ban size={16} aria-hidden="true" />
          </button>
        )}
        {(t.status === 'FAILED' || t.status === 'CANCELLED') && t.params !== undefined && (
          <button type="button" className="icon-button" onClick={() => onAction('retry', t)} aria-label={`Retry ${name}`}>
            <RotateCcw size={16} aria-hidden="true" />
          </button>
        )}
      </span>
    </div>
  );
});
