// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface KeyWebhooksOperations {
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (key_…).
                 * @example key_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhookSecret": "text",
                     *       "previousSecretExpiresAt": "2026-01-01T12:00:00.000Z",
                     *       "apiKey": {
                     *         "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "text",
                     *         "prefix": "text",
                     *         "webhookUrl": "text",
                     *         "creditLimit": 1,
                     *         "creditsUsed": 1,
                     *         "creditsHeld": 1,
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *         "revokedAt": "2026-01-01T12:00:00.000Z",
                     *         "captureBodies": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (key_…).
                 * @example key_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How the delivery went. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivered": true,
                     *       "httpStatus": 200,
                     *       "latencyMs": 12,
                     *       "eventId": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
}
