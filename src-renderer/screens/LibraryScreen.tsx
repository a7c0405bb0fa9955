// Every asset of the workspace, from the service: searchable, filterable, playable offline,
// with provenance, export and "make another like this".
import { useCallback, useEffect, useState } from 'react';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/errors.ts';
import type { AssetQuery, Prefill } from '../store/library-slice.ts';
import { AssetCard } from './LibraryAssetCard.tsx';
import type { LibraryAsset } from '../api/shapes.ts';
import { go } from '../app/routes.ts';

const PAGE = 50;

export function LibraryScreen() {
  const setPrefill = useStudio((s) => s.setPrefill);
  const onMakeAnother = (prefill: Prefill) => {
    setPrefill(prefill);
    const tool = prefill.tool;
    go(tool === 'generate-tts' ? 'speech' : tool === 'generate-narration' ? 'script' : tool === 'design-voice' ? 'design' : 'video');
  };
  const store = useStudioStore();
  const ready = useStudio((s) => !!s.connection?.sessionToken);
  // New outputs land in the library: reload when the number of completed tasks changes.
  const completed = useStudio((s) => Object.values(s.tasks).filter((t) => t.status === 'COMPLETED').length);
  const [kind, setKind] = useState<NonNullable<AssetQuery['kind']>>('');
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const [assets, setAssets] = useState<LibraryAsset[]>([]);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  // The listing asked for now, and the one the shown assets answer: loading while they differ.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestKey = `${kind}|${q}|${completed}`;
  const loading = loadedKey !== requestKey;

  useEffect(() => {
    const id = setTimeout(() => setQ(query.trim()), 250);
    return () => clearTimeout(id);
  }, [query]);

  const load = useCallback((before: string | null) => store.getState().listAssets({ kind, q, before, limit: PAGE }), [store, kind, q]);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    load(null).then(
      (d) => {
        if (!live) return;
        setAssets(d.assets);
        setNextBefore(d.nextBefore);
        setError(null);
        setLoadedKey(requestKey);
        if (q || kind)
          store
            .getState()
            .announce(
              `${d.assets.length}${d.nextBefore ? '+' : ''} ${d.assets.length === 1 && !d.nextBefore ? 'asset matches' : 'assets match'}`,
            );
      },
      (e) => live && (setError(messageOf(e)), setLoadedKey(requestKey)),
    );
    return () => {
      live = false;
    };
  }, [ready, load, completed, q, kind, store, requestKey]);

  async function more() {
    try {
      const d = await load(nextBefore);
      setAssets((a) => [...a, ...d.assets]);
      setNextBefore(d.nextBefore);
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <section aria-labelledby="library-heading" className="screen">
      <h2 id="library-heading">Library</h2>
      <div className="row" role="search" aria-label="Library">
        <div className="field">
          <label htmlFor="lib-kind">Kind</label>
          <select id="lib-kind" value={kind} onChange={(e) => setKind(e.target.value as AssetQuery['kind'] & string)}>
            <option value="">All</option>
            <option value="audio">Audio</option>
            <option value="image">Images</option>
            <option value="video">Video</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="lib-search">Search</label>
          <input
            id="lib-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby="lib-search-hint"
          />
          <small id="lib-search-hint" className="hint">
            File names and generation parameters (text, prompt, voice…)
          </small>
        </div>
      </div>
      {error && (
        <p role="alert" className="error">
          Could not load the library: {error}
        </p>
      )}
      {loading && assets.length === 0 ? (
        <p>Loading the library…</p>
      ) : assets.length === 0 ? (
        <p data-testid="library-empty">{q || kind ? 'Nothing matches.' : 'Nothing here yet: record, generate or upload something.'}</p>
      ) : (
        <ul className="library" aria-label="Assets" aria-busy={loading}>
          {assets.map((a) => (
            <AssetCard key={a.assetId} asset={a} onMakeAnother={onMakeAnother} />
          ))}
        </ul>
      )}
      {nextBefore && (
        <button type="button" className="small" onClick={() => void more()}>
          Load more
        </button>
      )}
    </section>
  );
}
