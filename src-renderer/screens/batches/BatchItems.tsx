// A batch's rows as they run: status, file name with what the row says and in which voice,
// credits, the error of a failed one, and for a finished one a play button (through the app's
// player) beside its waveform. Read page by page as the list
// scrolls; task events patch the loaded pages in place, so nothing is polled.
import { memo, useEffect, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { messageOf } from '../../api/api-error.ts';
import type { BatchItem } from '../../api/api-types.ts';
import { STATUS_WORDS } from '../../ui/task-text.ts';
import { WaveThumb } from '../../ui/WaveThumb.tsx';
import { batchItemsKey, batchItemsQuery, patchItems } from './queries.ts';
import { usePagedList } from '../../ui/use-paged-list.ts';

const ROW_HEIGHT = 44;
const PREFETCH_ROWS = 40;

function credits(i: BatchItem): string {
  if (i.status === 'COMPLETED') return `${i.chargedCredits} charged`;
  if (i.status === 'FAILED' || i.status === 'CANCELLED') return `${i.refundedCredits} refunded`;
  return `${i.estimatedCredits} held`;
}

const ItemRow = memo(function ItemRow({
  item,
  index,
  total,
  batchLabel,
  style,
}: {
  item: BatchItem;
  index: number;
  total: number;
  batchLabel: string;
  style: React.CSSProperties;
}) {
  const store = useStudioStore();
  const asset = item.status === 'COMPLETED' ? item.assetIds[0] : undefined;
  const playing = useStudio((s) => Boolean(asset) && s.playing && s.nowPlaying?.assetId === asset);
  const name = item.fileName ?? `Row ${item.row}`;
  const voice = item.brief?.voiceName ?? item.brief?.voiceId;
  // The voice first: a long text is cut at the end, the voice must stay readable.
  const said = [voice, item.brief?.text ?? item.brief?.prompt].filter(Boolean).join(' · ');
  const title = `${batchLabel}: ${name}`;
  const toggle = () => {
    const s = store.getState();
    if (s.nowPlaying?.assetId === asset) s.togglePlay();
    else if (asset) void s.play({ assetId: asset, title, origin: 'Batches' });
  };
  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={total}
      className="batch-item"
      data-row={item.row}
      data-status={item.status}
      style={style}
    >
      <span className="batch-item-play">
        {asset && (
          <button
            type="button"
            className="play-button small"
            onClick={toggle}
            aria-label={`${playing ? 'Pause' : 'Play'} row ${item.row}, ${name}`}
          >
            {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
          </button>
        )}
      </span>
      <span className="batch-item-row muted">{item.row}</span>
      <span className="batch-item-name" title={said ? `${name}: ${said}` : name}>
        <span className="batch-item-file">{name}</span>
        {item.error ? (
          <span className="error batch-item-error">{item.error.message}</span>
        ) : (
          said && <span className="muted batch-item-said">{said}</span>
        )}
      </span>
      <span className="batch-item-wave">{item.waveform && <WaveThumb levels={item.waveform} />}</span>
      <span className={`status-word status-${item.status.toLowerCase()}`}>{STATUS_WORDS[item.status] ?? item.status}</span>
      <span className="muted batch-item-credits">{credits(item)}</span>
    </div>
  );
});

export function BatchItems({
  batchId,
  itemCount,
  label,
  running,
}: {
  batchId: string;
  itemCount: number;
  label: string;
  running: boolean;
}) {
  const store = useStudioStore();
  const client = useQueryClient();
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const query = useInfiniteQuery({ ...batchItemsQuery(api, batchId), enabled: ready });
  // Task events of this batch patch its loaded rows (one cache write per batch of events).
  useEffect(() => store.getState().onTaskBatch((entries) => patchItems(client, batchId, entries)), [store, client, batchId]);
  // Task events carry no waveforms (they are drawn moments after each file is made): once the
  // batch has ended, its loaded rows are read once more to show them.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: batchItemsKey(batchId) });
    wasRunning.current = running;
  }, [running, client, batchId]);

  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const { scroller, virtual, items } = usePagedList({
    rows,
    keyOf: (r) => r.row,
    rowHeight: ROW_HEIGHT,
    pages: query,
    prefetchRows: PREFETCH_ROWS,
  });

  if (query.error)
    return (
      <p role="alert" className="error">
        Could not load the rows: {messageOf(query.error)}
      </p>
    );
  return (
    <div ref={scroller} className="batch-items-scroll" data-testid="batch-items">
      <div role="list" aria-label="Rows of the batch" className="batch-items" style={{ height: virtual.getTotalSize() }}>
        {items.map((v) => (
          <ItemRow
            key={v.key}
            item={rows[v.index]}
            index={v.index}
            total={itemCount}
            batchLabel={label}
            style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT }}
          />
        ))}
      </div>
      {query.isPending && <p className="muted">Loading the rows…</p>}
    </div>
  );
}
