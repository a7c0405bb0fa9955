import { Type } from '@sinclair/typebox';
import {
  Batch,
  BatchItemPage,
  BatchItemsQuery,
  BatchListQuery,
  BatchPage,
  BatchParams,
  BatchRequest,
  BatchValidation,
} from '../../contract/batch.ts';
import { BATCH_LIMITS } from '../../contract/limits.ts';
import { PAGE_LIMIT } from '../../contract/library.ts';
import { DataOf, Ref } from '../../contract/schema-helpers.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from './tools.ts';

/** Values a batch body may hold: generous for 10,000 items with a few fields each (and commas in their texts). */
const BATCH_BODY_VALUES = BATCH_LIMITS.maxItems * 40;

const bodyRules =
  `The body is JSON of at most ${BATCH_LIMITS.bodyBytes / 1024 / 1024} MB with 1 to ${BATCH_LIMITS.maxItems} items; each item's input follows its tool's own rules and prices. ` +
  'It is read and checked in slices, so other requests are answered meanwhile.';

/** Batches: submit, check, follow, move to the front, cancel, download. A key sees its own; the session token every batch. */
export function batchRoutes(ctx: HttpContext): RouteDef[] {
  const batches = ctx.batches;
  const large = {
    bodyLimit: BATCH_LIMITS.bodyBytes,
    maxBodyValues: BATCH_BODY_VALUES,
    bodyCheckedByHandler: true,
    accepts: ['json'] as const,
  };
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/batches',
      auth: 'any',
      operationId: 'submitBatch',
      summary: 'Submit a batch',
      description:
        'Many generation items at once (any generation tools, mixed). Every item is checked first: one bad row is a 400 naming the row (from 1), ' +
        'the field and the rule (`details.problems` lists the first ones), and nothing is held. Then the credits of every item are held in one transaction, ' +
        'or none (402 with `required`, `available` and `shortfall`). Answers 202 at once; the items become tasks (with `batchId`) within seconds. ' +
        `When every item has ended the key's webhook gets one \`batch.completed\` event. ${bodyRules}`,
      tags: ['batches'],
      headers: IDEMPOTENCY_HEADER,
      body: BatchRequest,
      ...large,
      answers: { 202: { description: 'Accepted: every item is checked, priced and held.', schema: DataOf(Ref(Batch)) } },
      errors: ['insufficient_credits', 'conflict', 'idempotency_mismatch', 'storage_full', 'storage_read_only', 'storage_io'],
      handler: async (req, reply) => {
        const { batch, replayed } = await batches.submit(req.body, principalOf(req), idempotencyKeyOf(req));
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(202).send({ data: batch });
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/batches/validate',
      auth: 'any',
      operationId: 'validateBatch',
      summary: 'Check a batch and price it',
      description:
        `The same checks and prices as submitting, holding nothing: every problem (at most ${BATCH_LIMITS.maxProblems}, by row, field and rule), ` +
        `each row's price, the total, and what this caller can hold now. ${bodyRules}`,
      tags: ['batches'],
      body: BatchRequest,
      ...large,
      answers: { 200: { description: 'The problems and the price.', schema: DataOf(Ref(BatchValidation)) } },
      handler: async (req) => ({ data: await batches.validate(req.body, principalOf(req)) }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/batches',
      auth: 'any',
      operationId: 'listBatches',
      summary: 'List batches',
      description: 'Newest first, optionally by status; page with `before` (the `nextBefore` of the previous page).',
      tags: ['batches'],
      querystring: BatchListQuery,
      answers: { 200: { description: 'A page of batches.', schema: DataOf(Ref(BatchPage)) } },
      handler: async (req) => ({
        data: batches.list(principalOf(req), {
          status: req.query.status ?? null,
          before: req.query.before ?? null,
          limit: req.query.limit ?? PAGE_LIMIT.default,
        }),
      }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/batches/:batchId',
      auth: 'any',
      operationId: 'getBatch',
      summary: 'A batch: status, counts by state, progress and credits',
      tags: ['batches'],
      params: BatchParams,
      answers: { 200: { description: 'The batch.', schema: DataOf(Ref(Batch)) } },
      errors: ['not_found'],
      handler: async (req) => ({ data: batches.get(req.params.batchId, principalOf(req)) }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/batches/:batchId/items',
      auth: 'any',
      operationId: 'listBatchItems',
      summary: "A batch's items in row order",
      description:
        'Each row with its task, status, asset ids, credits and error; page with `after` (the `nextAfter` of the previous page).',
      tags: ['batches'],
      params: BatchParams,
      querystring: BatchItemsQuery,
      answers: { 200: { description: 'A page of items.', schema: DataOf(Ref(BatchItemPage)) } },
      errors: ['not_found'],
      handler: async (req) => ({
        data: batches.items(req.params.batchId, principalOf(req), req.query.after ?? 0, req.query.limit ?? PAGE_LIMIT.default),
      }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/batches/:batchId/cancel',
      auth: 'any',
      operationId: 'cancelBatch',
      summary: 'Cancel a batch',
      description:
        'Every item not yet ended is cancelled and its credits refunded in full (items not yet made into tasks release their hold). ' +
        'Answers the batch once they all ended: CANCELLED. 409 when the batch already ended.',
      tags: ['batches'],
      params: BatchParams,
      answers: { 200: { description: 'The cancelled batch.', schema: DataOf(Ref(Batch)) } },
      errors: ['not_found', 'conflict', 'storage_full', 'storage_read_only', 'storage_io'],
      handler: async (req) => ({ data: await batches.cancel(req.params.batchId, principalOf(req)) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/batches/:batchId/front',
      auth: 'any',
      operationId: 'moveBatchToFront',
      summary: 'Move a batch to the front of the queue',
      description:
        'Every PENDING item of the batch goes ahead of the other waiting work in its lane, in the batch’s own row order; ' +
        'items not yet made into tasks take their place as they become tasks (kept across restarts). A task or batch moved later goes ahead of it. ' +
        'Answers the batch. 409 when the batch has ended or is being cancelled.',
      tags: ['batches'],
      params: BatchParams,
      answers: { 200: { description: 'The batch, now at the front.', schema: DataOf(Ref(Batch)) } },
      errors: ['not_found', 'conflict', 'storage_full', 'storage_read_only', 'storage_io'],
      handler: async (req) => ({ data: await batches.front(req.params.batchId, principalOf(req)) }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/batches/:batchId/results.zip',
      auth: 'any',
      operationId: 'downloadBatchResults',
      summary: "A batch's results as one zip",
      description:
        "Each completed item's files, named by its fileName (else `row-00001`) and made unique, plus `manifest.csv` and `manifest.json` " +
        '(row → files, status, credits, error), streamed as it is made. Works while the batch runs (what is done so far).',
      tags: ['batches'],
      params: BatchParams,
      answers: { 200: { description: 'The zip.', content: { 'application/zip': Type.String({ format: 'binary' }) } } },
      errors: ['not_found'],
      handler: async (req, reply) => {
        const zip = ctx.batchResults(req.params.batchId, principalOf(req));
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${req.params.batchId.replace(/[^\w-]/g, '')}.zip"`)
          .send(zip);
      },
    }),
  ];
}
