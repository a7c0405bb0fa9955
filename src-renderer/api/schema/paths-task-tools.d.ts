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
    "/api/v1/tools/cancel-tasks/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels many tasks of this key at once, each refunded in full
         * @description Cancels many tasks of this key at once, each refunded in full: the ids given (at most 1,000), or every PENDING or PROCESSING task of the key (`apiKeyId`: its own id). Answers how many were cancelled, the credits refunded, how many had already ended (skipped) and how many ids were not found. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["cancel-tasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/move-task-to-front/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a PENDING task of this key to the front of its lane
         * @description Moves a PENDING task of this key to the front of its lane: it starts next there (the task moved last goes first). A task no longer PENDING answers 409. Answers the task record with its new queuePosition. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["move-task-to-front"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/pause-queue/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses the whole queue, or one lane (local, alpha, beta, video)
         * @description Pauses the whole queue, or one lane (local, alpha, beta, video): nothing new starts there, running tasks finish, waiting tasks keep their place and their held credits. Stays paused across restarts until resume-queue. Answers the queue: what is paused, and what waits and runs per lane. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["pause-queue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/resume-queue/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resumes the whole queue (every lane), or one lane (even while the rest stays…
         * @description Resumes the whole queue (every lane), or one lane (even while the rest stays paused): its waiting tasks start in order. Answers the queue. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["resume-queue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/get-usage/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where this API key's credits went over a range of days
         * @description Where this API key's credits went over a range of days: charged, refunded and tasks ended, by day, tool and voice, with the key's cap and use. from and to are calendar days (YYYY-MM-DD, both included; default the last 30 days, at most 366), in the IANA zone tz (default UTC). Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["get-usage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
