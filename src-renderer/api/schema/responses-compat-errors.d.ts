// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface CompatErrorsResponses {
    /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
    CompatValidationFailed: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "A parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them.",
             *         "type": "invalid_request_error",
             *         "param": null,
             *         "code": "validation_failed"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
    CompatUnauthorized: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "No credential, or one that is not valid (unknown or revoked key, old session token).",
             *         "type": "invalid_request_error",
             *         "param": null,
             *         "code": "invalid_api_key"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
    CompatForbidden: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "The credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired.",
             *         "type": "permission_error",
             *         "param": null,
             *         "code": "forbidden"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
    CompatUnsupportedMediaType: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "The Content-Type is not one this route reads (`details.accepted` lists them).",
             *         "type": "invalid_request_error",
             *         "param": null,
             *         "code": "unsupported_media_type"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `internal`: a fault of the service; its log has the details */
    CompatInternal: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "A fault of the service; its log has the details.",
             *         "type": "server_error",
             *         "param": null,
             *         "code": "internal"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing */
    CompatUnavailable: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing.",
             *         "type": "server_error",
             *         "param": null,
             *         "code": "unavailable"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
        };
    };
}
