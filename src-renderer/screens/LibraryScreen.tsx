// Every asset of the workspace, paged from the service and drawn as a virtualized list: only
// the rows in view exist in the page, whatever the size of the library. New outputs come in
// on top as they complete (api/query.ts patches the first page), without reloading the rest.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useStudio, useStudioStore } from '../studio-context.ts';
import { messageOf } from '../api/api-error.ts';
import { useDraft } from '../store/drafts.ts';
import { go, screenOfTool } from '../app/navigate.ts';
import { dropAssets, patchAssets, type LibraryFilter } from '../api/live-pages.ts';
import { EMPTY_LIBRARY_FILTER as EMPTY_FILTER, libraryListing } from '../api/listings.ts';
import { LibraryFilters } from './library/LibraryFilters.tsx';
import { LibraryRow, type RowAction } from './library/LibraryRow.tsx';
import { BulkBar } from './library/BulkBar.tsx';
import { DeleteDialog, TagDialog } from './library/LibraryDialogs.tsx';
import { exportName, madeByOf, titleOf, type LibraryRow as Row } from '../ui/asset-text.ts';
import '../styles/library.css';
import { usePagedList } from '../ui/use-paged-list.ts';

const ROW_HEIGHT = 56;
/** Fetch the next page when the last loaded row is this close to the view. */

