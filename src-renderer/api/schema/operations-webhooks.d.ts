// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface WebhooksOperations {
    listWebhookEvents: {
        parameters: {
            query?: {
                /** @description Only this key's events. */
                keyId?: string;
                status?: "pending" | "delivered" | "failed";
                /** @description An event id: events older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "type": "task.completed",
                     *           "apiKeyId": "text",
                     *           "taskId": "text",
                     *           "status": "pending",
                     *           "attemptCount": 1,
                     *           "series": 1,
                     *           "nextAttemptAt": "2026-01-01T12:00:00.000Z",
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "deliveredAt": "2026-01-01T12:00:00.000Z",
                     *           "payload": {
                     *             "id": "text",
                     *             "type": "task.completed",
                     *             "createdAt": "2026-01-01T12:00:00.000Z",
                     *             "data": {
                     *               "taskId": "text",
                     *               "taskType": "text",
                     *               "status": "PENDING"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "nextBefore": "text"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEventPage"];
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
    getWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The event's id (whev_…).
                 * @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event and its attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "type": "task.completed",
                     *         "apiKeyId": "text",
                     *         "taskId": "text",
                     *         "status": "pending",
                     *         "attemptCount": 1,
                     *         "series": 1,
                     *         "nextAttemptAt": "2026-01-01T12:00:00.000Z",
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "deliveredAt": "2026-01-01T12:00:00.000Z",
                     *         "payload": {
                     *           "id": "text",
                     *           "type": "task.completed",
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "data": {
                     *             "taskId": "text",
                     *             "taskType": "text",
                     *             "status": "PENDING"
                     *           }
                     *         },
                     *         "attempts": [
                     *           {
                     *             "series": 1,
                     *             "attempt": 1,
                     *             "at": "2026-01-01T12:00:00.000Z",
                     *             "url": "text",
                     *             "httpStatus": 1,
                     *             "latencyMs": 1,
                     *             "errorClass": "text",
                     *             "error": "text",
                     *             "responseExcerpt": "text"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEventDetail"];
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
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The event's id (whev_…).
                 * @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new series of attempts has started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "type": "task.completed",
                     *         "apiKeyId": "text",
                     *         "taskId": "text",
                     *         "status": "pending",
                     *         "attemptCount": 1,
                     *         "series": 1,
                     *         "nextAttemptAt": "2026-01-01T12:00:00.000Z",
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "deliveredAt": "2026-01-01T12:00:00.000Z",
                     *         "payload": {
                     *           "id": "text",
                     *           "type": "task.completed",
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "data": {
                     *             "taskId": "text",
                     *             "taskType": "text",
                     *             "status": "PENDING"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEventView"];
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
}
