// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface BatchSubmitPaths {
    "/api/v1/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List batches
         * @description Newest first, optionally by status; page with `before` (the `nextBefore` of the previous page).
         */
        get: operations["listBatches"];
        put?: never;
        /**
         * Submit a batch
         * @description Many generation items at once (any generation tools, mixed). Every item is checked first: one bad row is a 400 naming the row (from 1), the field and the rule (`details.problems` lists the first ones), and nothing is held. Then the credits of every item are held in one transaction, or none (402 with `required`, `available` and `shortfall`). Answers 202 at once; the items become tasks (with `batchId`) within seconds. When every item has ended the key's webhook gets one `batch.completed` event. The body is JSON of at most 16 MB with 1 to 10000 items; each item's input follows its tool's own rules and prices. It is read and checked in slices, so other requests are answered meanwhile.
         */
        post: operations["submitBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a batch and price it
         * @description The same checks and prices as submitting, holding nothing: every problem (at most 1000, by row, field and rule), each row's price, the total, and what this caller can hold now. The body is JSON of at most 16 MB with 1 to 10000 items; each item's input follows its tool's own rules and prices. It is read and checked in slices, so other requests are answered meanwhile.
         */
        post: operations["validateBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
