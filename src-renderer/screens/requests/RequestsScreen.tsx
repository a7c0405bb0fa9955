// Requests: every call apps made with their API keys, newest first, like a payment API's
// request log. Filters (key, status class, call, error code) narrow the server's listing; the
// list is virtualized and paged as it scrolls; the pane beside it shows one call in full.
// Nothing polls: the list is read when opened, when a filter changes, and on "Refresh".
import { useCallback, useMemo } from 'react';
import { RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDraft } from '../../store/drafts.ts';
import { messageOf } from '../../api/api-error.ts';
import { TOOL_NAMES } from '../../ui/task-text.ts';
import { useApiKeys } from '../developer/queries.ts';
import { EMPTY_FILTER, requestLogKey, useRequestLog, type RequestFilter } from './queries.ts';
import { RequestRow } from './RequestRow.tsx';
import { RequestDetail } from './RequestDetail.tsx';
import { CaptureToggle } from './CaptureToggle.tsx';
import '../../styles/requests.css';
import { usePagedList } from '../../ui/use-paged-list.ts';

const ROW_HEIGHT = 52;

/** Tools an app calls besides the generation tools the task words name. */
const QUERY_TOOLS = ['list-voices', 'get-task-status', 'wait-for-task', 'cancel-task', 'get-asset', 'download-asset'];

const STATUSES: Array<[string, string]> = [
  ['', 'Any'],
  ['2xx', 'Worked (2xx)'],
  ['4xx', 'Refused (4xx)'],
  ['5xx', 'Failed (5xx)'],
];

export function RequestsScreen() {
  const [filter, setFilter] = useDraft<RequestFilter>('requests', 'filter', EMPTY_FILTER);
  const [selected, setSelected] = useDraft<number | null>('requests', 'selected', null);
  const client = useQueryClient();
  const { data: apiKeys } = useApiKeys();
  const query = useRequestLog(filter);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const labels = useMemo(() => new Map((apiKeys ?? []).map((k) => [k.id, k.label])), [apiKeys]);
  const chosenKey = apiKeys?.find((k) => k.id === filter.apiKeyId);

  const { scroller, virtual, items } = usePagedList({ rows, keyOf: (r) => r.id, rowHeight: ROW_HEIGHT, pages: query });

  const onSelect = useCallback((id: number) => setSelected(id), [setSelected]);
  const set = <K extends keyof RequestFilter>(k: K, v: RequestFilter[K]) => setFilter({ ...filter, [k]: v });
  const filtered = Boolean(filter.apiKeyId || filter.status || filter.call || filter.errorCode);

  return (
    <section aria-labelledby="requests-heading" className="screen requests-screen">
      <div className="screen-head">
        <h2 id="requests-heading">Requests</h2>
        <button
          type="button"
          className="small"
          onClick={() => void client.invalidateQueries({ queryKey: [...requestLogKey, 'list'] })}
          disabled={query.isFetching}
        >
          <RefreshCw size={14} aria-hidden={true} /> {query.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <p className="hint">
        Every call your apps made with their API keys (REST and MCP tool calls): status, latency, errors and bytes. Keys and secrets are
        never kept; bodies only for keys with body capture on.
      </p>
      <div className="req-filters" role="search" aria-label="Filter the calls">
        <div className="field">
          <label htmlFor="req-key">Key</label>
          <select id="req-key" value={filter.apiKeyId} onChange={(e) => set('apiKeyId', e.target.value)}>
            <option value="">Every key</option>
            {apiKeys?.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
                {k.revokedAt ? ' (revoked)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="req-status">Status</label>
          <select id="req-status" value={filter.status} onChange={(e) => set('status', e.target.value)}>
            {STATUSES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="req-call">Route or tool</label>
          <select id="req-call" value={filter.call} onChange={(e) => set('call', e.target.value)}>
            <option value="">Any</option>
            <option value="route:mcp">Any tool over MCP</option>
            <option value="route:/api/v1/tools/{name}/execute">Any tool over REST</option>
            {[...Object.keys(TOOL_NAMES), ...QUERY_TOOLS].map((t) => (
              <option key={t} value={`tool:${t}`}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="req-error">Error code</label>
          <input
            id="req-error"
            data-search
            placeholder="e.g. validation_failed"
            value={filter.errorCode}
            onChange={(e) => set('errorCode', e.target.value)}
          />
        </div>
        {filtered && (
          <button type="button" className="small" onClick={() => setFilter(EMPTY_FILTER)}>
            Clear filters
          </button>
        )}
      </div>
      {chosenKey && <CaptureToggle apiKey={chosenKey} />}
      {query.error && (
        <p role="alert" className="error">
          Could not load the calls: {messageOf(query.error)}
        </p>
      )}
      <div className="req-layout">
        <div className="req-list-pane">
          {!query.isPending && rows.length === 0 ? (
            <p data-testid="requests-empty" className="req-empty">
              {filtered ? 'No call matches.' : 'No calls yet: apps appear here once they call the API with a key.'}
            </p>
          ) : (
            <div ref={scroller} className="req-scroll" data-testid="requests-scroll">
              <div role="list" aria-label="Calls, newest first" className="req-list" style={{ height: virtual.getTotalSize() }}>
                {items.map((v) => {
                  const e = rows[v.index];
                  return (
                    <RequestRow
                      key={v.key}
                      entry={e}
                      keyLabel={(e.apiKeyId && labels.get(e.apiKeyId)) || 'Unknown key'}
                      index={v.index}
                      selected={e.id === selected}
                      onSelect={onSelect}
                      style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT }}
                    />
                  );
                })}
              </div>
              {query.isFetchingNextPage && <p className="muted req-more">Loading more…</p>}
            </div>
          )}
        </div>
        <section
          className="req-detail"
          aria-labelledby={selected !== null ? 'req-detail-heading' : undefined}
          aria-label={selected === null ? 'Call details' : undefined}
        >
          {selected !== null ? (
            <RequestDetail key={selected} id={selected} apiKeys={apiKeys} onSelect={onSelect} />
          ) : (
            <p className="muted">Choose a call to see it in full, copy it as curl or re-send it.</p>
          )}
        </section>
      </div>
    </section>
  );
}
