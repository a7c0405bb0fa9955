// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface BatchSubmitOperations {
    submitBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At most 16 MB of JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Course, chapter 1",
                 *       "items": [
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Welcome to the course.",
                 *             "voiceId": "alpha-cherry"
                 *           },
                 *           "fileName": "intro"
                 *         },
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Lesson one.",
                 *             "voiceId": "beta-kore"
                 *           },
                 *           "fileName": "lesson-01"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10000 items; row 1 is the first. */
                    items: components["schemas"]["BatchItemInput"][];
                    /** @description A name to find the batch by. */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: every item is checked, priced and held. */
            202: {
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
    validateBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 16 MB of JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Course, chapter 1",
                 *       "items": [
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Welcome to the course.",
                 *             "voiceId": "alpha-cherry"
                 *           },
                 *           "fileName": "intro"
                 *         },
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Lesson one.",
                 *             "voiceId": "beta-kore"
                 *           },
                 *           "fileName": "lesson-01"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10000 items; row 1 is the first. */
                    items: components["schemas"]["BatchItemInput"][];
                    /** @description A name to find the batch by. */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description The problems and the price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "itemCount": 2,
                     *         "totalCredits": 3,
                     *         "available": 9985,
                     *         "shortfall": 0,
                     *         "credits": [
                     *           1,
                     *           2
                     *         ],
                     *         "problems": [],
                     *         "moreProblems": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BatchValidation"];
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
