// One logged call in the list: status, what was called, by which key, how long it took, when.
// Memoised and cheap (no menu per row): a page of a hundred rows renders in one go.
import { memo } from 'react';
import { toolName } from '../../ui/task-text.ts';
import { recently, when } from '../../ui/time.ts';
import type { RequestLogEntry } from './queries.ts';

/** The class of a status, for its colour: ok, client error, server error. */
export const statusClass = (status: number) => (status >= 500 ? 'server' : status >= 400 ? 'client' : 'ok');

/** What was called, in words: the tool (and MCP) or the route. */
export function calledText(e: RequestLogEntry): string {
  if (e.tool) {
    const name = toolName(e.tool);
    return `${name === e.tool ? e.tool : `${name} (${e.tool})`}${e.transport === 'mcp' ? ' · MCP' : ''}`;
  }
  return `${e.method} ${e.route}`;
}

interface Props {
  entry: RequestLogEntry;
  keyLabel: string;
  index: number;
  selected: boolean;
  onSelect(id: number): void;
  style: React.CSSProperties;
}

export const RequestRow = memo(function RequestRow({ entry: e, keyLabel, index, selected, onSelect, style }: Props) {
  return (
    <div role="listitem" aria-posinset={index + 1} className="req-item" style={style} data-entry-id={e.id} data-status={e.status}>
      <button type="button" className={`req-row${selected ? ' selected' : ''}`} aria-pressed={selected} onClick={() => onSelect(e.id)}>
        <span className={`req-status req-${statusClass(e.status)}`}>{e.status}</span>
        <span className="req-what">
          <span className="req-title">{calledText(e)}</span>
          <span className="req-meta muted">{e.errorCode ? `${e.errorCode}: ${e.errorMessage ?? ''}` : `${e.method} ${e.path}`}</span>
        </span>
        <span className="req-key">{keyLabel}</span>
        <span className="req-latency">{e.latencyMs < 10 ? e.latencyMs.toFixed(1) : Math.round(e.latencyMs)} ms</span>
        <span className="req-date" title={when(e.createdAt)}>
          {recently(e.createdAt)}
        </span>
      </button>
    </div>
  );
});
