// The Requests screen's server state: pages of the request log (newest first, read by
// `before`), one entry with its bodies, and the keys (for labels, filters and body capture).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { RequestLogDetail, RequestLogEntry, RequestLogPage, ResendResult } from '../../api/api-types.ts';
import { useStudio } from '../../studio-context.ts';

export type { RequestLogDetail, RequestLogEntry, RequestLogPage, ResendResult };

/** What the filters choose; empty strings mean "any". `call` is `tool:<name>`, `route:mcp` or ''. */
export interface RequestFilter {
  apiKeyId: string;
  status: string;
  call: string;
  errorCode: string;
}
export const EMPTY_FILTER: RequestFilter = { apiKeyId: '', status: '', call: '', errorCode: '' };

export const requestLogKey = ['request-log'] as const;
const PAGE = 100;

/** The query of the listing for a filter. */
function queryOf(f: RequestFilter) {
  const q: Record<string, string | number> = { limit: PAGE };
  if (f.apiKeyId) q.apiKeyId = f.apiKeyId;
  if (f.status) q.status = f.status;
  if (f.call.startsWith('tool:')) q.tool = f.call.slice(5);
  if (f.call.startsWith('route:')) q.route = f.call.slice(6);
  if (f.errorCode.trim()) q.errorCode = f.errorCode.trim();
  return q;
}

const useReady = () => useStudio((s) => Boolean(s.connection?.sessionToken));

/** The log, paged from the service as the list scrolls. */
export function useRequestLog(filter: RequestFilter) {
  const api = useStudio((s) => s.api);
  return useInfiniteQuery({
    queryKey: [...requestLogKey, 'list', filter],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) => {
      return api.GET('/api/v1/request-log', {
        params: { query: { ...queryOf(filter), ...(pageParam ? { before: pageParam } : {}) } },
      });
    },
    getNextPageParam: (last: RequestLogPage) => last.nextBefore ?? undefined,
    enabled: useReady(),
  });
}

/** One entry with its captured bodies. */
export function useRequestDetail(id: number | null) {
  const api = useStudio((s) => s.api);
  return useQuery({
    queryKey: [...requestLogKey, 'entry', id],
    queryFn: async () => {
      return (await api.GET('/api/v1/request-log/{id}', { params: { path: { id: id! } } })).data;
    },
    enabled: useReady() && id !== null,
    staleTime: Infinity,
  });
}

/** Runs a logged tool call again (the service logs the new call). */
export async function resendEntry(api: ApiClient, id: number): Promise<ResendResult> {
  return (await api.POST('/api/v1/request-log/{id}/resend', { params: { path: { id } } })).data;
}
