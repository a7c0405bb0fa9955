// Every asset the studio made or uploaded, with playback and provenance.
import { useState } from 'react';
import { useStudio } from '../studio-context.ts';
import { AssetPlayer } from '../components.tsx';

export function LibraryScreen() {
  const library = useStudio((s) => s.library);
  const [kind, setKind] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const shown = library.filter((i) => (!kind || i.kind === kind) && (!query || i.label.toLowerCase().includes(query.toLowerCase())));
  return (
    <section aria-labelledby="library-heading" className="screen">
      <h2 id="library-heading">Library</h2>
      <div className="row">
        <div className="field">
          <label htmlFor="lib-kind">Kind</label>
          <select id="lib-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">All</option>
            <option value="audio">Audio</option>
            <option value="image">Images</option>
            <option value="video">Video</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="lib-search">Search</label>
          <input id="lib-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </div>
      {shown.length === 0 ? (
        <p>Nothing here yet: record, generate or upload something.</p>
      ) : (
        <ul className="library" aria-label="Assets">
          {shown.map((i) => (
            <li key={i.assetId} data-kind={i.kind} data-asset-id={i.assetId}>
              <div>
                <strong>{i.label}</strong> <span className="muted">{i.kind} · {i.source}{i.tool ? ` by ${i.tool}` : ''} · {new Date(i.createdAt).toLocaleString()}</span>
              </div>
              {open.has(i.assetId) ? (
                <>
                  <AssetPlayer assetId={i.assetId} label={i.label} showFacts />
                  {i.params && (
                    <details>
                      <summary>Parameters</summary>
                      <pre>{JSON.stringify(i.params, null, 2)}</pre>
                    </details>
                  )}
                  {i.taskId && <p className="muted">Task {i.taskId} · made with the studio's key</p>}
                </>
              ) : (
                <button type="button" className="small" onClick={() => setOpen(new Set(open).add(i.assetId))} aria-label={`Open ${i.label}`}>
                  Open
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
