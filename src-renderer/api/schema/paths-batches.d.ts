// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface BatchesPaths {
    "/api/v1/batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch: status, counts by state, progress and credits */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a batch
         * @description Every item not yet ended is cancelled and its credits refunded in full (items not yet made into tasks release their hold). Answers the batch once they all ended: CANCELLED. 409 when the batch already ended.
         */
        post: operations["cancelBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a batch to the front of the queue
         * @description Every PENDING item of the batch goes ahead of the other waiting work in its lane, in the batch’s own row order; items not yet made into tasks take their place as they become tasks (kept across restarts). A task or batch moved later goes ahead of it. Answers the batch. 409 when the batch has ended or is being cancelled.
         */
        post: operations["moveBatchToFront"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
