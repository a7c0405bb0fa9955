// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface OpenaiOperations {
    openaiCreateSpeech: {
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
                 *       "model": "tts-1",
                 *       "input": "Hello from Timbre.",
                 *       "voice": "alloy"
                 *     }
                 */
                "application/json": {
                    /** @description tts-1, tts-1-hd, gpt-4o-mini-tts (the voice's provider speaks), or alpha / beta (that provider only). */
                    model: string;
                    /** @description The text, 1 to 4096 characters. Over the voice's provider limit it is spoken whole as a narration. */
                    input: string;
                    /** @description An OpenAI voice name (alloy, ash, ballad, coral, echo, fable, nova, onyx, sage, shimmer, verse, marin, cedar: mapped to Timbre built-ins), a Timbre voiceId, or {"id": voiceId}. */
                    voice: string | {
                        /** @description A Timbre voiceId. */
                        id: string;
                    };
                    /**
                     * @description mp3 (default), opus (Ogg), aac (ADTS), flac, wav, or pcm (raw 24 kHz signed 16-bit little-endian mono).
                     * @default mp3
                     * @enum {string}
                     */
                    response_format?: "mp3" | "opus" | "aac" | "flac" | "wav" | "pcm";
                    /**
                     * @description Playback speed, applied with ffmpeg's atempo (the pitch is kept).
                     * @default 1
                     */
                    speed?: number;
                    /** @description Style direction, passed on as the prompt; at most 200 characters. */
                    instructions?: string;
                    /**
                     * @description `audio`: the bytes, in response_format. `sse`: the same bytes as server-sent events (text/event-stream), speech.audio.delta events carrying base64 chunks, then speech.audio.done with the usage. Offered for every model.
                     * @default audio
                     * @enum {string}
                     */
                    stream_format?: "audio" | "sse";
                };
            };
        };
        responses: {
            /** @description The audio, in response_format; with stream_format `sse`, server-sent events carrying it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/mpeg": Blob;
                    "audio/ogg": Blob;
                    "audio/aac": Blob;
                    "audio/flac": Blob;
                    "audio/wav": Blob;
                    "audio/pcm": Blob;
                    "text/event-stream": components["schemas"]["OpenAiSpeechDelta"] | components["schemas"]["OpenAiSpeechDone"] | components["schemas"]["OpenAiSpeechStreamError"];
                };
            };
            400: components["responses"]["OpenAiValidationFailed"];
            401: components["responses"]["OpenAiUnauthorized"];
            402: components["responses"]["OpenAiInsufficientCredits"];
            403: components["responses"]["OpenAiForbidden"];
            404: components["responses"]["OpenAiNotFound"];
            409: components["responses"]["OpenAiConflict"];
            413: components["responses"]["OpenAiPayloadTooLarge"];
            415: components["responses"]["OpenAiUnsupportedMediaType"];
            422: components["responses"]["OpenAiIdempotencyMismatch"];
            429: components["responses"]["OpenAiRateLimited"];
            500: components["responses"]["OpenAiInternal"];
            503: components["responses"]["OpenAiUnavailableOrStorageIo"];
            507: components["responses"]["OpenAiStorageFullOrStorageReadOnly"];
        };
    };
    compatListModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "text",
                     *           "object": "model",
                     *           "created": 1,
                     *           "owned_by": "text"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAiModelList"] | components["schemas"]["ElevenLabsModel"][];
                };
            };
            400: components["responses"]["CompatValidationFailed"];
            401: components["responses"]["CompatUnauthorized"];
            403: components["responses"]["CompatForbidden"];
            415: components["responses"]["CompatUnsupportedMediaType"];
            500: components["responses"]["CompatInternal"];
            503: components["responses"]["CompatUnavailable"];
        };
    };
}
