// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface OpenaiErrorsResponses {
    /** @description In OpenAI's error shape. `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
    OpenAiValidationFailed: {
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
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
    OpenAiUnauthorized: {
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
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `insufficient_credits`: not enough credits available (or over the key's credit limit); nothing was held */
    OpenAiInsufficientCredits: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "Not enough credits available (or over the key's credit limit); nothing was held.",
             *         "type": "insufficient_quota",
             *         "param": null,
             *         "code": "insufficient_quota"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
    OpenAiForbidden: {
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
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `not_found`: nothing with that id (or not this key's) */
    OpenAiNotFound: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "Nothing with that id (or not this key's).",
             *         "type": "not_found_error",
             *         "param": null,
             *         "code": "not_found"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `conflict`: the state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress) */
    OpenAiConflict: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "The state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress).",
             *         "type": "invalid_request_error",
             *         "param": null,
             *         "code": "conflict"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `payload_too_large`: the body is over this route's limit; `details.limit` says it */
    OpenAiPayloadTooLarge: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "The body is over this route's limit; `details.limit` says it.",
             *         "type": "invalid_request_error",
             *         "param": null,
             *         "code": "payload_too_large"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
    OpenAiUnsupportedMediaType: {
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
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `idempotency_mismatch`: the Idempotency-Key was used with a different request */
    OpenAiIdempotencyMismatch: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "The Idempotency-Key was used with a different request.",
             *         "type": "invalid_request_error",
             *         "param": null,
             *         "code": "idempotency_mismatch"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `rate_limited`: too many requests */
    OpenAiRateLimited: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "Too many requests.",
             *         "type": "rate_limit_error",
             *         "param": null,
             *         "code": "rate_limit_exceeded"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `internal`: a fault of the service; its log has the details */
    OpenAiInternal: {
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
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing; `storage_io`: the disk of the data folder reported an I/O error */
    OpenAiUnavailableOrStorageIo: {
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
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
    /** @description In OpenAI's error shape. `storage_full`: the disk of the data folder is full; free space there; `storage_read_only`: the data folder is on a read-only file system */
    OpenAiStorageFullOrStorageReadOnly: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "message": "The disk of the data folder is full; free space there.",
             *         "type": "server_error",
             *         "param": null,
             *         "code": "storage_full"
             *       }
             *     }
             */
            "application/json": components["schemas"]["OpenAiError"];
        };
    };
}
