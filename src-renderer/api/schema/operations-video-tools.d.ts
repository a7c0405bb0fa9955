// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface VideoToolsOperations {
    "generate-video-from-text": {
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
                 *       "prompt": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt: string;
                    /** @description One of 16:9, 9:16, 21:9, 4:3, 1:1, 3:4 (default 16:9). */
                    aspectRatio?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Seconds of output, 4 to 15 (default 6). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
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
    "generate-video-from-image": {
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
                 *       "imageAssetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description An uploaded image (PNG, JPEG, WebP). */
                    imageAssetId: string;
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Seconds of output, 4 to 10 (default 6). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
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
    "generate-video-from-reference": {
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
                 *       "referenceImageAssetIds": [
                 *         "text"
                 *       ],
                 *       "prompt": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description 1 to 7 uploaded images, in order. */
                    referenceImageAssetIds: string[];
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt: string;
                    /** @description One of 16:9, 9:16, 21:9, 4:3, 1:1, 3:4 (default 16:9). */
                    aspectRatio?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Seconds of output, 4 to 10 (default 6). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
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
    "generate-video-extension": {
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
                 *       "videoAssetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description An uploaded or generated video. */
                    videoAssetId: string;
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Added length only; locked to 8 (omit it or send 8). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
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
    "edit-video": {
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
                    [key: string]: unknown;
                };
            };
        };
        responses: {
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
    "combine-video-audio": {
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
                 *       "videoAssetId": "text",
                 *       "audioAssetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The video asset id (from a task output or an upload). */
                    videoAssetId: string;
                    /** @description The audio asset id (from a task output or an upload). */
                    audioAssetId: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
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
