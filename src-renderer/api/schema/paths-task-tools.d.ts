// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface TaskToolsPaths {
    "/api/v1/tools/get-task-status/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a task record
         * @description Returns a task record: status (PENDING, PROCESSING, COMPLETED, FAILED, CANCELLED), progress, for a PENDING task its lane (local work, or the live provider alpha, beta or video) and queuePosition (tasks ahead of it in that lane), credits held, charged and refunded, output asset ids, and the error of a failed task. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["get-task-status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/wait-for-task/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks until the task is COMPLETED, FAILED or CANCELLED, or until…
         * @description Blocks until the task is COMPLETED, FAILED or CANCELLED, or until timeoutSeconds (default 30, at most 300) pass, and returns the task record as it stands. Wakes the moment the task ends. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["wait-for-task"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/cancel-task/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a PENDING or PROCESSING task and refunds its credits in full
         * @description Cancels a PENDING or PROCESSING task and refunds its credits in full. A task that already ended answers 409.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["cancel-task"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
