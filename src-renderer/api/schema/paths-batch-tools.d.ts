// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface BatchToolsPaths {
    "/api/v1/tools/submit-batch/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submits up to 10000 generation items at once (any generation tools, mixed;…
         * @description Submits up to 10000 generation items at once (any generation tools, mixed; each input as its tool takes it, at its tool's price). Every item is checked first: a bad row answers validation_failed naming the row (from 1), the field and the rule, and nothing is held. The credits of every item are held together or not at all (insufficient_credits with required, available and shortfall). Returns the batch at once; follow it with get-batch. When every item ended, the key’s webhook gets one batch.completed event.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 16777216 bytes (more → 413), both checked before it is read.
         */
        post: operations["submit-batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/get-batch/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a batch
         * @description Returns a batch: status (RUNNING, COMPLETED, CANCELLED), item counts by state, progress (0–100), and credits estimated, charged and refunded. Its items (tasks with their asset ids) are listed by GET /api/v1/batches/{batchId}/items. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["get-batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/cancel-batch/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels every item of a batch that has not ended and refunds its credits in…
         * @description Cancels every item of a batch that has not ended and refunds its credits in full; answers the batch, CANCELLED. A batch that already ended answers conflict.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["cancel-batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/move-batch-to-front/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a batch of this key to the front of the queue
         * @description Moves a batch of this key to the front of the queue: its PENDING items start before the other waiting work in their lane, in the batch’s row order (items not yet tasks too, as they become tasks). A task or batch moved later goes ahead of it. Answers the batch. A batch that ended or is being cancelled answers conflict. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["move-batch-to-front"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
