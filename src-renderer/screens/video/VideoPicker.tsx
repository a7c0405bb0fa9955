// Picks a video from the service's library (every key's videos, in any browser), shown by its
// poster frame and what it shows (the prompt that made it), not by an id.
import { useState } from 'react';
import { clock, when } from '../../ui/time.ts';
import { useLibraryVideos } from '../make/library-rows.ts';
import { madeByOf, titleOf, type LibraryRow as Row } from '../../ui/asset-text.ts';

function Poster({ row }: { row: Row }) {
  if (row.posterUrl) return <img className="poster" src={row.posterUrl} alt="" loading="lazy" />;
  // Until the service makes poster frames: the video's first frame, fetched as metadata only.
  return <video className="poster" src={`${row.url}#t=0.1`} preload="metadata" muted aria-hidden="true" tabIndex={-1} />;
}

export function VideoPicker({
  name,
  legend,
  value,
  onChange,
  extra,
}: {
  /** The radio group's name (one per picker on a page). */
  name: string;
  legend: string;
  value: string;
  onChange(assetId: string, title: string): void;
  /** A video not in the list (an upload or a prefilled id) shown first. */
  extra?: { assetId: string; title: string } | null;
}) {
  const [q, setQ] = useState('');
  const { rows, total, loading, error } = useLibraryVideos(q);
  const shown = extra && !rows.some((r) => r.assetId === extra.assetId) ? extra : null;
  return (
    <fieldset className="video-picker" data-testid={`picker-${name}`}>
      <legend>{legend}</legend>
      <div className="row picker-search">
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search by prompt, title or voice"
          aria-label={`Search ${legend.toLowerCase()}`}
        />
        {total > rows.length && (
          <span className="muted" data-testid={`picker-${name}-count`}>
            The newest {rows.length} of {total.toLocaleString()}; search to find the others.
          </span>
        )}
      </div>
      {loading && <p className="muted">Loading the library’s videos…</p>}
      {error && <p className="error">Could not list the videos: {error.message}</p>}
      {!loading && !error && rows.length === 0 && !shown && (
        <p className="muted">
          {q.trim() ? 'No video matches.' : 'No video in the library yet: make one with Text to video, or upload one.'}
        </p>
      )}
      <ul className="picker-grid">
        {shown && (
          <li>
            <label className="picker-card">
              <input type="radio" name={name} checked={value === shown.assetId} onChange={() => onChange(shown.assetId, shown.title)} />
              <span className="poster placeholder" aria-hidden="true" />
              <span className="picker-title">{shown.title}</span>
            </label>
          </li>
        )}
        {rows.map((row) => {
          const title = titleOf(row);
          return (
            <li key={row.assetId}>
              <label className="picker-card" data-asset-id={row.assetId}>
                <input
                  type="radio"
                  name={name}
                  value={row.assetId}
                  checked={value === row.assetId}
                  onChange={() => onChange(row.assetId, title)}
                />
                <Poster row={row} />
                <span className="picker-title">{title}</span>
                <span className="picker-meta muted">
                  {row.durationSeconds ? `${clock(row.durationSeconds)} · ` : ''}
                  {madeByOf(row)} · {when(row.createdAt)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
