// The usage report and its CSV, read from the service. The query key sits under ['credits'],
// so the task batches that refresh the balance refresh an open Usage screen too (api/query.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStudio } from '../../studio-context.ts';
import { keys } from '../../api/query.ts';
import type { ApiClient } from '../../api/client.ts';
import type { UsageReport } from '../../api/api-types.ts';
import { ZONE } from './range.ts';

export type { UsageReport };

export function useUsage(from: string, to: string) {
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  return useQuery({
    queryKey: [...keys.credits, 'usage', from, to, ZONE],
    queryFn: async () => (await api.GET('/api/v1/usage', { params: { query: { from, to, tz: ZONE } } })).data,
    enabled: ready,
    // A new range keeps the last answer on screen until its own arrives (no flash of empty).
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the range, as the service writes it, and the file name it proposes. */
export async function usageCsv(api: ApiClient, from: string, to: string): Promise<{ blob: Blob; fileName: string }> {
  const blob = (await api.GET('/api/v1/usage.csv', { params: { query: { from, to, tz: ZONE } }, parseAs: 'blob' })) as Blob;
  return { blob, fileName: `timbre-usage-${from}-to-${to}.csv` };
}
