// The Make screens read the service's library (GET /api/v1/assets) for their recent results and
// their pickers, so a second browser, or an app's key, sees and offers the same things.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { keys } from '../../api/query.ts';
import { useStudio, useStudioStore } from '../../studio-context.ts';
import type { LibraryRow as Row } from '../../ui/asset-text.ts';

/**
 * The latest assets one tool made, from the service's library (so they survive reloads and
 * show in any browser); this session's own results until the listing answers.
 */
export function useRecent(tool: string, kind: 'audio' | 'video', limit = 6): { rows: Row[]; loading: boolean } {
  const store = useStudioStore();
  const connected = useStudio((s) => Boolean(s.connection?.sessionToken));
  const session = useStudio((s) => s.library);
  const query = useQuery({
    queryKey: [...keys.assets, 'recent', kind, tool, limit],
    enabled: connected,
    queryFn: async () =>
      (await store.getState().api.GET('/api/v1/assets', { params: { query: { kind, tool, limit } } })).data.assets as Row[],
  });
  const rows = query.data;
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

/**
 * The workspace's videos, newest first (whichever key made them), for the pickers: the newest
 * `limit`, or those whose title, prompt or voice matches `q` (the library's own search).
 */
export function useLibraryVideos(q = '', limit = 60): { rows: Row[]; total: number; loading: boolean; error: Error | null } {
  const store = useStudioStore();
  const connected = useStudio((s) => Boolean(s.connection?.sessionToken));
  const search = q.trim();
  const query = useQuery({
    queryKey: [...keys.assets, 'videos', search, limit],
    enabled: connected,
    placeholderData: (previous) => previous,
    queryFn: async () =>
      (await store.getState().api.GET('/api/v1/assets', { params: { query: { kind: 'video', limit, q: search || undefined } } })).data,
  });
  return { rows: (query.data?.assets ?? []) as Row[], total: query.data?.total ?? 0, loading: query.isPending, error: query.error };
}
