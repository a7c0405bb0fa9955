// The balance, visible from every screen: what new work can hold, with what is held now.
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useStudio } from '../studio-context.ts';

export const creditsKey = ['credits'] as const;

export function BalanceChip() {
  const api = useStudio((s) => s.api);
  const ready = useStudio((s) => Boolean(s.connection?.sessionToken));
  const { data } = useQuery({
    queryKey: creditsKey,
    queryFn: async () => (await api.GET('/api/v1/credits')).data,
    enabled: ready,
    staleTime: 10_000,
  });
  if (!data) return null;
  return (
    <a className="chip" href="#/developer" title={`${data.held} credits held by running work`}>
      <Coins size={14} aria-hidden={true} />
      <span>
        <strong>{data.available.toLocaleString()}</strong> credits
      </span>
      {data.held > 0 && <span className="muted">({data.held.toLocaleString()} held)</span>}
    </a>
  );
}
