// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface UsageToolsOperations {
    "get-usage": {
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
                 *       "from": "2026-11-01",
                 *       "to": "2026-11-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description First day of the range, included; default: 29 days before `to` (YYYY-MM-DD).
                     * @example 2026-11-01
                     */
                    from?: string;
                    /**
                     * @description Last day of the range, included; default: today (YYYY-MM-DD).
                     * @example 2026-11-01
                     */
                    to?: string;
                    /** @description An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC. */
                    tz?: string;
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
                     *         "from": "text",
                     *         "to": "text",
                     *         "tz": "text",
                     *         "apiKeyId": "text",
                     *         "totals": {
                     *           "charged": 1,
                     *           "refunded": 1,
                     *           "tasks": 1,
                     *           "granted": 1
                     *         },
                     *         "byDay": [
                     *           {
                     *             "day": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "chargedByTool": {}
                     *           }
                     *         ],
                     *         "byKey": [
                     *           {
                     *             "apiKeyId": "text",
                     *             "label": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "creditLimit": 1,
                     *             "creditsUsed": 1,
                     *             "creditsHeld": 1,
                     *             "revoked": true
                     *           }
                     *         ],
                     *         "byTool": [
                     *           {
                     *             "tool": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ],
                     *         "byVoice": [
                     *           {
                     *             "voiceId": "text",
                     *             "voiceName": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UsageReport"];
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
}
