// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface CreditsOperations {
    getCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "balance": 10000,
                     *         "held": 15,
                     *         "available": 9985
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CreditsView"];
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
    listLedger: {
        parameters: {
            query?: {
                /** @description A ledger entry id: rows older than it. */
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the ledger. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "kind": "grant",
                     *           "amount": 1,
                     *           "taskId": "text",
                     *           "apiKeyId": "text",
                     *           "note": "text",
                     *           "createdAt": "2026-01-01T12:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextBefore": 1
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerPage"];
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
    grantCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 5000,
                 *       "note": "Monthly top-up"
                 *     }
                 */
                "application/json": {
                    amount: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The credits were added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "balance": 10000,
                     *         "held": 15,
                     *         "available": 9985
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CreditsView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getUsage: {
        parameters: {
            query?: {
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
                /** @description Only this key's use. An API key always sees only its own. */
                apiKeyId?: string;
                /** @description An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage over the range; every breakdown sums to the totals. */
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
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    exportUsageCsv: {
        parameters: {
            query?: {
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
                /** @description Only this key's use. An API key always sees only its own. */
                apiKeyId?: string;
                /** @description An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
}