export function LibraryScreen() {
  const store = useStudioStore();
  const client = useQueryClient();
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const [filter, setFilter] = useDraft<LibraryFilter>('library', 'filter', EMPTY_FILTER);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [tagging, setTagging] = useState<Row[] | null>(null);
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);

  const query = useInfiniteQuery({ ...libraryListing(api, filter), enabled: ready });
  const liveRows = useMemo(() => (query.data?.pages.flatMap((p) => p.assets) ?? []) as Row[], [query.data]);
  // New rows from a burst render in a transition (time-sliced), never as one long frame.
  const rows = useDeferredValue(liveRows);
  const total = useDeferredValue(query.data?.pages[0]?.total ?? 0);

  const { scroller, virtual, items } = usePagedList({ rows, keyOf: (r) => r.assetId, rowHeight: ROW_HEIGHT, pages: query });

  // A filter change starts the list at the top with nothing selected (the selection is reset
  // while rendering, as React advises for state derived from a prop, so no frame shows both).
  const filterKey = JSON.stringify(filter);
  const [shownFilter, setShownFilter] = useState(filterKey);
  if (shownFilter !== filterKey) {
    setShownFilter(filterKey);
    setSelected(new Set());
  }
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [filterKey, scroller]);

  const fail = useCallback(
    (title: string, e: unknown) => store.getState().toast({ tone: 'error', title, description: messageOf(e) }),
    [store],
  );

  const onSelect = useCallback((assetId: string, on: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(assetId);
      else next.delete(assetId);
      return next;
    });
  }, []);

  const onAction = useCallback(
    (action: RowAction, a: Row) => {
      const s = store.getState();
      const title = titleOf(a);
      if (action === 'play') void s.play({ assetId: a.assetId, title, origin: madeByOf(a), kind: a.kind === 'video' ? 'video' : 'audio' });
      else if (action === 'open') go('script', { asset: a.assetId });
      else if (action === 'again') {
        // The form of the screen that makes it opens filled in with what this one was made from.
        const screen = screenOfTool(a.tool);
        if (!screen || !a.tool || !a.provenance.params) return;
        s.setPrefill({ tool: a.tool, params: a.provenance.params });
        go(screen);
      } else if (action === 'export')
        void s.exportAsset(a.assetId, exportName(a)).catch((e: unknown) => fail(`Could not export ${title}`, e));
      else if (action === 'tag') setTagging([a]);
      else if (action === 'delete') setDeleting([a]);
      else if (action === 'favorite')
        void s.updateAsset(a.assetId, { favorite: !a.favorite }).then(
          (row) => {
            patchAssets(client, (x) => (x.assetId === a.assetId ? { ...x, favorite: row.favorite } : x));
            s.announce(row.favorite ? `${title} added to favourites` : `${title} removed from favourites`);
          },
          (e: unknown) => fail(`Could not change ${title}`, e),
        );
    },
    [store, client, fail],
  );

  async function saveTags(tags: string[]) {
    if (!tagging) return;
    setBusy(true);
    try {
      const s = store.getState();
      if (tagging.length === 1) {
        const row = await s.updateAsset(tagging[0].assetId, { tags });
        patchAssets(client, (x) => (x.assetId === row.assetId ? { ...x, tags: row.tags } : x));
      } else {
        // Many at once add the tags to what each has.
        const ids = new Set(tagging.map((a) => a.assetId));
        await s.bulkAssets([...ids], 'tag', tags);
        patchAssets(client, (x) => (ids.has(x.assetId) ? { ...x, tags: [...new Set([...x.tags, ...tags])].sort() } : x));
      }
      void client.invalidateQueries({ queryKey: ['assets', 'tags'] });
      s.toast({ tone: 'success', title: tagging.length === 1 ? 'Tags saved' : `Tagged ${tagging.length} assets` });
      setTagging(null);
    } catch (e) {
      fail('Could not save the tags', e);
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const s = store.getState();
      const ids = deleting.map((a) => a.assetId);
      let gone = ids;
      let kept = 0;
      if (ids.length === 1) await s.deleteAsset(ids[0]);
      else {
        const result = await s.bulkAssets(ids, 'delete');
        gone = result.done;
        kept = result.inUse.length;
      }
      dropAssets(client, gone);
      setSelected((sel) => new Set([...sel].filter((id) => !gone.includes(id))));
      s.toast({
        tone: 'success',
        title: gone.length === 1 ? `Deleted ${titleOf(deleting[0])}` : `Deleted ${gone.length} assets`,
        description: kept ? `${kept} kept: a voice uses them.` : undefined,
      });
      setDeleting(null);
    } catch (e) {
      fail('Could not delete', e);
    } finally {
      setBusy(false);
    }
  }

  async function exportZip() {
    setBusy(true);
    try {
      const stamp = new Date().toISOString().slice(0, 10);
      await store.getState().archiveAssets([...selected], `timbre-library-${stamp}.zip`);
    } catch (e) {
      fail('Could not export the selection', e);
    } finally {
      setBusy(false);
    }
  }

  const selectedRows = () => rows.filter((r) => selected.has(r.assetId));
  const filtered = JSON.stringify(filter) !== JSON.stringify(EMPTY_FILTER);

  return (
    <section aria-labelledby="library-heading" className="screen library-screen">
      <div className="screen-head">
        <h2 id="library-heading">Library</h2>
        <p className="muted" data-testid="library-total" aria-live="polite">
          {query.isPending ? 'Loading…' : `${total.toLocaleString()} ${total === 1 ? 'item' : 'items'}${filtered ? ' match' : ''}`}
        </p>
      </div>
      <LibraryFilters filter={filter} onChange={setFilter} />
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          busy={busy}
          onTag={() => setTagging(selectedRows())}
          onDelete={() => setDeleting(selectedRows())}
          onExport={() => void exportZip()}
          onClear={() => setSelected(new Set())}
        />
      )}
      {query.error && (
        <p role="alert" className="error">
          Could not load the library: {messageOf(query.error)}
        </p>
      )}
      {!query.isPending && rows.length === 0 ? (
        <p data-testid="library-empty" className="lib-empty">
          {filtered ? 'Nothing matches.' : 'Nothing here yet: record, generate or upload something.'}
        </p>
      ) : (
        <div ref={scroller} className="lib-scroll" data-testid="library-scroll">
          <div role="list" aria-label="Assets" aria-busy={query.isFetching} className="lib-list" style={{ height: virtual.getTotalSize() }}>
            {items.map((v) => (
              <LibraryRow
                key={v.key}
                asset={rows[v.index]}
                index={v.index}
                total={total}
                selected={selected.has(rows[v.index].assetId)}
                highlighted={false}
                onSelect={onSelect}
                onAction={onAction}
                style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT }}
              />
            ))}
          </div>
          {query.isFetchingNextPage && <p className="muted lib-more">Loading more…</p>}
        </div>
      )}
      <TagDialog
        open={!!tagging}
        what={tagging ? (tagging.length === 1 ? titleOf(tagging[0]) : `${tagging.length} assets: the tags are added to each`) : ''}
        initial={tagging?.length === 1 ? tagging[0].tags : NO_TAGS}
        busy={busy}
        onClose={() => setTagging(null)}
        onSave={(tags) => void saveTags(tags)}
      />
      <DeleteDialog
        open={!!deleting}
        what={deleting ? (deleting.length === 1 ? `“${titleOf(deleting[0])}”` : `${deleting.length} assets`) : ''}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

const NO_TAGS: string[] = [];
