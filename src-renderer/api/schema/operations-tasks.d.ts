// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface TasksOperations {
    listTasks: {
        parameters: {
            query?: {
                /** @description One status or a comma list of them (PENDING, PROCESSING, COMPLETED, FAILED, CANCELLED), e.g. `PENDING,PROCESSING`. */
                status?: string;
                /** @description Only what this key (key_…) made, or `studio` for what the studio made. A key sees only its own in any case. */
                apiKeyId?: string;
                /** @description Only what this tool made, e.g. generate-tts. */
                tool?: string;
                /** @description Only the items of this batch (batch_…). */
                batchId?: string;
                /** @description The `nextBefore` of the previous page: items older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "tasks": [
                     *           {
                     *             "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "tool": "text",
                     *             "taskType": "text",
                     *             "status": "PENDING",
                     *             "estimatedCredits": 1,
                     *             "chargedCredits": 1,
                     *             "refundedCredits": 1,
                     *             "output": {
                     *               "assetIds": [
                     *                 "text"
                     *               ]
                     *             },
                     *             "error": {
                     *               "code": "provider_error",
                     *               "message": "text"
                     *             },
                     *             "createdAt": "2026-01-01T12:00:00.000Z",
                     *             "updatedAt": "2026-01-01T12:00:00.000Z"
                     *           }
                     *         ],
                     *         "nextBefore": "text",
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskPage"];
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
    getQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
    pauseQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description One lane: `local` (work on this machine) or a live provider (`alpha`, `beta`, `video`). Absent: the whole queue.
                     * @enum {string}
                     */
                    lane?: "local" | "alpha" | "beta" | "video";
                };
            };
        };
        responses: {
            /** @description The queue as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
    resumeQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description One lane: `local` (work on this machine) or a live provider (`alpha`, `beta`, `video`). Absent: the whole queue.
                     * @enum {string}
                     */
                    lane?: "local" | "alpha" | "beta" | "video";
                };
            };
        };
        responses: {
            /** @description The queue as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
    moveTaskToFront: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The task to move. */
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task, now at the front. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "tool": "text",
                     *         "taskType": "text",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 1,
                     *         "chargedCredits": 1,
                     *         "refundedCredits": 1,
                     *         "output": {
                     *           "assetIds": [
                     *             "text"
                     *           ]
                     *         },
                     *         "error": {
                     *           "code": "provider_error",
                     *           "message": "text"
                     *         },
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "updatedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskRecord"];
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
    cancelTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description 1–1000 task ids. Ids that do not exist (or that a key did not submit) are counted in `notFound`. */
                    taskIds?: string[];
                    /** @description Every PENDING or PROCESSING task of this key (key_…), or `studio` for those the studio submitted. A key may name only itself. */
                    apiKeyId?: string;
                    /** @description Every item of this batch not yet ended, as cancelling the batch does: its tasks are refunded, its items not yet tasks release their reservation. */
                    batchId?: string;
                };
            };
        };
        responses: {
            /** @description What was cancelled and refunded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "cancelled": 1,
                     *         "refundedCredits": 1,
                     *         "skipped": 1,
                     *         "notFound": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskCancelResult"];
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
}
