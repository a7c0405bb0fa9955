// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface ErrorsResponses {
    /** @description `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
    ValidationFailed: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "validation_failed",
             *         "message": "A parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
    Forbidden: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "forbidden",
             *         "message": "The credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
    UnsupportedMediaType: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "unsupported_media_type",
             *         "message": "The Content-Type is not one this route reads (`details.accepted` lists them)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `internal`: a fault of the service; its log has the details */
    Internal: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "internal",
             *         "message": "A fault of the service; its log has the details."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing */
    Unavailable: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "unavailable",
             *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
    Unauthorized: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "unauthorized",
             *         "message": "No credential, or one that is not valid (unknown or revoked key, old session token)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `conflict`: the state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress) */
    Conflict: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "conflict",
             *         "message": "The state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `payload_too_large`: the body is over this route's limit; `details.limit` says it */
    PayloadTooLarge: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "payload_too_large",
             *         "message": "The body is over this route's limit; `details.limit` says it."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `idempotency_mismatch`: the Idempotency-Key was used with a different request */
    IdempotencyMismatch: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "idempotency_mismatch",
             *         "message": "The Idempotency-Key was used with a different request."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing; `storage_io`: the disk of the data folder reported an I/O error */
    UnavailableOrStorageIo: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "unavailable",
             *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `storage_full`: the disk of the data folder is full; free space there; `storage_read_only`: the data folder is on a read-only file system */
    StorageFullOrStorageReadOnly: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "storage_full",
             *         "message": "The disk of the data folder is full; free space there."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `insufficient_credits`: not enough credits available (or over the key's credit limit); nothing was held */
    InsufficientCredits: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "insufficient_credits",
             *         "message": "Not enough credits available (or over the key's credit limit); nothing was held."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `not_found`: nothing with that id (or not this key's) */
    NotFound: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "not_found",
             *         "message": "Nothing with that id (or not this key's)."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
    /** @description `range_not_satisfiable`: the Range is outside the file */
    RangeNotSatisfiable: {
        headers: {
            [name: string]: unknown;
        };
        content: {
            /**
             * @example {
             *       "error": {
             *         "code": "range_not_satisfiable",
             *         "message": "The Range is outside the file."
             *       }
             *     }
             */
            "application/json": components["schemas"]["Error"];
        };
    };
}
