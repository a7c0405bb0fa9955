// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface TasksPaths {
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Tasks newest first, with the queue position and lane of PENDING ones, the key that asked (and its label) and a brief of what was asked; filter by `status` (one or a comma list), `apiKeyId` (or `studio`), `tool` and `batchId`; `total` counts every match. Page with `before` (the `nextBefore` of the previous page). A key sees its own; the session token sees every task, with the parameters it was submitted with.
         */
        get: operations["listTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
