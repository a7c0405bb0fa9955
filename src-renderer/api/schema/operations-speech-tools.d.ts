// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface SpeechToolsOperations {
    "generate-tts": {
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
                 *       "text": "text",
                 *       "voiceId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Text to speak: at most 600 characters for alpha voices, 5000 for beta voices. */
                    text: string;
                    /** @description A voiceId from list-voices; its provider decides who synthesizes. */
                    voiceId: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description alpha: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. beta: accepted and ignored. */
                    language?: string;
                    /** @description Style direction, at most 200 characters. */
                    prompt?: string;
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
    "generate-narration": {
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
                 *       "script": "text",
                 *       "voiceId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The script, 1 to 100,000 characters. A line that begins "Label:", where Label is a key of speakers, starts that speaker's part (the label is not spoken). */
                    script: string;
                    /** @description The default voice: it speaks the text before the first speaker label. */
                    voiceId: string;
                    /** @description Up to 20 speakers: label (1 to 40 characters, no colon) → voiceId. */
                    speakers?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Silence between segments of one speaker, ms (default 400); a change of speaker adds a little more.
                     * @default 400
                     */
                    pauseMs?: number;
                    /** @description For alpha voices: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. beta: accepted and ignored. */
                    language?: string;
                    /** @description Style direction for every segment, at most 200 characters. */
                    prompt?: string;
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
    "preview-narration": {
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
                 *       "script": "text",
                 *       "voiceId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The script, 1 to 100,000 characters. A line that begins "Label:", where Label is a key of speakers, starts that speaker's part (the label is not spoken). */
                    script: string;
                    /** @description The default voice: it speaks the text before the first speaker label. */
                    voiceId: string;
                    /** @description Up to 20 speakers: label (1 to 40 characters, no colon) → voiceId. */
                    speakers?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Silence between segments of one speaker, ms (default 400); a change of speaker adds a little more.
                     * @default 400
                     */
                    pauseMs?: number;
                    /** @description For alpha voices: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. beta: accepted and ignored. */
                    language?: string;
                    /** @description Style direction for every segment, at most 200 characters. */
                    prompt?: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
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
                     *         "estimatedCredits": 1,
                     *         "engine": "text",
                     *         "segments": [
                     *           {
                     *             "index": 1,
                     *             "voiceId": "text",
                     *             "speaker": "text",
                     *             "provider": "alpha",
                     *             "text": "text",
                     *             "characters": 1,
                     *             "limit": 1,
                     *             "credits": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NarrationPreview"];
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
    "regenerate-narration-segment": {
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
                 *       "taskId": "text",
                 *       "index": 1,
                 *       "text": "text"
                 *     }
                 */
                "application/json": {
                    /** @description A COMPLETED generate-narration (or regenerate-narration-segment) task of this key. */
                    taskId: string;
                    /** @description The segment to speak again (output.segments[].index). */
                    index: number;
                    /** @description The new text of the segment. */
                    text: string;
                    /** @description Another voice for this segment; default: the voice it had. */
                    voiceId?: string;
                    /** @description For alpha voices: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. */
                    language?: string;
                    /** @description Style direction, at most 200 characters. */
                    prompt?: string;
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
    "analyze-audio": {
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
                 *       "audioAssetId": "text"
                 *     }
                 */
                "application/json": {
                    audioAssetId: string;
                    /** @description Start of the part to read (default 0). */
                    startSeconds?: number;
                    /** @description End of the part to read (default the asset's end). */
                    endSeconds?: number;
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
                     *         "assetId": "text",
                     *         "sampleRate": 1,
                     *         "durationSeconds": 1,
                     *         "peakDbfs": 1,
                     *         "rmsDbfs": 1,
                     *         "speechRmsDbfs": 1,
                     *         "clippingRatio": 1,
                     *         "silenceRatio": 1,
                     *         "warnings": [
                     *           {
                     *             "code": "low_sample_rate",
                     *             "message": "text"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AudioQuality"];
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
