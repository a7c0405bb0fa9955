// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface VoicesOperations {
    listVoices: {
        parameters: {
            query?: {
                provider?: "alpha" | "beta";
                kind?: "builtin" | "prebuilt" | "designed" | "cloned";
                /** @description Exact, case aside (female, male, neutral). */
                gender?: string;
                /** @description A language the voice speaks, as listed (English), case aside. */
                language?: string;
                favorite?: boolean;
                /** @description Words in the name or description, case aside. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voices. */
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
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteVoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The voice's id.
                 * @example voice_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voice is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voiceId": "text",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DeletedVoice"];
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
    renameVoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The voice's id.
                 * @example voice_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Narrator"
                 *     }
                 */
                "application/json": {
                    /** @example Narrator */
                    name?: string;
                    favorite?: boolean;
                };
            };
        };
        responses: {
            /** @description The voice, changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voiceId": "alpha-cherry",
                     *         "name": "text",
                     *         "provider": "alpha",
                     *         "kind": "builtin",
                     *         "languages": [
                     *           "text"
                     *         ],
                     *         "favorite": true,
                     *         "previewAssetId": "text",
                     *         "previewCredits": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VoiceView"];
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
    previewVoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The voice's id.
                 * @example voice_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description Agree to pay `previewCredits` when the preview costs something (a live engine); without it such a request answers 409. */
                    acceptCredits?: boolean;
                };
            };
        };
        responses: {
            /** @description The clip, or the task making it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voiceId": "text",
                     *         "assetId": "text",
                     *         "taskId": "text",
                     *         "credits": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VoicePreview"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
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
    cloneVoiceFromForm: {
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
                "multipart/form-data": {
                    /** @description The new voice's name. */
                    name: string;
                    /**
                     * Format: binary
                     * @description The sample, at most 10 MB.
                     */
                    audio: Blob;
                    language?: string;
                    /** @description What the sample says. */
                    referenceText?: string;
                };
            };
        };
        responses: {
            /** @description The clone is accepted (PENDING) and its credits are held. */
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
