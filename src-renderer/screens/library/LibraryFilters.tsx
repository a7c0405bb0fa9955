// The library's filters: search (also voice names), kind, voice, app, tag, dates, favourites, order.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStudio } from '../../studio-context.ts';
import type { LibraryFilter } from '../../api/live-pages.ts';

const SORTS: Array<[LibraryFilter['sort'], string]> = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['name', 'Name (A–Z)'],
  ['duration', 'Longest first'],
  ['shortest', 'Shortest first'],
];

export function LibraryFilters({ filter, onChange }: { filter: LibraryFilter; onChange(f: LibraryFilter): void }) {
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const voices = useStudio((s) => s.voices);
  const loadVoices = useStudio((s) => s.loadVoices);
  const { data: tags } = useQuery({
    queryKey: ['assets', 'tags'],
    queryFn: async () => (await api.GET('/api/v1/assets/tags')).data.tags,
    enabled: ready,
  });
  const { data: apps } = useQuery({
    queryKey: ['keys', 'list'],
    queryFn: async () => (await api.GET('/api/v1/api-keys')).data,
    enabled: ready,
  });
  useEffect(() => {
    if (ready && voices.length === 0) void loadVoices().catch(() => undefined);
  }, [ready, voices.length, loadVoices]);

  // The search box answers as one types; the listing follows once typing pauses.
  const [text, setText] = useState(filter.q);
  useEffect(() => {
    if (text === filter.q) return;
    const id = setTimeout(() => onChange({ ...filter, q: text }), 250);
    return () => clearTimeout(id);
  }, [text, filter, onChange]);

  const set = <K extends keyof LibraryFilter>(k: K, v: LibraryFilter[K]) => onChange({ ...filter, [k]: v });
  return (
    <div className="lib-filters" role="search" aria-label="Find in the library">
      <div className="field grow">
        <label htmlFor="lib-search">Search</label>
        <input
          id="lib-search"
          type="search"
          data-search
          value={text}
          placeholder="Words, file names, voices, apps…"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="lib-kind">Kind</label>
        <select id="lib-kind" value={filter.kind} onChange={(e) => set('kind', e.target.value as LibraryFilter['kind'])}>
          <option value="">All</option>
          <option value="audio">Audio</option>
          <option value="video">Video</option>
          <option value="image">Images</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="lib-voice">Voice</label>
        <select id="lib-voice" value={filter.voiceId} onChange={(e) => set('voiceId', e.target.value)}>
          <option value="">Any</option>
          {voices.map((v) => (
            <option key={v.voiceId} value={v.voiceId}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="lib-app">Made by</label>
        <select id="lib-app" value={filter.apiKeyId} onChange={(e) => set('apiKeyId', e.target.value)}>
          <option value="">Anyone</option>
          <option value="studio">The studio</option>
          {apps?.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="lib-tag">Tag</label>
        <select id="lib-tag" value={filter.tag} onChange={(e) => set('tag', e.target.value)}>
          <option value="">Any</option>
          {tags?.map((t) => (
            <option key={t.tag} value={t.tag}>
              {t.tag} ({t.count})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="lib-from">From</label>
        <input id="lib-from" type="date" value={filter.from} onChange={(e) => set('from', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="lib-to">To</label>
        <input id="lib-to" type="date" value={filter.to} onChange={(e) => set('to', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="lib-sort">Order</label>
        <select id="lib-sort" value={filter.sort} onChange={(e) => set('sort', e.target.value as LibraryFilter['sort'])}>
          {SORTS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" checked={filter.favorite} onChange={(e) => set('favorite', e.target.checked)} /> Favourites only
      </label>
    </div>
  );
}
