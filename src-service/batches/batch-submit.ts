import type { Db } from '../db/open.ts';
import { AppError } from '../core/app-error.ts';
import { newId } from '../core/ids.ts';
import type { Principal } from '../auth/principal.ts';
import type { Credits } from '../ledger/credits.ts';
import type { Idempotency, IdempotencyClaim } from '../idempotency/idempotency.ts';
import type { StorageGuard } from '../storage/monitor.ts';
import type { Batch } from '../contract/batch.ts';
import { BATCH_LIMITS } from '../contract/limits.ts';
import type { BatchRepo, PlannedItem } from './batch-repo.ts';
import { batchFingerprint, envelopeOf, planBatch, type PlanDeps } from './batch-plan.ts';
import { slicer } from './yield.ts';

/** What submitting needs. */
export interface SubmitDeps {
  db: Db;
  repo: BatchRepo;
  credits: Credits;
  idempotency: Idempotency;
  plan: PlanDeps;
  now: () => Date;
  storage: StorageGuard & { checkFloor(): void };
}

/** The 402 of a batch the workspace or the key cannot cover: what it needs, what there is, what is short. */
function shortOf(credits: Credits, keyId: string | null, required: number, which: string): AppError {
  const { available, workspace, keyRemaining, creditLimit } = credits.availableTo(keyId);
  const short = Math.max(1, required - available);
  const byKey = which === 'api key' && keyRemaining !== undefined;
  const message = byKey
    ? `This batch needs ${required} credits but this API key's credit limit leaves ${keyRemaining} (${short} short). Raise the key's creditLimit, split the batch or use another key.`
    : `This batch needs ${required} credits but only ${workspace} are available (${short} short). Add credits, split the batch or wait for running work to finish.`;
  return new AppError('insufficient_credits', message, {
    required,
    available,
    shortfall: short,
    ...(keyRemaining !== undefined ? { keyRemaining, creditLimit } : {}),
  });
}

/**
 * The 400 of a batch with bad rows. Its message opens with the field and the rule, as every
 * 400 does, then says the row; `details` has row, field and rule, and the first problems.
 */
function problemsError(problems: Array<{ row: number; field: string; rule: string; message: string }>, more: number): AppError {
  const first = problems[0];
  const total = problems.length + more;
  const rest = total > 1 ? `, and ${total - 1} more problem${total > 2 ? 's' : ''}: POST /api/v1/batches/validate lists them all` : '';
  return new AppError('validation_failed', `${first.field}: ${first.rule} (row ${first.row}${rest})`, {
    row: first.row,
    field: first.field,
    rule: first.rule,
    problems,
    moreProblems: more,
  });
}

/**
 * Submitting a batch, in the two steps the design asks (migration 015): everything that
 * touches each item (hash, validation, pricing, its JSON) runs in slices that yield, then one
 * small transaction inserts the batch row, whose trigger reserves the total or refuses it.
 */
export function createBatchSubmit(deps: SubmitDeps) {
  const { db, repo } = deps;
  return {
    async submit(
      body: unknown,
      principal: Principal,
      idempotencyKey: string | undefined,
      viewOf: (id: string) => Batch,
      recordResult?: (statusCode: number, body: { data: Batch }) => void,
    ): Promise<{ batch: Batch; replayed: boolean; items: PlannedItem[] | null }> {
      deps.storage.checkFloor();
      const envelope = envelopeOf(body);
      const keyId = principal.kind === 'apiKey' ? principal.keyId : null;
      // The key is checked before the items: a replay answers the first batch, whatever changed since.
      let claim: IdempotencyClaim<{ data: Batch }> | undefined;
      if (idempotencyKey !== undefined) {
        const fingerprint = await batchFingerprint(envelope);
        const outcome = deps.idempotency.begin<{ data: Batch }>(keyId ?? 'studio', idempotencyKey, 'batches', fingerprint);
        if ('replay' in outcome) return { batch: outcome.replay.body.data, replayed: true, items: null };
        claim = outcome.claim;
      }
      try {
        const plan = await planBatch(envelope, principal, deps.plan, BATCH_LIMITS.listedProblems);
        if (plan.problems.length) throw problemsError(plan.problems, plan.moreProblems);
        const items = plan.items as PlannedItem[];
        // The plan as one JSON text, written in slices too (a few MB for 10,000 items).
        const slice = slicer();
        const parts: string[] = [];
        for (const item of items) {
          const pause = slice();
          if (pause) await pause;
          parts.push(JSON.stringify(item));
        }
        const id = newId('batch');
        let batch!: Batch;
        try {
          db.transaction(() => {
            const ts = deps.now().toISOString();
            repo.insert({
              id,
              api_key_id: keyId,
              label: plan.label,
              item_count: items.length,
              items: `[${parts.join(',')}]`,
              estimated_credits: plan.totalCredits,
              now: ts,
            });
            batch = viewOf(id);
            claim?.complete(202, { data: batch });
            recordResult?.(200, { data: batch });
          })();
        } catch (err) {
          const refused =
            (err as { code?: string }).code === 'SQLITE_CONSTRAINT_TRIGGER'
              ? /^insufficient_credits: (workspace|api key)$/.exec((err as Error).message)
              : null;
          if (refused) throw shortOf(deps.credits, keyId, plan.totalCredits, refused[1]);
          throw deps.storage.fault(err, 'Nothing was submitted and no credits were held.') ?? err;
        }
        return { batch, replayed: false, items };
      } catch (err) {
        try {
          claim?.release();
        } catch {
          // the claim expires by itself; the request's own error is what the caller needs
        }
        throw err;
      }
    },
  };
}
