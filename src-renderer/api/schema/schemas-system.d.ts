// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface SystemSchemas {
    /** @description An error in the contract's shape. */
    Error: {
        error: {
            /**
             * @description A stable code; the HTTP status follows from it.
             * @enum {string}
             */
            code: "validation_failed" | "unauthorized" | "insufficient_credits" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "range_not_satisfiable" | "idempotency_mismatch" | "rate_limited" | "internal" | "unavailable" | "storage_full" | "storage_read_only" | "storage_io";
            /** @description Names the field and the rule it broke, and what to do next. */
            message: string;
            /** @description Machine-readable context: `field`, the listed `errors`, limits. */
            details?: unknown;
        };
    };
    HealthView: {
        /** @enum {string} */
        status: "ok";
        version: string;
        uptimeSeconds: number;
        /** @description The engine each provider runs on now: sandbox or live. */
        engines: {
            alpha: string;
            beta: string;
            video: string;
        };
        secretStore: {
            /** @enum {string} */
            backend: "keychain";
        } | {
            /** @enum {string} */
            backend: "file";
            /** @description Why the OS keychain is not used. */
            notice: string;
        };
        ffmpeg: {
            /** @enum {boolean} */
            available: true;
            /** @description Where it was found: FFMPEG_PATH, ffmpeg-static or PATH. */
            source: string;
        } | {
            /** @enum {boolean} */
            available: false;
            /** @description How to get ffmpeg. */
            message: string;
        };
        storage: {
            dataDir: string;
            /** @description -1 when it could not be read. */
            freeBytes: number;
            totalBytes: number;
            /** @description Below this much free space, new generation tasks are refused (507). */
            floorBytes: number;
            /** @enum {string} */
            state: "ok" | "low" | "full";
            lastFault: {
                code: string;
                /** Format: date-time */
                at: string;
            } | null;
            /** @description Ended tasks whose end could not be written yet. */
            unsettledTasks: number;
        };
        logging: {
            file: string;
            writeFailures: number;
            droppedLines: number;
            failing: boolean;
            lastError: {
                code: string;
                message: string;
                /** Format: date-time */
                at: string;
            } | null;
        };
        /** @description Null when automatic backups are off. */
        backups: {
            dir: string;
            count: number;
            newest: {
                file: string;
                /** Format: date-time */
                madeAt: string;
                bytes: number;
                schemaVersion: number;
            } | null;
            lastError: {
                /** Format: date-time */
                at: string;
                message: string;
            } | null;
            intervalSeconds: number;
            keep: number;
        } | null;
        eventLoop: {
            windowSeconds: number;
            /** @description How late timers ran, 99th percentile over the window. */
            p99Ms: number;
            maxMs: number;
            maxSinceStartMs: number;
        };
    };
    SystemView: {
        dataDir: string;
        url: string;
        pid: number;
        /** @enum {string} */
        secretStore: "keychain" | "file";
        logFile: string;
    };
    UsageReport: {
        /** @description First day, included. */
        from: string;
        /** @description Last day, included. */
        to: string;
        /** @description The zone the days are calendar days of. */
        tz: string;
        /** @description The key the report is limited to, or null for every key. */
        apiKeyId: string | null;
        totals: {
            /** @description Credits captured (charged) for tasks that completed in the range. */
            charged: number;
            /** @description Credits released for tasks that failed or were cancelled in the range. */
            refunded: number;
            /** @description Tasks that ended in the range (charged or refunded). */
            tasks: number;
            /** @description Credits granted to the workspace in the range (zero when limited to a key). */
            granted: number;
        };
        /** @description Every day of the range, oldest first, days without use included as zeros. */
        byDay: {
            /** @description A calendar day (YYYY-MM-DD) in the zone of the range. */
            day: string;
            /** @description Credits captured (charged) for tasks that completed in the range. */
            charged: number;
            /** @description Credits released for tasks that failed or were cancelled in the range. */
            refunded: number;
            /** @description Tasks that ended in the range (charged or refunded). */
            tasks: number;
            /** @description Credits charged that day by tool (tools with a charge only), for a stacked chart. */
            chargedByTool: {
                [key: string]: number;
            };
        }[];
        /** @description Keys with use in the range and keys not revoked, most charged first. */
        byKey: {
            /** @description Null for tasks submitted without a key. */
            apiKeyId: string | null;
            label: string | null;
            /** @description Credits captured (charged) for tasks that completed in the range. */
            charged: number;
            /** @description Credits released for tasks that failed or were cancelled in the range. */
            refunded: number;
            /** @description Tasks that ended in the range (charged or refunded). */
            tasks: number;
            /** @description The key's cap over its whole life; null = no cap. */
            creditLimit: number | null;
            /** @description Everything the key was ever charged (not only in the range). */
            creditsUsed: number;
            /** @description Held now for the key's tasks that have not ended. */
            creditsHeld: number;
            revoked: boolean;
        }[];
        /** @description Most charged first. */
        byTool: {
            tool: string;
            /** @description Credits captured (charged) for tasks that completed in the range. */
            charged: number;
            /** @description Credits released for tasks that failed or were cancelled in the range. */
            refunded: number;
            /** @description Tasks that ended in the range (charged or refunded). */
            tasks: number;
        }[];
        /** @description Most charged first. */
        byVoice: {
            /** @description The voice a task spoke with; null for tools without one (video, voice design). */
            voiceId: string | null;
            voiceName: string | null;
            /** @description Credits captured (charged) for tasks that completed in the range. */
            charged: number;
            /** @description Credits released for tasks that failed or were cancelled in the range. */
            refunded: number;
            /** @description Tasks that ended in the range (charged or refunded). */
            tasks: number;
        }[];
    };
    ProviderView: {
        /** @enum {string} */
        engine: "sandbox" | "live";
        baseUrl: string;
        /** @description Upstream model ids by role. */
        models: {
            [key: string]: string;
        };
        /** @description Requests allowed per window, for the provider account. */
        rateLimit: {
            requests: number;
            perSeconds: number;
        };
        /** @description video only: how often a pending job is polled. */
        pollIntervalMs?: number;
        /** @description Whether a key is stored (the key itself never leaves the service). */
        apiKeySet: boolean;
    };
    SettingsView: {
        providers: {
            alpha: components["schemas"]["ProviderView"];
            beta: components["schemas"]["ProviderView"];
            video: components["schemas"]["ProviderView"];
        };
        /** @enum {string} */
        secretStore: "keychain" | "file";
        system: components["schemas"]["SystemView"];
    };
    ConnectionTestResult: {
        ok: boolean;
        /** @description The upstream HTTP status, when one answered. */
        status: number | null;
        message: string;
    };
    /**
     * @example {
     *       "id": 42,
     *       "createdAt": "2026-01-05T10:00:00.000Z",
     *       "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *       "transport": "rest",
     *       "method": "POST",
     *       "route": "/api/v1/tools/{name}/execute",
     *       "path": "/api/v1/tools/generate-tts/execute",
     *       "tool": "generate-tts",
     *       "status": 400,
     *       "latencyMs": 2.4,
     *       "errorCode": "validation_failed",
     *       "errorMessage": "text: must NOT have more than 5000 characters",
     *       "taskId": null,
     *       "bytesIn": 5120,
     *       "bytesOut": 120,
     *       "captured": false,
     *       "resentFrom": null
     *     }
     */
    RequestLogEntry: {
        /** @description Grows with every entry: newer calls have larger ids. */
        id: number;
        /**
         * Format: date-time
         * @description When the answer was sent.
         */
        createdAt: string;
        /** @description The key that made the call. */
        apiKeyId: string | null;
        /**
         * @description `rest` for /api/v1 and the compatible routes, `mcp` for a tool call over MCP.
         * @enum {string}
         */
        transport: "rest" | "mcp";
        /** @example POST */
        method: string;
        /** @description The route pattern (`/api/v1/tools/{name}/execute`, `/api/v1/tasks/{id}`), or `mcp` for a tool call over MCP. */
        route: string;
        /** @description The concrete path and query, with credentials in the query redacted. */
        path: string;
        /** @description The tool of a tool call (REST or MCP). */
        tool: string | null;
        /** @description The HTTP status answered (for MCP, the status the same call answers over REST). */
        status: number;
        latencyMs: number;
        errorCode: string | null;
        errorMessage: string | null;
        /** @description The task the call made or read, from its answer. */
        taskId: string | null;
        bytesIn: number;
        bytesOut: number;
        /** @description Body capture was on for the key when the call was made. */
        captured: boolean;
        /** @description The entry this call re-sent from the studio. */
        resentFrom: number | null;
    };
    RequestLogDetail: {
        entry: components["schemas"]["RequestLogEntry"];
        /** @description Null when body capture was off for the key. */
        bodies: {
            /** @description The request body as JSON text; null when not captured or not JSON. */
            request: string | null;
            requestTruncated: boolean;
            /** @description The response body as JSON text; null when not captured or not JSON. */
            response: string | null;
            responseTruncated: boolean;
        } | null;
    };
    RequestLogPage: {
        data: components["schemas"]["RequestLogEntry"][];
        /** @description Null on the last page. */
        nextBefore: number | null;
    };
    /**
     * @example {
     *       "entry": {
     *         "id": 43,
     *         "createdAt": "2026-01-05T10:01:00.000Z",
     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *         "transport": "rest",
     *         "method": "POST",
     *         "route": "/api/v1/tools/{name}/execute",
     *         "path": "/api/v1/tools/generate-tts/execute",
     *         "tool": "generate-tts",
     *         "status": 200,
     *         "latencyMs": 3.1,
     *         "errorCode": null,
     *         "errorMessage": null,
     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *         "bytesIn": 52,
     *         "bytesOut": 180,
     *         "captured": true,
     *         "resentFrom": 42
     *       },
     *       "result": {
     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *         "status": "PENDING"
     *       }
     *     }
     */
    ResendResult: {
        entry: components["schemas"]["RequestLogEntry"];
        /** @description The tool's answer (`data`) when it worked; null when it failed (see entry.error*). */
        result: unknown;
    };
    /**
     * @example {
     *       "maxEntries": 10000,
     *       "maxAgeDays": 30
     *     }
     */
    RequestLogSettings: {
        /** @description Most entries kept; older ones are removed in the background. */
        maxEntries: number;
        /** @description Entries older than this are removed in the background. */
        maxAgeDays: number;
    };
}
