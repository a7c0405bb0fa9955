// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface CreditsPaths {
    "/api/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit balance
         * @description The workspace's balance, what is held for tasks that have not ended, and what is available.
         */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credits/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit ledger
         * @description Grants, holds, captures and refunds, newest first; page with `before` (the `nextBefore` of the previous page).
         */
        get: operations["listLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credits/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant credits
         * @description Adds credits to the workspace; answers the new balance.
         */
        post: operations["grantCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the credits went
         * @description Credits charged and refunded, and tasks ended, by day, API key, tool and voice. The range is `from`–`to` (calendar days, both included; default the last 30 days), at most 366 days, in the zone `tz` (IANA, default UTC). Credits count on the day a task was settled: charged when it completed, refunded when it failed or was cancelled. An API key sees only its own use; the session token sees every key, or one with `apiKeyId`.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the credits went, as CSV
         * @description The same use as `GET /api/v1/usage`, one line per day × key × tool × voice with any use: `day,api_key_id,api_key_label,tool,voice_id,voice_name,charged_credits,refunded_credits,tasks` (RFC 4180, CRLF; text a spreadsheet would read as a formula starts with an apostrophe). The range is `from`–`to` (calendar days, both included; default the last 30 days), at most 366 days, in the zone `tz` (IANA, default UTC). Credits count on the day a task was settled: charged when it completed, refunded when it failed or was cancelled. An API key sees only its own use; the session token sees every key, or one with `apiKeyId`.
         */
        get: operations["exportUsageCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
