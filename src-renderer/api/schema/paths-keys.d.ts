// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface KeysPaths {
    "/api/v1/studio/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The studio's own API key
         * @description The studio's API key, kept in the OS keychain: created on first use, replaced if it was revoked.
         */
        post: operations["getStudioKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Every key, revoked ones too (never their secrets).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description A key for a local app, with an optional webhook URL and credit limit. The key and the webhook secret are shown once.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an API key */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Refused from the very next request on. Its tasks, assets and ledger rows stay.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        /**
         * Change an API key
         * @description Change label, webhookUrl, creditLimit or captureBodies (the request log keeps the key's bodies). The first webhookUrl of a key creates its webhook secret, shown this once. A new credit limit applies to the next hold.
         */
        patch: operations["updateApiKey"];
        trace?: never;
    };
}
