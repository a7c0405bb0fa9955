import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';

/** The workspace's credits: `available` = `balance` − `held`. */
export const CreditsView = Closed(
  {
    balance: Type.Integer({ description: 'Granted minus captured.' }),
    held: Type.Integer({ minimum: 0, description: 'Held for tasks that have not ended yet.' }),
    available: Type.Integer({ description: 'What new tasks can hold.' }),
  },
  { $id: 'CreditsView', examples: [{ balance: 10000, held: 15, available: 9985 }] },
);
export type CreditsView = Static<typeof CreditsView>;

/** How an entry moves credits: a grant adds, a hold reserves, a capture charges it, a refund releases it. */
const LEDGER_KINDS = ['grant', 'hold', 'capture', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One ledger row: a grant, a task's hold, and its capture or refund. */
export const LedgerEntry = Closed(
  {
    id: Type.Integer({ minimum: 1 }),
    kind: StringEnum(LEDGER_KINDS),
    amount: Type.Integer(),
    taskId: Nullable(Type.String()),
    apiKeyId: Nullable(Type.String()),
    note: Nullable(Type.String()),
    createdAt: Timestamp(),
  },
  { $id: 'LedgerEntry' },
);
export type LedgerEntry = Static<typeof LedgerEntry>;

/** A page of the ledger, newest first; `nextBefore` goes in `before` for the next page. */
export const LedgerPage = Closed(
  { data: Type.Array(Ref(LedgerEntry)), nextBefore: Nullable(Type.Integer({ minimum: 1 }), { description: 'Null on the last page.' }) },
  { $id: 'LedgerPage' },
);
export type LedgerPage = Static<typeof LedgerPage>;

/** Rows of a ledger page when `limit` is not given (the schema fills it in). */
export const LEDGER_PAGE_LIMIT = { default: 100, max: 1000 } as const;

/** `GET /api/v1/credits/ledger` query. */
export const LedgerQuery = Closed({
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'A ledger entry id: rows older than it.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LEDGER_PAGE_LIMIT.max, default: LEDGER_PAGE_LIMIT.default })),
});

/** The body of `POST /api/v1/credits/grants`. */
export const CreditGrant = Closed(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { examples: [{ amount: 5000, note: 'Monthly top-up' }] },
);
export type CreditGrant = Static<typeof CreditGrant>;
