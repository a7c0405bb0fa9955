// The workspace's balance (`GET /api/v1/credits`): one query for the top bar's chip and the
// Developer screen. Task batches invalidate it (api/query.ts), so held and charged credits follow the work.
import { useQuery } from '@tanstack/react-query';
import { useStudio } from '../studio-context.ts';
import { keys } from './query.ts';

export function useCredits() {
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  return useQuery({
    queryKey: keys.credits,
    queryFn: async () => (await api.GET('/api/v1/credits')).data,
    enabled: ready,
    staleTime: 10_000,
  });
}
