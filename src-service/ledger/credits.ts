import { AppError } from '../core/app-error.ts';
import type { CreditsView } from '../contract/credits.ts';
import type { LedgerRepo, LedgerRow } from './ledger-repo.ts';

/**
 * Credit movements: each is one ledger row, and the schema moves the running totals with
 * it (migration 007). Every function here must run inside the caller's transaction.
 */
export function createCredits(repo: LedgerRepo, now: () => string) {
  return {
    /** `held` counts what batches reserved for items not yet made into tasks: held for work that has not ended. */
    view(): CreditsView {
      const { balance, held, reserved } = repo.account();
      return { balance, held: held + reserved, available: balance - held - reserved };
    },

    /**
     * What `keyId` (null: the studio) can hold now: the workspace's available credits, or less
     * when the key's credit limit leaves less. `keyRemaining` and `creditLimit` are set when the key has a limit.
     */
    availableTo(keyId: string | null): { available: number; workspace: number; keyRemaining?: number; creditLimit?: number } {
      const { balance, held, reserved } = repo.account();
      const workspace = balance - held - reserved;
      const usage = keyId ? repo.keyUsage(keyId) : undefined;
      if (!usage || usage.credit_limit === null) return { available: workspace, workspace };
      const keyRemaining = Math.max(0, usage.credit_limit - usage.credits_used - usage.credits_held - usage.credits_reserved);
      return { available: Math.min(workspace, keyRemaining), workspace, keyRemaining, creditLimit: usage.credit_limit };
    },

    // The schema moves the totals for every row inserted here (migration 007).
    grant(amount: number, note: string | null): void {
      repo.insert({ kind: 'grant', amount, task_id: null, api_key_id: null, note, created_at: now() });
    },

    /**
     * Runs `insertTask`: inserting a task makes the schema write its hold, which it refuses
     * when the workspace's available credits or the key's credit limit cannot cover it.
     * A refusal becomes a 402 that says what is short; the caller's transaction (which
     * this always runs in) is left as it was before the insert.
     */
    holding(keyId: string | null, amount: number, insertTask: () => void): void {
      try {
        insertTask();
      } catch (err) {
        const refused =
          (err as { code?: string }).code === 'SQLITE_CONSTRAINT_TRIGGER'
            ? /^insufficient_credits: (workspace|api key)$/.exec((err as Error).message)
            : null;
        if (!refused) throw err;
        if (refused[1] === 'workspace' || !keyId) {
          const { balance, held, reserved } = repo.account();
          const available = balance - held - reserved;
          throw new AppError(
            'insufficient_credits',
            `This request needs ${amount} credits but only ${available} are available. Add credits or wait for running tasks to finish.`,
            { required: amount, available },
          );
        }
        const usage = repo.keyUsage(keyId)!;
        const left = Math.max(0, (usage.credit_limit ?? 0) - usage.credits_used - usage.credits_held - usage.credits_reserved);
        throw new AppError(
          'insufficient_credits',
          `This request needs ${amount} credits but this API key's credit limit leaves ${left}. Raise the key's creditLimit or use another key.`,
          { required: amount, keyRemaining: left, creditLimit: usage.credit_limit },
        );
      }
    },

    /** Charges the held amount. Returns the amount charged. */
    capture(taskId: string): number {
      const hold = mustHold(repo, taskId);
      repo.insert({ kind: 'capture', amount: hold.amount, task_id: taskId, api_key_id: hold.api_key_id, note: null, created_at: now() });
      return hold.amount;
    },

    /** Releases the held amount in full. Returns the amount refunded. */
    refund(taskId: string, note: string | null = null): number {
      const hold = mustHold(repo, taskId);
      repo.insert({ kind: 'refund', amount: hold.amount, task_id: taskId, api_key_id: hold.api_key_id, note, created_at: now() });
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
