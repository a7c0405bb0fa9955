// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface OpenaiSchemas {
    OpenAiSpeechDelta: {
        /** @enum {string} */
        type: "speech.audio.delta";
        /**
         * Format: byte
         * @description The next bytes of the audio in response_format, base64.
         */
        audio: string;
    };
    OpenAiSpeechDone: {
        /** @enum {string} */
        type: "speech.audio.done";
        /** @description Characters standing in for tokens. */
        usage: {
            /** @description The input's characters: Timbre bills characters, not tokens. */
            input_tokens: number;
            /** @description Always 0. */
            output_tokens: number;
            total_tokens: number;
        };
    };
    OpenAiSpeechStreamError: {
        /** @enum {string} */
        type: "error";
        error: {
            /** @description Names the field and the rule it broke, or what went wrong. */
            message: string;
            /** @description invalid_request_error, authentication_error, permission_error, not_found_error, insufficient_quota, rate_limit_error, server_error. */
            type: string;
            /** @description The field at fault, when one is. */
            param: string | null;
            /** @description Timbre's own error code (or the task's failure code). */
            code: string | null;
        };
    };
    /** @description An error in OpenAI's shape. */
    OpenAiError: {
        error: {
            /** @description Names the field and the rule it broke, or what went wrong. */
            message: string;
            /** @description invalid_request_error, authentication_error, permission_error, not_found_error, insufficient_quota, rate_limit_error, server_error. */
            type: string;
            /** @description The field at fault, when one is. */
            param: string | null;
            /** @description Timbre's own error code (or the task's failure code). */
            code: string | null;
        };
    };
    OpenAiModel: {
        id: string;
        /** @enum {string} */
        object: "model";
        created: number;
        owned_by: string;
    };
    OpenAiModelList: {
        /** @enum {string} */
        object: "list";
        data: components["schemas"]["OpenAiModel"][];
    };
}
