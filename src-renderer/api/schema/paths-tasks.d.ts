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
    "/api/v1/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The queue, per lane
         * @description Whether the whole queue is paused, and for each lane (local work, or a live provider: alpha, beta, video) whether it is paused, how many tasks wait and run in it, and how many run at once.
         */
        get: operations["getQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queue/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause the queue or one lane
         * @description Nothing new starts in the lane (no `lane`: in any lane); running tasks finish, waiting tasks keep their place and their held credits. It stays paused across restarts, until resumed.
         */
        post: operations["pauseQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queue/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume the queue or one lane
         * @description No `lane`: every lane runs again. A `lane`: that lane runs again, even while the whole queue was paused (the other lanes stay paused).
         */
        post: operations["resumeQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a task to the front of its lane
         * @description A PENDING task starts next in its lane (the one moved last goes first); 409 when it is no longer PENDING. A key may move only its own tasks. Answers the task with its new `queuePosition`.
         */
        post: operations["moveTaskToFront"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel many tasks
         * @description Cancels every PENDING or PROCESSING task that one criterion names, each refunded in full: `taskIds` (at most 1000), `apiKeyId` (every live task of that key, or `studio`) or `batchId` (the same as cancelling the batch: items not yet tasks release their reservation, told in `releasedCredits`; 404 for a batch the caller cannot see). Exactly one of the three, else 400. A key cancels only its own tasks and may name only itself. Tasks that already ended are counted as `skipped`; ids not found (or not the caller’s) as `notFound`.
         */
        post: operations["cancelTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
