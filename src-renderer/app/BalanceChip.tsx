// The balance, visible from every screen: what new work can hold, with what is held now.
import { Coins } from 'lucide-react';
import { useCredits } from '../api/credits.ts';

export function BalanceChip() {
  const { data } = useCredits();
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
