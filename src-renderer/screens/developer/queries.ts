// The Developer screen's server state. Keys and ledger live under the `credits` prefix (with the balance, api/credits.ts):
// every task batch that moves credits invalidates it, so a key's usage follows its work.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../api/query.ts';
import { useStudio } from '../../studio-context.ts';

export const apiKeysKey = [...keys.credits, 'api-keys'] as const;
const ledgerKey = [...keys.credits, 'ledger'] as const;

const LEDGER_SHOWN = 25;

const useReady = () => useStudio((s) => Boolean(s.connection?.sessionToken));

export function useApiKeys() {
  const api = useStudio((s) => s.api);
  return useQuery({ queryKey: apiKeysKey, queryFn: async () => (await api.GET('/api/v1/api-keys')).data, enabled: useReady() });
}

export function useLedger() {
  const api = useStudio((s) => s.api);
  return useQuery({
    queryKey: ledgerKey,
    queryFn: async () => (await api.GET('/api/v1/credits/ledger', { params: { query: { limit: LEDGER_SHOWN } } })).data,
    enabled: useReady(),
  });
}

/** Reads the keys again after a change. */
export function useRefreshKeys(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: apiKeysKey });
}
