// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface QueueToolsPaths {
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
         * Cancels many tasks of this key at once, each refunded in full, by exactly one of
         * @description Cancels many tasks of this key at once, each refunded in full, by exactly one of: the ids given (`taskIds`, at most 1,000), every PENDING or PROCESSING task of the key (`apiKeyId`: its own id), or every item of a batch not yet ended (`batchId`: as cancel-batch, items not yet tasks release their reservation, told in releasedCredits). Answers how many were cancelled, the credits refunded, how many had already ended (skipped) and how many ids were not found. Free.
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
}
