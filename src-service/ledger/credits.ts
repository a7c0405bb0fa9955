import { AppError } from '../errors.ts';
import type { LedgerRepo, LedgerRow } from './ledger-repo.ts';

/** The workspace's credit position: balance = grants − captures, available = balance − held. */
export interface CreditsView {
  balance: number;
  held: number;
  available: number;
}

/**
 * Credit movements. Every function here must run inside the caller's transaction, so a
 * ledger row and the totals it moves commit together or not at all.
 */
export function createCredits(repo: LedgerRepo, now: () => string) {
  return {
    view(): CreditsView {
      const { balance, held } = repo.account();
      return { balance, held, available: balance - held };
    },

    grant(amount: number, note: string | null): void {
      repo.insert({ kind: 'grant', amount, task_id: null, api_key_id: null, note, created_at: now() });
      repo.moveAccount(amount, 0);
    },

    /**
     * Holds credits for a task; 402 when the workspace or the key's cap cannot cover it.
     * A 402 for the key can come after the account's part moved: the caller's transaction
     * (which this always runs in) rolls that back with the rest of the submission.
     */
    hold(taskId: string, keyId: string | null, amount: number): void {
      if (!repo.reserve(amount)) {
        const { balance, held } = repo.account();
        throw new AppError(
          'insufficient_credits',
          `This request needs ${amount} credits but only ${balance - held} are available. Add credits or wait for running tasks to finish.`,
          { required: amount, available: balance - held },
        );
      }
      if (keyId && !repo.reserveKey(keyId, amount)) {
        const usage = repo.keyUsage(keyId);
        if (usage && usage.credit_limit !== null) {
          const left = usage.credit_limit - usage.credits_used - usage.credits_held;
          throw new AppError(
            'insufficient_credits',
            `This request needs ${amount} credits but this API key's credit limit leaves ${Math.max(0, left)}. Raise the key's creditLimit or use another key.`,
            { required: amount, keyRemaining: Math.max(0, left), creditLimit: usage.credit_limit },
          );
        }
      }
      repo.insert({ kind: 'hold', amount, task_id: taskId, api_key_id: keyId, note: null, created_at: now() });
    },

    /** Charges the held amount. Returns the amount charged. */
    capture(taskId: string): number {
      const hold = mustHold(repo, taskId);
      repo.insert({ kind: 'capture', amount: hold.amount, task_id: taskId, api_key_id: hold.api_key_id, note: null, created_at: now() });
      repo.moveAccount(-hold.amount, -hold.amount);
      if (hold.api_key_id) repo.moveKey(hold.api_key_id, -hold.amount, hold.amount);
      return hold.amount;
    },

    /** Releases the held amount in full. Returns the amount refunded. */
    refund(taskId: string, note: string | null = null): number {
      const hold = mustHold(repo, taskId);
      repo.insert({ kind: 'refund', amount: hold.amount, task_id: taskId, api_key_id: hold.api_key_id, note, created_at: now() });
      repo.moveAccount(0, -hold.amount);
      if (hold.api_key_id) repo.moveKey(hold.api_key_id, -hold.amount, 0);
      return hold.amount;
    },

    page(beforeId: number, limit: number): LedgerRow[] {
      return repo.page(beforeId, limit);
    },
  };
}

function mustHold(repo: LedgerRepo, taskId: string): LedgerRow {
  const hold = repo.holdOf(taskId);
  // The schema's trigger would refuse too; failing here gives a clear bug report.
  if (!hold) throw new Error(`ledger: task ${taskId} has no hold`);
  if (repo.settlementOf(taskId)) throw new Error(`ledger: task ${taskId} is already settled`);
  return hold;
}

export type Credits = ReturnType<typeof createCredits>;
