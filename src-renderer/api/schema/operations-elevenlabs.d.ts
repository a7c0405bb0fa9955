// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface ElevenlabsOperations {
    elevenlabsTextToSpeech: {
        parameters: {
            query?: {
                /** @description codec_rate[_kbps]; every ElevenLabs value is produced. */
                output_format?: "mp3_22050_32" | "mp3_24000_48" | "mp3_44100_32" | "mp3_44100_64" | "mp3_44100_96" | "mp3_44100_128" | "mp3_44100_192" | "pcm_8000" | "pcm_16000" | "pcm_22050" | "pcm_24000" | "pcm_32000" | "pcm_44100" | "pcm_48000" | "wav_8000" | "wav_16000" | "wav_22050" | "wav_24000" | "wav_32000" | "wav_44100" | "wav_48000" | "ulaw_8000" | "alaw_8000" | "opus_48000_32" | "opus_48000_64" | "opus_48000_96" | "opus_48000_128" | "opus_48000_192";
                /** @description Ignored (nothing is sent anywhere but the provider). */
                enable_logging?: boolean;
                /** @description Ignored. */
                optimize_streaming_latency?: number;
            };
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description A Timbre voiceId (GET /v1/voices lists them).
                 * @example alpha-cherry
                 */
                voice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Hello from Timbre.",
                 *       "model_id": "eleven_multilingual_v2"
                 *     }
                 */
                "application/json": {
                    /** @description The text, 1 to 10,000 characters. Over the voice's provider limit it is spoken whole as a narration. */
                    text: string;
                    /** @description An eleven_* model (the voice's provider speaks), or alpha / beta (that provider only). */
                    model_id?: string;
                    /** @description ISO 639-1 (en, de, …): for alpha voices one of the ten alpha languages; beta ignores it. */
                    language_code?: string;
                    /** @description Accepted and ignored: stability, similarity_boost, style, use_speaker_boost, speed have no Timbre counterpart. */
                    voice_settings?: {
                        [key: string]: unknown;
                    };
                    /** @description Ignored. */
                    seed?: number;
                    /** @description Ignored. */
                    previous_text?: string;
                    /** @description Ignored. */
                    next_text?: string;
                    /** @description Ignored. */
                    previous_request_ids?: string[];
                    /** @description Ignored. */
                    next_request_ids?: string[];
                    /** @description Ignored. */
                    pronunciation_dictionary_locators?: {
                        [key: string]: unknown;
                    }[];
                    /**
                     * @description Ignored.
                     * @enum {string}
                     */
                    apply_text_normalization?: "auto" | "on" | "off";
                    /** @description Ignored. */
                    apply_language_text_normalization?: boolean;
                    /** @description Ignored. */
                    use_pvc_as_ivc?: boolean;
                };
            };
        };
        responses: {
            /** @description The audio, in output_format. */
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
                    "audio/basic": Blob;
                    "audio/x-alaw-basic": Blob;
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            402: components["responses"]["ElevenLabsInsufficientCredits"];
            403: components["responses"]["ElevenLabsForbidden"];
            404: components["responses"]["ElevenLabsNotFound"];
            409: components["responses"]["ElevenLabsConflict"];
            413: components["responses"]["ElevenLabsPayloadTooLarge"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            422: components["responses"]["ElevenLabsIdempotencyMismatch"];
            429: components["responses"]["ElevenLabsRateLimited"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailableOrStorageIo"];
            507: components["responses"]["ElevenLabsStorageFullOrStorageReadOnly"];
        };
    };
    elevenlabsTextToSpeechStream: {
        parameters: {
            query?: {
                /** @description codec_rate[_kbps]; every ElevenLabs value is produced. */
                output_format?: "mp3_22050_32" | "mp3_24000_48" | "mp3_44100_32" | "mp3_44100_64" | "mp3_44100_96" | "mp3_44100_128" | "mp3_44100_192" | "pcm_8000" | "pcm_16000" | "pcm_22050" | "pcm_24000" | "pcm_32000" | "pcm_44100" | "pcm_48000" | "wav_8000" | "wav_16000" | "wav_22050" | "wav_24000" | "wav_32000" | "wav_44100" | "wav_48000" | "ulaw_8000" | "alaw_8000" | "opus_48000_32" | "opus_48000_64" | "opus_48000_96" | "opus_48000_128" | "opus_48000_192";
                /** @description Ignored (nothing is sent anywhere but the provider). */
                enable_logging?: boolean;
                /** @description Ignored. */
                optimize_streaming_latency?: number;
            };
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description A Timbre voiceId (GET /v1/voices lists them).
                 * @example alpha-cherry
                 */
                voice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Hello from Timbre.",
                 *       "model_id": "eleven_multilingual_v2"
                 *     }
                 */
                "application/json": {
                    /** @description The text, 1 to 10,000 characters. Over the voice's provider limit it is spoken whole as a narration. */
                    text: string;
                    /** @description An eleven_* model (the voice's provider speaks), or alpha / beta (that provider only). */
                    model_id?: string;
                    /** @description ISO 639-1 (en, de, …): for alpha voices one of the ten alpha languages; beta ignores it. */
                    language_code?: string;
                    /** @description Accepted and ignored: stability, similarity_boost, style, use_speaker_boost, speed have no Timbre counterpart. */
                    voice_settings?: {
                        [key: string]: unknown;
                    };
                    /** @description Ignored. */
                    seed?: number;
                    /** @description Ignored. */
                    previous_text?: string;
                    /** @description Ignored. */
                    next_text?: string;
                    /** @description Ignored. */
                    previous_request_ids?: string[];
                    /** @description Ignored. */
                    next_request_ids?: string[];
                    /** @description Ignored. */
                    pronunciation_dictionary_locators?: {
                        [key: string]: unknown;
                    }[];
                    /**
                     * @description Ignored.
                     * @enum {string}
                     */
                    apply_text_normalization?: "auto" | "on" | "off";
                    /** @description Ignored. */
                    apply_language_text_normalization?: boolean;
                    /** @description Ignored. */
                    use_pvc_as_ivc?: boolean;
                };
            };
        };
        responses: {
            /** @description The audio, in output_format. */
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
                    "audio/basic": Blob;
                    "audio/x-alaw-basic": Blob;
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            402: components["responses"]["ElevenLabsInsufficientCredits"];
            403: components["responses"]["ElevenLabsForbidden"];
            404: components["responses"]["ElevenLabsNotFound"];
            409: components["responses"]["ElevenLabsConflict"];
            413: components["responses"]["ElevenLabsPayloadTooLarge"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            422: components["responses"]["ElevenLabsIdempotencyMismatch"];
            429: components["responses"]["ElevenLabsRateLimited"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailableOrStorageIo"];
            507: components["responses"]["ElevenLabsStorageFullOrStorageReadOnly"];
        };
    };
    elevenlabsListVoices: {
        parameters: {
            query?: {
                /** @description Ignored. */
                show_legacy?: boolean;
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
                     *       "voices": [
                     *         {
                     *           "voice_id": "alpha-cherry",
                     *           "name": "text",
                     *           "category": "premade",
                     *           "description": "text",
                     *           "labels": {},
                     *           "preview_url": "text"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ElevenLabsVoiceList"];
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            403: components["responses"]["ElevenLabsForbidden"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailable"];
        };
    };
    elevenlabsSearchVoices: {
        parameters: {
            query?: {
                page_size?: number;
                /** @description From the previous page. */
                next_page_token?: string;
                search?: string;
                category?: string;
                /** @description Ignored. */
                voice_type?: string;
                /** @description Ignored (library order). */
                sort?: string;
                /** @description Ignored. */
                sort_direction?: string;
                /** @description Ignored (always counted). */
                include_total_count?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of voices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "voices": [
                     *         {
                     *           "voice_id": "alpha-cherry",
                     *           "name": "text",
                     *           "category": "premade",
                     *           "description": "text",
                     *           "labels": {},
                     *           "preview_url": "text"
                     *         }
                     *       ],
                     *       "has_more": true,
                     *       "total_count": 1,
                     *       "next_page_token": "text"
                     *     }
                     */
                    "application/json": components["schemas"]["ElevenLabsVoicePage"];
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            403: components["responses"]["ElevenLabsForbidden"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailable"];
        };
    };
    elevenlabsSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tier": "text",
                     *       "character_count": 1,
                     *       "character_limit": 1,
                     *       "max_credit_limit_extension": 1,
                     *       "can_extend_character_limit": true,
                     *       "allowed_to_extend_character_limit": true,
                     *       "next_character_count_reset_unix": 1,
                     *       "voice_slots_used": 1,
                     *       "professional_voice_slots_used": 1,
                     *       "professional_voice_slots_used_in_workspace": 1,
                     *       "voice_limit": 1,
                     *       "voice_add_edit_counter": 1,
                     *       "professional_voice_limit": 1,
                     *       "can_extend_voice_limit": true,
                     *       "can_use_instant_voice_cloning": true,
                     *       "can_use_professional_voice_cloning": true,
                     *       "current_overage": {
                     *         "amount": "text",
                     *         "currency": "text"
                     *       },
                     *       "open_invoices": [],
                     *       "has_open_invoices": true,
                     *       "status": "text",
                     *       "timbre_credits": {
                     *         "used": 1,
                     *         "available": 1,
                     *         "characters_per_credit": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ElevenLabsSubscription"];
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            403: components["responses"]["ElevenLabsForbidden"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailable"];
        };
    };
}
