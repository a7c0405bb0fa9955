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
}
