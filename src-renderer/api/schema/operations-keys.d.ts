// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface KeysOperations {
    getStudioKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "key": "text",
                     *         "created": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StudioKey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "label": "text",
                     *           "prefix": "text",
                     *           "webhookUrl": "text",
                     *           "creditLimit": 1,
                     *           "creditsUsed": 1,
                     *           "creditsHeld": 1,
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *           "revokedAt": "2026-01-01T12:00:00.000Z",
                     *           "captureBodies": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKeyView"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "My app",
                 *       "webhookUrl": "http://127.0.0.1:9000/hooks",
                 *       "creditLimit": 1000
                 *     }
                 */
                "application/json": {
                    /** @example My app */
                    label: string;
                    /**
                     * @description http(s) URL that receives task.completed and task.failed events.
                     * @example http://127.0.0.1:9000/hooks
                     */
                    webhookUrl?: string;
                    /** @description Most credits the key may spend; null for no limit. */
                    creditLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The key was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "key": "text",
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
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getApiKey: {
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
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
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
                    "application/json": {
                        data: components["schemas"]["ApiKeyView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    revokeApiKey: {
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
            /** @description The key, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
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
                    "application/json": {
                        data: components["schemas"]["ApiKeyView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    updateApiKey: {
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
        requestBody: {
            content: {
                "application/json": {
                    /** @example My app */
                    label?: string;
                    webhookUrl?: string | null;
                    /** @description Most credits the key may spend; null for no limit. */
                    creditLimit?: number | null;
                    /** @description Keep this key's bodies in the request log (truncated, secrets redacted, never audio). */
                    captureBodies?: boolean;
                };
            };
        };
        responses: {
            /** @description The key as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
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
                    "application/json": components["schemas"]["UpdatedApiKey"];
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
