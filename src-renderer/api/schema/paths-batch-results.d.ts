// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface BatchResultsPaths {
    "/api/v1/batches/{batchId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch's items in row order
         * @description Each row with its task, status, asset ids, credits and error; page with `after` (the `nextAfter` of the previous page).
         */
        get: operations["listBatchItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}/results.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch's results as one zip
         * @description Each completed item's files, named by its fileName (else `row-00001`) and made unique, plus `manifest.csv` and `manifest.json` (row → files, status, credits, error), streamed as it is made. Works while the batch runs (what is done so far).
         */
        get: operations["downloadBatchResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
