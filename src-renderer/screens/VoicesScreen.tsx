// Browse every voice: cards to hear each one, filters, search and favourites; "Use this voice"
// opens Speech with it. The grid is virtualized by rows (the catalogue plus every voice the
// workspace cloned or designed can run long), scrolling with the studio's main area.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStudio } from '../studio-context.ts';
import { useDraft } from '../store/drafts.ts';
import { choices, filterVoices, NO_FILTER, type VoiceFilter } from './voices/filter.ts';
import { VoiceFilters } from './voices/VoiceFilters.tsx';
import { VoiceCard } from './voices/VoiceCard.tsx';
import { go } from '../app/navigate.ts';
import '../styles/voices.css';

/** The narrowest a card gets (px): the grid fits as many columns as this allows. */
const CARD_MIN_WIDTH = 250;
const GAP = 12;

/** The number of columns the grid's width holds, kept current as it resizes. */
function useColumns(element: React.RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(3);
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    const measure = () => setColumns(Math.max(1, Math.floor((el.clientWidth + GAP) / (CARD_MIN_WIDTH + GAP))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [element]);
  return columns;
}

export function VoicesScreen() {
  const voices = useStudio((s) => s.voices);
  const loaded = useStudio((s) => s.voicesLoaded);
  const [filter, setFilter] = useDraft<VoiceFilter>('voices', 'filter', NO_FILTER);
  const change = (c: Partial<VoiceFilter>) => setFilter({ ...filter, ...c });
  const shown = useMemo(() => filterVoices(voices, filter), [voices, filter]);
  const providers = useMemo(() => choices(voices, (v) => v.provider), [voices]);
  const genders = useMemo(() => choices(voices, (v) => v.gender?.toLowerCase()), [voices]);
  const languages = useMemo(() => choices(voices, (v) => v.languages), [voices]);
  const own = voices.filter((v) => v.kind === 'cloned' || v.kind === 'designed').length;

  const grid = useRef<HTMLDivElement>(null);
  const columns = useColumns(grid);
  const rows = Math.ceil(shown.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  const scroller = () => document.getElementById('studio-main');
  useLayoutEffect(() => {
    const main = scroller();
    if (grid.current && main) setScrollMargin(grid.current.getBoundingClientRect().top - main.getBoundingClientRect().top + main.scrollTop);
  }, [loaded, voices.length]);
  // The virtualizer's functions are read fresh each render (React Compiler skips this component).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: scroller,
    estimateSize: () => 200,
    overscan: 3,
    scrollMargin,
    gap: GAP,
  });
  useEffect(() => virtualizer.measure(), [columns, virtualizer]);

  return (
    <section aria-labelledby="voices-heading" className="screen voices-screen">
      <div className="voices-head">
        <h2 id="voices-heading">Voices</h2>
        <p className="muted">
          {voices.length} voices{own ? `, ${own} of your own` : ''}. Press a voice&rsquo;s play button to hear it.
        </p>
        <div className="row voices-make">
          <button type="button" className="small" onClick={() => go('record')}>
            Record and clone a voice
          </button>
          <button type="button" className="small" onClick={() => go('design')}>
            Design a voice
          </button>
        </div>
      </div>
      <VoiceFilters filter={filter} onChange={change} providers={providers} genders={genders} languages={languages} />
      <p className="muted" aria-live="polite" data-testid="voice-count">
        {loaded ? `${shown.length} ${shown.length === 1 ? 'voice' : 'voices'} shown` : 'Loading voices…'}
      </p>
      {loaded && shown.length === 0 && (
        <p>
          No voice matches these filters.{' '}
          <button type="button" className="small" onClick={() => setFilter(NO_FILTER)}>
            Clear the filters
          </button>
        </p>
      )}
      <div ref={grid} className="voice-grid" data-testid="voice-grid" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className="voice-row"
            style={{ transform: `translateY(${row.start - scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {shown.slice(row.index * columns, row.index * columns + columns).map((v) => (
              <VoiceCard key={v.voiceId} voice={v} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
