// The workspace's credits: what is available, what running work holds, and the ledger.
import { messageOf } from '../../api/api-error.ts';
import { when } from '../../ui/time.ts';
import { useCredits } from '../../api/credits.ts';
import { useLedger } from './queries.ts';

const KIND_WORDS: Record<string, string> = {
  grant: 'Granted',
  hold: 'Held',
  capture: 'Charged',
  refund: 'Refunded',
};

export function CreditsPanel() {
  const { data: credits } = useCredits();
  const { data: ledger, error } = useLedger();
  return (
    <section aria-labelledby="credits-heading" className="dev-card dev-credits">
      <h3 id="credits-heading">Credits</h3>
      {credits && (
        <dl className="balance" data-testid="credits">
          <div>
            <dt>Available</dt>
            <dd>{credits.available.toLocaleString()}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd>{credits.balance.toLocaleString()}</dd>
          </div>
          <div>
            <dt>Held by running work</dt>
            <dd>{credits.held.toLocaleString()}</dd>
          </div>
        </dl>
      )}
      {error && (
        <p role="alert" className="error">
          Could not load the ledger: {messageOf(error)}
        </p>
      )}
      {ledger && ledger.length > 0 && (
        <div className="ledger" tabIndex={0} role="region" aria-label="Latest ledger entries">
          <table className="table dev-table" data-testid="ledger">
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col" className="num">
                  Credits
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((r) => (
                <tr key={r.id} data-kind={r.kind}>
                  <td>
                    {KIND_WORDS[r.kind] ?? r.kind}
                    <span className="ledger-meta muted" title={r.taskId ?? r.note ?? undefined}>
                      {when(r.createdAt)}
                      {r.taskId ? '' : r.note ? ` · ${r.note}` : ''}
                    </span>
                  </td>
                  <td className="num">{r.amount.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
