// The workspace's batches, newest first: each opens again with its progress and its results.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useStudio } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import { when } from '../../ui/time.ts';
import { batchListQuery } from './queries.ts';
import { batchName } from './BatchProgress.tsx';

export function PastBatches({ current }: { current: string | null }) {
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const query = useInfiniteQuery({ ...batchListQuery(api), enabled: ready });
  const batches = query.data?.pages.flatMap((p) => p.batches) ?? [];
  return (
    <section className="card batch-past" aria-labelledby="batch-past-heading">
      <h3 id="batch-past-heading">Past batches</h3>
      {query.error && (
        <p role="alert" className="error">
          Could not load the batches: {messageOf(query.error)}
        </p>
      )}
      {query.isPending ? (
        <p className="muted">Loading…</p>
      ) : batches.length === 0 ? (
        <p className="muted" data-testid="batch-past-empty">
          No batches yet.
        </p>
      ) : (
        <ul className="batch-past-list" data-testid="batch-past">
          {batches.map((b) => (
            <li key={b.batchId} className={b.batchId === current ? 'current' : undefined}>
              <a href={`#/batches?batch=${encodeURIComponent(b.batchId)}`} aria-current={b.batchId === current ? 'page' : undefined}>
                <span className="batch-past-name">{batchName(b)}</span>
                <span className="batch-past-meta muted">
                  <span>{b.status === 'RUNNING' ? `${b.progress}%` : b.status === 'COMPLETED' ? 'Finished' : 'Cancelled'}</span>
                  <span>{b.itemCount.toLocaleString()} rows</span>
                  <time dateTime={b.createdAt}>{when(b.createdAt)}</time>
                </span>
              </a>
              <progress max={100} value={b.progress} aria-label={`Progress of ${batchName(b)}`} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button type="button" className="button small" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading…' : 'Older batches'}
        </button>
      )}
    </section>
  );
}
