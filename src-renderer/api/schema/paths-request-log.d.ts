// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface RequestLogPaths {
    "/api/v1/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List logged calls
         * @description Calls made with API keys, newest first: time, route or tool, status, latency, error, task id, bytes in and out. Filter by key, status (`404`) or class (`4xx`), error code, route pattern (or `mcp`) and tool; page with `before` (the `nextBefore` of the previous page). The studio sees every key; an API key sees only its own calls (another `apiKeyId` is a 403).
         */
        get: operations["listRequestLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/request-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a logged call
         * @description One call, with its request and response bodies when body capture was on for its key (truncated, secrets redacted).
         */
        get: operations["getRequestLogEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/request-log/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send a logged tool call
         * @description Runs a tool call again as the key that made it, with its captured request body (the key must have had body capture on), through the same checks, holds and tasks as any call. Answers the new call's entry (itself logged, with `resentFrom`) and the tool's data when it worked.
         */
        post: operations["resendRequestLogEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request log retention */
        get: operations["getRequestLogSettings"];
        /**
         * Change the request log retention
         * @description Applies at once: entries beyond the new bounds are removed in the background.
         */
        put: operations["updateRequestLogSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
