// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface BatchesOperations {
    listBatches: {
        parameters: {
            query?: {
                status?: "RUNNING" | "COMPLETED" | "CANCELLED";
                /** @description A batch id: batches older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of batches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batches": [
                     *           {
                     *             "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "label": "Course, chapter 1",
                     *             "status": "RUNNING",
                     *             "itemCount": 2,
                     *             "queued": 0,
                     *             "counts": {
                     *               "PENDING": 1,
                     *               "PROCESSING": 1,
                     *               "COMPLETED": 0,
                     *               "FAILED": 0,
                     *               "CANCELLED": 0
                     *             },
                     *             "progress": 0,
                     *             "estimatedCredits": 3,
                     *             "reservedCredits": 0,
                     *             "chargedCredits": 0,
                     *             "refundedCredits": 0,
                     *             "releasedCredits": 0,
                     *             "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "createdAt": "2025-01-31T12:00:00.000Z",
                     *             "updatedAt": "2025-01-31T12:00:00.000Z",
                     *             "completedAt": null
                     *           }
                     *         ],
                     *         "nextBefore": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BatchPage"];
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
    getBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch. */
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
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    cancelBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled batch. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    moveBatchToFront: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch, now at the front. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
}
