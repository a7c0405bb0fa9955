// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface RequestLogOperations {
    listRequestLog: {
        parameters: {
            query?: {
                /** @description Only this key's calls (a key sees only its own). */
                apiKeyId?: string;
                /**
                 * @description A status (`200`, `402`) or a class (`2xx`, `4xx`, `5xx`).
                 * @example 4xx
                 */
                status?: string;
                /** @example validation_failed */
                errorCode?: string;
                /** @description A route pattern as listed, or `mcp`. */
                route?: string;
                /** @example generate-tts */
                tool?: string;
                /** @description An entry id: older calls than it. */
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 42,
                     *           "createdAt": "2026-01-05T10:00:00.000Z",
                     *           "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "transport": "rest",
                     *           "method": "POST",
                     *           "route": "/api/v1/tools/{name}/execute",
                     *           "path": "/api/v1/tools/generate-tts/execute",
                     *           "tool": "generate-tts",
                     *           "status": 400,
                     *           "latencyMs": 2.4,
                     *           "errorCode": "validation_failed",
                     *           "errorMessage": "text: must NOT have more than 5000 characters",
                     *           "taskId": null,
                     *           "bytesIn": 5120,
                     *           "bytesOut": 120,
                     *           "captured": false,
                     *           "resentFrom": null
                     *         }
                     *       ],
                     *       "nextBefore": 1
                     *     }
                     */
                    "application/json": components["schemas"]["RequestLogPage"];
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
    getRequestLogEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "entry": {
                     *           "id": 42,
                     *           "createdAt": "2026-01-05T10:00:00.000Z",
                     *           "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "transport": "rest",
                     *           "method": "POST",
                     *           "route": "/api/v1/tools/{name}/execute",
                     *           "path": "/api/v1/tools/generate-tts/execute",
                     *           "tool": "generate-tts",
                     *           "status": 400,
                     *           "latencyMs": 2.4,
                     *           "errorCode": "validation_failed",
                     *           "errorMessage": "text: must NOT have more than 5000 characters",
                     *           "taskId": null,
                     *           "bytesIn": 5120,
                     *           "bytesOut": 120,
                     *           "captured": false,
                     *           "resentFrom": null
                     *         },
                     *         "bodies": {
                     *           "request": "text",
                     *           "requestTruncated": true,
                     *           "response": "text",
                     *           "responseTruncated": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequestLogDetail"];
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
    resendRequestLogEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "entry": {
                     *           "id": 43,
                     *           "createdAt": "2026-01-05T10:01:00.000Z",
                     *           "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "transport": "rest",
                     *           "method": "POST",
                     *           "route": "/api/v1/tools/{name}/execute",
                     *           "path": "/api/v1/tools/generate-tts/execute",
                     *           "tool": "generate-tts",
                     *           "status": 200,
                     *           "latencyMs": 3.1,
                     *           "errorCode": null,
                     *           "errorMessage": null,
                     *           "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "bytesIn": 52,
                     *           "bytesOut": 180,
                     *           "captured": true,
                     *           "resentFrom": 42
                     *         },
                     *         "result": {
                     *           "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "status": "PENDING"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ResendResult"];
                    };
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
    getRequestLogSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many entries and days are kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "maxEntries": 10000,
                     *         "maxAgeDays": 30
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequestLogSettings"];
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
    updateRequestLogSettings: {
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
                 *       "maxEntries": 50000,
                 *       "maxAgeDays": 7
                 *     }
                 */
                "application/json": {
                    /** @description Most entries kept; older ones are removed in the background. */
                    maxEntries: number;
                    /** @description Entries older than this are removed in the background. */
                    maxAgeDays: number;
                };
            };
        };
        responses: {
            /** @description The retention as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "maxEntries": 10000,
                     *         "maxAgeDays": 30
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequestLogSettings"];
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
}
