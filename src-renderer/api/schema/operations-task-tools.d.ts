// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface TaskToolsOperations {
    "get-task-status": {
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
                 *       "taskId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The taskId from a generation tool. */
                    taskId: string;
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
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "wait-for-task": {
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
                 *       "taskId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The taskId from a generation tool. */
                    taskId: string;
                    /**
                     * @description Seconds to wait, 0 to 300 (default 30).
                     * @default 30
                     */
                    timeoutSeconds?: number;
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
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "cancel-task": {
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
                 *       "taskId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The taskId from a generation tool. */
                    taskId: string;
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
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
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
    "cancel-tasks": {
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
                /** @example {} */
                "application/json": {
                    /** @description 1–1000 task ids. Ids that do not exist (or that a key did not submit) are counted in `notFound`. */
                    taskIds?: string[];
                    /** @description Every PENDING or PROCESSING task of this key (key_…), or `studio` for those the studio submitted. A key may name only itself. */
                    apiKeyId?: string;
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "move-task-to-front": {
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
                 *       "taskId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The taskId from a generation tool. */
                    taskId: string;
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
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "pause-queue": {
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
            /** @description The result. */
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "resume-queue": {
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
            /** @description The result. */
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
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "get-usage": {
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
                 *       "from": "2026-11-01",
                 *       "to": "2026-11-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description First day of the range, included; default: 29 days before `to` (YYYY-MM-DD).
                     * @example 2026-11-01
                     */
                    from?: string;
                    /**
                     * @description Last day of the range, included; default: today (YYYY-MM-DD).
                     * @example 2026-11-01
                     */
                    to?: string;
                    /** @description An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC. */
                    tz?: string;
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
                     *         "from": "text",
                     *         "to": "text",
                     *         "tz": "text",
                     *         "apiKeyId": "text",
                     *         "totals": {
                     *           "charged": 1,
                     *           "refunded": 1,
                     *           "tasks": 1,
                     *           "granted": 1
                     *         },
                     *         "byDay": [
                     *           {
                     *             "day": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "chargedByTool": {}
                     *           }
                     *         ],
                     *         "byKey": [
                     *           {
                     *             "apiKeyId": "text",
                     *             "label": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "creditLimit": 1,
                     *             "creditsUsed": 1,
                     *             "creditsHeld": 1,
                     *             "revoked": true
                     *           }
                     *         ],
                     *         "byTool": [
                     *           {
                     *             "tool": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ],
                     *         "byVoice": [
                     *           {
                     *             "voiceId": "text",
                     *             "voiceName": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UsageReport"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
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
}
