// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface BatchToolsOperations {
    "submit-batch": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "tool": "text",
                 *           "input": {}
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10000 items; row 1 is the first. */
                    items: {
                        /** @description A generation tool (generate-tts, generate-narration, design-voice, …); items may mix tools. */
                        tool: string;
                        /** @description The tool's input, exactly as POST /api/v1/tools/{tool}/execute takes it (same rules, same prices). */
                        input: {
                            [key: string]: unknown;
                        };
                        /** @description Name of its file in results.zip (an extension is added when missing); no slashes. Default: the row number. */
                        fileName?: string;
                    }[];
                    /** @description A name to find the batch by. */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "get-batch": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "batchId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The batchId from submit-batch. */
                    batchId: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "cancel-batch": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "batchId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The batchId from submit-batch. */
                    batchId: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "move-batch-to-front": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "batchId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The batchId from submit-batch. */
                    batchId: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
}
