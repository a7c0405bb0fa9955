// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface UsageToolsPaths {
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
