// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface SystemOperations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "text",
                     *       "uptimeSeconds": 1,
                     *       "engines": {
                     *         "alpha": "text",
                     *         "beta": "text",
                     *         "video": "text"
                     *       },
                     *       "secretStore": {
                     *         "backend": "keychain"
                     *       },
                     *       "ffmpeg": {
                     *         "available": true,
                     *         "source": "text"
                     *       },
                     *       "storage": {
                     *         "dataDir": "text",
                     *         "freeBytes": 1,
                     *         "totalBytes": 1,
                     *         "floorBytes": 1,
                     *         "state": "ok",
                     *         "lastFault": {
                     *           "code": "text",
                     *           "at": "2026-01-01T12:00:00.000Z"
                     *         },
                     *         "unsettledTasks": 1
                     *       },
                     *       "logging": {
                     *         "file": "text",
                     *         "writeFailures": 1,
                     *         "droppedLines": 1,
                     *         "failing": true,
                     *         "lastError": {
                     *           "code": "text",
                     *           "message": "text",
                     *           "at": "2026-01-01T12:00:00.000Z"
                     *         }
                     *       },
                     *       "backups": {
                     *         "dir": "text",
                     *         "count": 1,
                     *         "newest": {
                     *           "file": "text",
                     *           "madeAt": "2026-01-01T12:00:00.000Z",
                     *           "bytes": 1,
                     *           "schemaVersion": 1
                     *         },
                     *         "lastError": {
                     *           "at": "2026-01-01T12:00:00.000Z",
                     *           "message": "text"
                     *         },
                     *         "intervalSeconds": 1,
                     *         "keep": 1
                     *       },
                     *       "eventLoop": {
                     *         "windowSeconds": 1,
                     *         "p99Ms": 1,
                     *         "maxMs": 1,
                     *         "maxSinceStartMs": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["HealthView"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0"
                     *     }
                     */
                    "application/json": {
                        /** @example 3.1.0 */
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; it stays open until the client closes it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
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
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "providers": {
                     *           "alpha": {
                     *             "engine": "sandbox",
                     *             "baseUrl": "text",
                     *             "models": {},
                     *             "rateLimit": {
                     *               "requests": 1,
                     *               "perSeconds": 1
                     *             },
                     *             "apiKeySet": true
                     *           },
                     *           "beta": {
                     *             "engine": "sandbox",
                     *             "baseUrl": "text",
                     *             "models": {},
                     *             "rateLimit": {
                     *               "requests": 1,
                     *               "perSeconds": 1
                     *             },
                     *             "apiKeySet": true
                     *           },
                     *           "video": {
                     *             "engine": "sandbox",
                     *             "baseUrl": "text",
                     *             "models": {},
                     *             "rateLimit": {
                     *               "requests": 1,
                     *               "perSeconds": 1
                     *             },
                     *             "apiKeySet": true
                     *           }
                     *         },
                     *         "secretStore": "keychain",
                     *         "system": {
                     *           "dataDir": "text",
                     *           "url": "text",
                     *           "pid": 1,
                     *           "secretStore": "keychain",
                     *           "logFile": "text"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SettingsView"];
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
    updateProviderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A provider that runs on the sandbox or a live engine. */
                name: "alpha" | "beta" | "video";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "engine": "live",
                 *       "apiKey": "sk-…",
                 *       "rateLimit": {
                 *         "requests": 60,
                 *         "perSeconds": 60
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    engine: "sandbox" | "live";
                    /** Format: uri */
                    baseUrl?: string;
                    /** @description A new key; null removes the stored one. */
                    apiKey?: string | null;
                    /** @description Model ids by role. alpha: speech, design, clone; beta: speech; video: imagine-video, imagine-video-1.5-preview. */
                    models?: {
                        speech?: string;
                        design?: string;
                        clone?: string;
                        "imagine-video"?: string;
                        "imagine-video-1.5-preview"?: string;
                    };
                    /** @description Requests allowed per window, for the provider account. */
                    rateLimit?: {
                        requests: number;
                        perSeconds: number;
                    };
                    /** @description video only. */
                    pollIntervalMs?: number;
                };
            };
        };
        responses: {
            /** @description The provider's settings as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "engine": "sandbox",
                     *         "baseUrl": "text",
                     *         "models": {},
                     *         "rateLimit": {
                     *           "requests": 1,
                     *           "perSeconds": 1
                     *         },
                     *         "apiKeySet": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ProviderView"];
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
    testProviderConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A provider that runs on the sandbox or a live engine. */
                name: "alpha" | "beta" | "video";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What upstream said. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true,
                     *         "status": 1,
                     *         "message": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ConnectionTestResult"];
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
}
