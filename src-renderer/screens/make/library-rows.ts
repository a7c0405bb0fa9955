// The Make screens read the service's library (GET /api/v1/assets) for their recent results and
// their pickers, so a second browser, or an app's key, sees and offers the same things.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { keys } from '../../api/query.ts';
import type { LibraryAsset } from '../../api/shapes.ts';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import { excerpt, toolName } from '../../ui/task-text.ts';

/** A library row with the fields the library service adds as it grows (tool, title, poster). */
export type Row = LibraryAsset & {
  tool?: string | null;
  title?: string;
  posterUrl?: string;
  voiceName?: string | null;
};

/** What a creator calls an asset: what it said or showed, not a file or tool id. */
export function titleOf(row: Row): string {
  const params = row.provenance?.params ?? null;
  const tool = row.tool ?? null;
  for (const field of ['prompt', 'text', 'script']) {
    const v = params?.[field];
    if (typeof v === 'string' && v.trim()) return excerpt(v, 70);
  }
  if (row.title && !/^[a-z]+-[0-9a-z]+\.\w+$/i.test(row.title)) return row.title;
  const made = new Date(row.createdAt).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
  return `${tool ? toolName(tool) : row.kind === 'video' ? 'Video' : 'Upload'} of ${made}`;
}

/** Who made it: the studio, or the app (key) that did. */
export function madeByOf(row: Row): string {
  const label = row.provenance?.keyLabel;
  return label && label !== 'Timbre Studio' ? `by ${label}` : 'in the studio';
}

/**
 * Whether a row was made by `tool`: the listing's `tool` field where the service gives it, else
 * read from the parameters it was made with (speech has a text and no segment index).
 */
function madeWith(row: Row, tool: string): boolean {
  if (row.tool !== undefined) return row.tool === tool;
  const p = row.provenance?.params ?? {};
  if (tool === 'generate-tts') return typeof p.text === 'string' && !('index' in p) && !('script' in p);
  return row.taskId !== undefined;
}

/**
 * The latest assets one tool made, from the service's library (so they survive reloads and
 * show in any browser); this session's own results until the listing answers.
 */
export function useRecent(tool: string, kind: 'audio' | 'video', limit = 6): { rows: Row[]; loading: boolean } {
  const store = useStudioStore();
  const connected = useStudio((s) => Boolean(s.connection?.sessionToken));
  const session = useStudio((s) => s.library);
  const query = useQuery({
    queryKey: [...keys.assets, 'recent', kind],
    enabled: connected,
    queryFn: async () =>
      (await store.getState().api.GET('/api/v1/assets', { params: { query: { kind, limit: 50 } } })).data.assets as Row[],
  });
  const rows = useMemo(() => query.data?.filter((r) => madeWith(r, tool)).slice(0, limit), [query.data, tool, limit]);
  const fallback = useMemo(
    () =>
      session
        .filter((i) => i.tool === tool)
        .slice(0, limit)
        .map(
          (i): Row =>
            ({
              assetId: i.assetId,
              kind: i.kind,
              createdAt: i.createdAt,
              taskId: i.taskId,
              tool: i.tool,
              provenance: { params: i.params ?? null, keyLabel: null, apiKeyId: null, engine: null },
            }) as unknown as Row,
        ),
    [session, tool, limit],
  );
  if (rows) return { rows, loading: false };
  return { rows: fallback, loading: query.isPending && connected && fallback.length === 0 };
}

/** Every video of the workspace, newest first (whichever key made it), for the pickers. */
export function useLibraryVideos(limit = 100): { rows: Row[]; loading: boolean; error: Error | null } {
  const store = useStudioStore();
  const connected = useStudio((s) => Boolean(s.connection?.sessionToken));
  const query = useQuery({
    queryKey: [...keys.assets, 'videos', limit],
    enabled: connected,
    queryFn: async () =>
      (await store.getState().api.GET('/api/v1/assets', { params: { query: { kind: 'video', limit } } })).data.assets as Row[],
  });
  return { rows: query.data ?? [], loading: query.isPending, error: query.error };
}
