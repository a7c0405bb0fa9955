import { Type } from '@sinclair/typebox';
import { Batch, BatchToolInput } from '../contract/batch.ts';
import { BATCH_LIMITS } from '../contract/limits.ts';
import { Ref } from '../contract/schema-helpers.ts';
import { defineQueryTool, type GenerationTool, type Tool } from './tool.ts';
import type { ToolDeps } from './deps.ts';
import type { PlanDeps } from '../batches/batch-plan.ts';

/** How batches check and price an item: with its tool, the executor's compiled check and the tool's own `plan`. */
export function batchPlanner(
  tools: ReadonlyMap<string, Tool>,
  validatorFor: (name: string) => ((input: unknown) => unknown) | undefined,
  toolDeps: ToolDeps,
): PlanDeps {
  const signal = new AbortController().signal;
  return {
    generationTools: [...tools.values()].filter((t) => t.kind === 'generation').map((t) => t.name),
    check: (tool, input) => validatorFor(tool)!(input),
    plan: (tool, input, principal) => (tools.get(tool) as GenerationTool).plan(input as never, { principal, deps: toolDeps, signal }),
  };
}

const batchId = Type.String({ minLength: 1, maxLength: 100, description: 'The batchId from submit-batch.' });

export const submitBatch = defineQueryTool({
  name: 'submit-batch',
  description:
    `Submits up to ${BATCH_LIMITS.maxItems} generation items at once (any generation tools, mixed; each input as its tool takes it, at its tool's price). ` +
    'Every item is checked first: a bad row answers validation_failed naming the row (from 1), the field and the rule, and nothing is held. ' +
    'The credits of every item are held together or not at all (insufficient_credits with required, available and shortfall). ' +
    'Returns the batch at once; follow it with get-batch. When every item ended, the key’s webhook gets one batch.completed event.',
  input: BatchToolInput,
  output: Ref(Batch),
  errors: ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_mismatch'],
  bodyLimit: BATCH_LIMITS.bodyBytes,
  maxBodyValues: BATCH_LIMITS.maxItems * 40,
  async handle(body, ctx) {
    const { batch } = await ctx.deps.batches.submit(body, ctx.principal, undefined, ctx.recordResult);
    return { kind: 'json', data: batch };
  },
});

export const getBatch = defineQueryTool({
  name: 'get-batch',
  description:
    'Returns a batch: status (RUNNING, COMPLETED, CANCELLED), item counts by state, progress (0–100), and credits estimated, charged and refunded. ' +
    'Its items (tasks with their asset ids) are listed by GET /api/v1/batches/{batchId}/items. Free.',
  input: Type.Object({ batchId }, { additionalProperties: false }),
  output: Ref(Batch),
  errors: ['not_found'],
  handle(body, ctx) {
    return { kind: 'json', data: ctx.deps.batches.get(body.batchId, ctx.principal) };
  },
});

export const cancelBatch = defineQueryTool({
  name: 'cancel-batch',
  description:
    'Cancels every item of a batch that has not ended and refunds its credits in full; answers the batch, CANCELLED. A batch that already ended answers conflict.',
  input: Type.Object({ batchId }, { additionalProperties: false }),
  output: Ref(Batch),
  errors: ['not_found', 'conflict'],
  async handle(body, ctx) {
    return { kind: 'json', data: await ctx.deps.batches.cancel(body.batchId, ctx.principal) };
  },
});

export const moveBatchToFront = defineQueryTool({
  name: 'move-batch-to-front',
  description:
    'Moves a batch of this key to the front of the queue: its PENDING items start before the other waiting work in their lane, in the batch’s row order ' +
    '(items not yet tasks too, as they become tasks). A task or batch moved later goes ahead of it. Answers the batch. A batch that ended or is being cancelled answers conflict. Free.',
  input: Type.Object({ batchId }, { additionalProperties: false }),
  output: Ref(Batch),
  errors: ['not_found', 'conflict'],
  async handle(body, ctx) {
    return { kind: 'json', data: await ctx.deps.batches.front(body.batchId, ctx.principal) };
  },
});
