// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface ElevenlabsErrorsResponses {
    /** @description In ElevenLabs' error shape. `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
    ElevenLabsValidationFailed: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "validation_failed",
             *         "message": "A parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
    ElevenLabsUnauthorized: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "unauthorized",
             *         "message": "No credential, or one that is not valid (unknown or revoked key, old session token)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `insufficient_credits`: not enough credits available (or over the key's credit limit); nothing was held */
    ElevenLabsInsufficientCredits: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "insufficient_credits",
             *         "message": "Not enough credits available (or over the key's credit limit); nothing was held."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
    ElevenLabsForbidden: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "forbidden",
             *         "message": "The credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `not_found`: nothing with that id (or not this key's) */
    ElevenLabsNotFound: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "not_found",
             *         "message": "Nothing with that id (or not this key's)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `conflict`: the state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress) */
    ElevenLabsConflict: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "conflict",
             *         "message": "The state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `payload_too_large`: the body is over this route's limit; `details.limit` says it */
    ElevenLabsPayloadTooLarge: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "payload_too_large",
             *         "message": "The body is over this route's limit; `details.limit` says it."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
    ElevenLabsUnsupportedMediaType: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "unsupported_media_type",
             *         "message": "The Content-Type is not one this route reads (`details.accepted` lists them)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `idempotency_mismatch`: the Idempotency-Key was used with a different request */
    ElevenLabsIdempotencyMismatch: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "idempotency_mismatch",
             *         "message": "The Idempotency-Key was used with a different request."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `rate_limited`: too many requests */
    ElevenLabsRateLimited: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "rate_limited",
             *         "message": "Too many requests."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `internal`: a fault of the service; its log has the details */
    ElevenLabsInternal: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "internal",
             *         "message": "A fault of the service; its log has the details."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing; `storage_io`: the disk of the data folder reported an I/O error */
    ElevenLabsUnavailableOrStorageIo: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "unavailable",
             *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `storage_full`: the disk of the data folder is full; free space there; `storage_read_only`: the data folder is on a read-only file system */
    ElevenLabsStorageFullOrStorageReadOnly: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "storage_full",
             *         "message": "The disk of the data folder is full; free space there."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
    /** @description In ElevenLabs' error shape. `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing */
    ElevenLabsUnavailable: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "detail": {
             *         "status": "unavailable",
             *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
             *       }
             *     }
             */
            "application/json": components["schemas"]["ElevenLabsError"];
        };
    };
}
