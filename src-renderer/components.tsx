// Shared pieces: a task's progress, an asset player, a labelled field, prefilling a form.
import { useEffect, useState } from 'react';
import { messageOf } from './api/api-error.ts';
import type { AssetInfo } from './store/library-slice.ts';
import { useStudio, useStudioStore } from './studio-context.ts';
import { AudioClip } from './ui/AudioClip.tsx';
import { describeTask, STATUS_WORDS } from './ui/task-text.ts';
import { TASK_FAILURES, type TaskFailure } from '../src-service/contract/failures.ts';

/** Live status of one task (from the event stream). */
export function TaskProgress({ taskId }: { taskId: string | null }) {
  const task = useStudio((s) => (taskId ? s.tasks[taskId] : undefined));
  if (!taskId || !task) return null;
  const active = task.status === 'PENDING' || task.status === 'PROCESSING';
  const name = describeTask(task);
  const waiting = task.status === 'PENDING' && task.queuePosition ? ` (${task.queuePosition} ahead)` : '';
  return (
    <div className="task-progress" data-status={task.status} role="status">
      <span>
        {name}: <strong className="task-status">{STATUS_WORDS[task.status] ?? task.status}</strong>
        {waiting}
        {active && task.progress ? ` · ${Math.round(task.progress)}%` : ''}
      </span>
      {active && <progress max={100} value={task.progress ?? undefined} aria-label={`Progress of ${name}`} />}
      {task.error && (
        <p className="error">
          {task.error.message}
          {failureAdvice(task.error) ? ` ${failureAdvice(task.error)}` : ''}
        </p>
      )}
    </div>
  );
}

/** What to do about a failed task, from the declared failure codes (null for one the studio does not know). */
export function failureAdvice(error: TaskFailure | null): string | null {
  return (error && Object.hasOwn(TASK_FAILURES, error.code) && TASK_FAILURES[error.code].action) || null;
}

/** Shows an asset: audio as a clip played through the studio's player, video and images from their signed URL; with a download link. */
export function AssetPlayer({
  assetId,
  label,
  origin = 'Studio',
  showFacts = false,
}: {
  assetId: string;
  label: string;
  /** The screen showing it (the player says where it was played from). */
  origin?: string;
  showFacts?: boolean;
}) {
  const assetInfo = useStudio((s) => s.assetInfo);
  const [info, setInfo] = useState<AssetInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    assetInfo(assetId).then(
      (i) => live && setInfo(i),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [assetId, assetInfo]);
  if (error)
    return (
      <p className="error">
        Could not load {label}: {error}
      </p>
    );
  if (!info) return <p>Loading {label}…</p>;
  const kind = info.kind ?? info.mimeType.split('/')[0];
  return (
    <figure className="asset" data-asset-id={assetId}>
      {kind === 'audio' && <AudioClip assetId={assetId} title={label} origin={origin} />}
      {kind === 'video' && <video controls src={info.url} aria-label={label} preload="metadata" width={320} />}
      {kind === 'image' && <img src={info.url} alt={label} width={160} />}
      <figcaption>
        <a href={info.url} download={info.fileName ?? assetId}>
          Download {label}
        </a>
        {info.engine === 'sandbox' && (
          <span className="badge" title="Made offline by the sandbox engine">
            {' '}
            sandbox
          </span>
        )}
        {showFacts && (
          <span className="facts-inline">
            {' '}
            · {info.mimeType} · {(info.bytes / 1024).toFixed(0)} KB
            {info.durationSeconds ? ` · ${info.durationSeconds.toFixed(1)} s` : ''}
            {info.sampleRate ? ` · ${info.sampleRate} Hz` : ''}
            {info.width ? ` · ${info.width}×${info.height}` : ''}
            {info.origin ? ` · ${info.origin}` : ''}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** A labelled form row. */
export function Field({ id, label, hint, children }: { id: string; label: string; hint?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
    </div>
  );
}

/** A labelled drop-down of plain text options (the value is the option's text). */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </Field>
  );
}

/**
 * Applies the studio's pending "make another like this" parameters once, on mount, when they
 * are for one of `tools`; then clears them and announces it.
 */
export function usePrefill(tools: string[], apply: (params: Record<string, unknown>, tool: string) => void): void {
  const store = useStudioStore();
  useEffect(() => {
    const p = store.getState().prefill;
    if (!p || !tools.includes(p.tool)) return;
    store.getState().setPrefill(null);
    apply(p.params, p.tool);
    store.getState().announce('Form filled in from the library item; change what you like and submit');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
}

/** A string parameter, or the fallback. */
export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}
