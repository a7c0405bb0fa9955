// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface VoiceToolsOperations {
    "list-voices": {
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
                "application/json": Record<string, never>;
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
                     *         "voices": [
                     *           {
                     *             "voiceId": "alpha-cherry",
                     *             "name": "text",
                     *             "provider": "alpha",
                     *             "kind": "builtin",
                     *             "languages": [
                     *               "text"
                     *             ],
                     *             "favorite": true,
                     *             "previewAssetId": "text",
                     *             "previewCredits": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VoiceList"];
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
    "design-voice": {
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
                    /** @description Description of the voice: gender, age, pitch, pace, accent, mood. */
                    prompt: string;
                    /** @description Preview script, at most 600 characters. */
                    text?: string;
                    /** @description Language of the voice (English or en, …). */
                    language?: string;
                    /** @description Name of the new voice. */
                    voiceName?: string;
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
    "clone-voice-from-audio": {
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
                 *       "audioAssetId": "text",
                 *       "name": "text"
                 *     }
                 */
                "application/json": {
                    /** @description An uploaded audio asset (POST /api/v1/assets or upload-asset). */
                    audioAssetId: string;
                    /** @description Name of the new voice, 1 to 100 characters. */
                    name: string;
                    /** @description Language spoken in the sample (English or en, …). */
                    language?: string;
                    /** @description Transcript of the sample, at most 500 characters. */
                    referenceText?: string;
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
}
