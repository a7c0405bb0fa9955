// Every task of the workspace, paged from the service and virtualized. Task events patch the
// loaded pages in place (api/query.ts): new tasks go on top, changed ones update where they
// are, with one render per batch of events rather than one per event.
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { useDraft } from '../store/drafts.ts';
import { go, routeParams } from '../app/navigate.ts';
import type { TaskFilter } from '../api/live-pages.ts';
import { activityListing, EMPTY_TASK_FILTER } from '../api/listings.ts';
import type { SubmitTool, TaskRecord, ToolDraft } from '../api/api-types.ts';
import { ActivityRow, askedText, type TaskAction } from './activity/ActivityRow.tsx';
import { QueueBar } from './activity/QueueBar.tsx';
import { CancelKeyTasks, SelectionBar } from './activity/CancelControls.tsx';
import { moveToFront } from './activity/queue-actions.ts';
import '../styles/activity.css';
import { usePagedList } from '../ui/use-paged-list.ts';

const ROW_HEIGHT = 56;

const STATUSES: Array<[string, string]> = [
  ['', 'Any'],
  ['PENDING,PROCESSING', 'Running or waiting'],
  ['COMPLETED', 'Done'],
  ['FAILED', 'Failed'],
  ['CANCELLED', 'Cancelled'],
];

export function ActivityScreen() {
  const store = useStudioStore();
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const client = useQueryClient();
  const [filter, setFilter] = useDraft<TaskFilter>('activity', 'filter', EMPTY_TASK_FILTER);
  // Ticked tasks, with the credits held for each (what "Cancel selected" refunds).
  const [selected, setSelected] = useState<ReadonlyMap<string, number>>(() => new Map());
  const onSelect = useCallback((t: TaskRecord, on: boolean) => {
    setSelected((old) => {
      const next = new Map(old);
      if (on) next.set(t.taskId, t.estimatedCredits);
      else next.delete(t.taskId);
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Map()), []);
  const [wanted, setWanted] = useState(() => routeParams().get('task'));
  useEffect(() => {
    const read = () => setWanted(routeParams().get('task'));
    addEventListener('hashchange', read);
    return () => removeEventListener('hashchange', read);
  }, []);

  const query = useInfiniteQuery({ ...activityListing(api, filter), enabled: ready });
  const { data: apps } = useQuery({
    queryKey: ['keys', 'list'],
    queryFn: async () => (await api.GET('/api/v1/api-keys')).data,
    enabled: ready,
  });
  const liveRows = useMemo(() => query.data?.pages.flatMap((p) => p.tasks) ?? [], [query.data]);
  // A batch of events renders in a transition (time-sliced), never as one long frame.
  const rows = useDeferredValue(liveRows);
  const total = useDeferredValue(query.data?.pages[0]?.total ?? 0);

  const { scroller, virtual, items } = usePagedList({ rows, keyOf: (t) => t.taskId, rowHeight: ROW_HEIGHT, pages: query });

  // `#/activity?task=…`: scroll to that task once it is loaded.
  const wantedIndex = wanted ? rows.findIndex((t) => t.taskId === wanted) : -1;
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (wantedIndex < 0 || scrolledTo.current === wanted) return;
    scrolledTo.current = wanted;
    virtual.scrollToIndex(wantedIndex, { align: 'center' });
  }, [wantedIndex, wanted, virtual]);

  const onAction = useCallback(
    (action: TaskAction, t: TaskRecord) => {
      const s = store.getState();
      const fail = (e: unknown) => s.toast({ tone: 'error', title: `Could not ${action} ${askedText(t)}`, description: messageOf(e) });
      const output = t.output.assetIds[0];
      if (action === 'play' && output) void s.play({ assetId: output, title: askedText(t), origin: 'Activity' });
      else if (action === 'open' && output) go('script', { asset: output });
      else if (action === 'cancel') void s.cancelTask(t.taskId).catch(fail);
      else if (action === 'front')
        void moveToFront(s.api, client, t.taskId)
          .then(() => s.announce(`${askedText(t)} moved to the front of the queue`))
          .catch(fail);
      else if (action === 'retry') {
        // The listing carries the parameters it was sent with, whichever screen or app sent it.
        const known = s.tasks[t.taskId];
        const retried = known?.params
          ? s.retry(t.taskId)
          : s.submit(t.tool as SubmitTool, t.params as ToolDraft<SubmitTool>, `${askedText(t)} (retry)`);
        void retried.catch(fail);
      }
    },
    [store, client],
  );

  const set = <K extends keyof TaskFilter>(k: K, v: TaskFilter[K]) => setFilter({ ...filter, [k]: v });
  const keyLabel = filter.apiKeyId === 'studio' ? 'the studio' : apps?.find((k) => k.id === filter.apiKeyId)?.label;
  return (
    <section aria-labelledby="activity-heading" className="screen activity-screen">
      <div className="screen-head">
        <h2 id="activity-heading">Activity</h2>
        <p className="muted" data-testid="activity-total" aria-live="polite">
          {query.isPending ? 'Loading…' : `${total.toLocaleString()} ${total === 1 ? 'task' : 'tasks'}`}
        </p>
      </div>
      <p className="hint">
        Every task of this workspace, from the studio and from apps; a failed or cancelled one can be retried with what it was sent.
      </p>
      <div className="act-filters" role="search" aria-label="Filter the tasks">
        <div className="field">
          <label htmlFor="act-status">Status</label>
          <select id="act-status" value={filter.status} onChange={(e) => set('status', e.target.value)}>
            {STATUSES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="act-app">Asked by</label>
          <select id="act-app" value={filter.apiKeyId} onChange={(e) => set('apiKeyId', e.target.value)}>
            <option value="">Anyone</option>
            <option value="studio">The studio</option>
            {apps?.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        {filter.apiKeyId && keyLabel && <CancelKeyTasks apiKeyId={filter.apiKeyId} label={keyLabel} />}
      </div>
      <QueueBar />
      {selected.size > 0 && <SelectionBar selected={selected} onClear={clearSelection} />}
      {query.error && (
        <p role="alert" className="error">
          Could not load the tasks: {messageOf(query.error)}
        </p>
      )}
      {!query.isPending && rows.length === 0 ? (
        <p data-testid="activity-empty">{filter.status || filter.apiKeyId ? 'No task matches.' : 'No tasks yet.'}</p>
      ) : (
        <div ref={scroller} className="act-scroll" data-testid="activity-scroll">
          <div role="list" aria-label="Tasks, newest first" className="act-list" style={{ height: virtual.getTotalSize() }}>
            {items.map((v) => (
              <ActivityRow
                key={v.key}
                task={rows[v.index]}
                index={v.index}
                total={total}
                highlighted={rows[v.index].taskId === wanted}
                selected={selected.has(rows[v.index].taskId)}
                onAction={onAction}
                onSelect={onSelect}
                style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT }}
              />
            ))}
          </div>
          {query.isFetchingNextPage && <p className="muted act-more">Loading more…</p>}
        </div>
      )}
    </section>
  );
}
