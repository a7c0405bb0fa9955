/** The workspace's credits as the API shows them: the position and the ledger's entries. */

/** The workspace's credit position: balance = grants − captures, available = balance − held. */
export interface CreditsView {
  balance: number;
  held: number;
  available: number;
}

/** How an entry moves credits: a grant adds, a hold reserves, a capture charges it, a refund releases it. */
export type LedgerKind = 'grant' | 'hold' | 'capture' | 'refund';

/** One entry of the append-only ledger (`GET /api/v1/credits/ledger`). */
export interface LedgerEntryView {
  id: number;
  kind: LedgerKind;
  amount: number;
  taskId: string | null;
  apiKeyId: string | null;
  /** A grant's note, or why a hold was refunded (the task's failure code, `cancelled`…). */
  note: string | null;
  createdAt: string;
}

/** `GET /api/v1/credits/ledger`: newest first. */
export interface LedgerPage {
  data: LedgerEntryView[];
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: number | null;
}
