// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface SystemPaths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service status
         * @description Version, the engine of each provider, where secrets are kept, ffmpeg, free space, logging, backups and event-loop delay.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The OpenAPI 3.1 document of the API, made from the same declarations the routes and tools run on.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The studio's event stream
         * @description Server-Sent Events: `ready` once subscribed (`{heartbeatMs, taskEvents}`), then `task` with a TaskRecord at every task change (with `apiKeyId`, `keyLabel` and `brief`: the tool is on the record, the text excerpt and voice in the brief), `queue` with the queue (as GET /api/v1/queue answers) whenever it or a lane is paused or resumed, by the studio or an app, and a comment line every 15 s. The session token goes in the Authorization header (a token in the query string would end up in logs).
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provider settings
         * @description The engine of each provider, its base URL, model ids and rate limit, whether a key is set (never the key), and where the service keeps its data.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/providers/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a provider's settings
         * @description Switch between the sandbox and the live engine, set the base URL, model ids, rate limit and key. live needs a key (given now or stored before). Omitted fields keep their value.
         */
        put: operations["updateProviderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/providers/{name}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a provider's key
         * @description One minimal authenticated call upstream, to tell whether the stored key works.
         */
        post: operations["testProviderConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
