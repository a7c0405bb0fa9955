// What this screen made lately (from the service's library, so it survives navigation, reloads
// and other browsers): each as a clip through the studio's player, or a video with its poster.
import { AudioClip } from '../../ui/AudioClip.tsx';
import { when } from '../../ui/time.ts';
import { useRecent } from './library-rows.ts';
import { madeByOf, titleOf, type LibraryRow as Row } from '../../ui/asset-text.ts';

function RecentRow({ row, origin }: { row: Row; origin: string }) {
  const title = titleOf(row);
  return (
    <li className="recent-item" data-asset-id={row.assetId}>
      {row.kind === 'audio' ? (
        <AudioClip assetId={row.assetId} title={`${origin}: ${title}`} origin={origin} height={40} />
      ) : row.kind === 'video' ? (
        <video controls preload="metadata" src={row.url} poster={row.posterUrl} aria-label={`Video: ${title}`} className="recent-video" />
      ) : null}
      <p className="recent-caption">
        <span className="recent-title">{title}</span>
        <span className="muted">
          {' · '}
          {[row.voiceName, madeByOf(row), when(row.createdAt)].filter(Boolean).join(' · ')}
        </span>
      </p>
    </li>
  );
}

export function RecentResults({
  tool,
  kind,
  origin,
  heading = 'Recent results',
}: {
  tool: string;
  kind: 'audio' | 'video';
  origin: string;
  heading?: string;
}) {
  const { rows, loading } = useRecent(tool, kind);
  const id = `recent-${tool}`;
  return (
    <section className="recent card" aria-labelledby={id} data-testid={`recent-${tool}`}>
      <h3 id={id}>{heading}</h3>
      {loading ? (
        <p className="muted">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="muted">Nothing made here yet. What you make appears here and in the Library.</p>
      ) : (
        <ul className="recent-list">
          {rows.map((r) => (
            <RecentRow key={r.assetId} row={r} origin={origin} />
          ))}
        </ul>
      )}
    </section>
  );
}
