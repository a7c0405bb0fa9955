// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface AssetsOperations {
    listAssets: {
        parameters: {
            query?: {
                kind?: "audio" | "image" | "video";
                /** @description Words found in the file name, the key label or the parameters (e.g. the text spoken). */
                q?: string;
                /** @description The `nextBefore` of the previous page: items older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the library. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "assets": [
                     *           {
                     *             "assetId": "asset_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "kind": "audio",
                     *             "mimeType": "audio/wav",
                     *             "bytes": 1,
                     *             "origin": "upload",
                     *             "createdAt": "2026-01-01T12:00:00.000Z",
                     *             "url": "http://127.0.0.1:7717/",
                     *             "expiresAt": "2026-01-01T12:00:00.000Z",
                     *             "provenance": {
                     *               "apiKeyId": "text",
                     *               "keyLabel": "text",
                     *               "engine": "text",
                     *               "params": {}
                     *             }
                     *           }
                     *         ],
                     *         "nextBefore": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetPage"];
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
    uploadAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Raw uploads: the file name, percent-encoded (encodeURIComponent). */
                "x-file-name"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
                "application/octet-stream": Blob;
                "audio/*": Blob;
                "image/*": Blob;
                "video/*": Blob;
            };
        };
        responses: {
            /** @description The asset was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "assetId": "asset_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "kind": "audio",
                     *         "mimeType": "audio/wav",
                     *         "bytes": 1,
                     *         "origin": "upload",
                     *         "createdAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetView"];
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
    getAssetContent: {
        parameters: {
            query: {
                /**
                 * @description Unix time (seconds) the URL expires at.
                 * @example 1767268800
                 */
                expires: string;
            };
            header?: never;
            path: {
                /**
                 * @description The asset's id (asset_…).
                 * @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own media type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description The requested Range of the file. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Not modified (If-None-Match or If-Modified-Since). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    exportAsset: {
        parameters: {
            query?: {
                format?: "wav" | "mp3";
            };
            header?: never;
            path: {
                /**
                 * @description The asset's id (asset_…).
                 * @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own media type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description The requested Range of the file. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Not modified (If-None-Match or If-Modified-Since). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getAssetPeaks: {
        parameters: {
            query?: {
                /** @description Points (min/max pairs) wanted: exactly this many. Left out: the full resolution (256 samples a point), at most 1000 points. */
                pixels?: number;
                /**
                 * @description Signed URLs: Unix time (seconds) the URL expires at.
                 * @example 1767268800
                 */
                expires?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The asset's id (asset_…).
                 * @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The peaks (not wrapped in `data`: the file format itself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 2,
                     *       "channels": 1,
                     *       "sample_rate": 24000,
                     *       "samples_per_pixel": 256,
                     *       "bits": 8,
                     *       "length": 1,
                     *       "data": [
                     *         1
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AssetPeaks"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getAssetPoster: {
        parameters: {
            query?: {
                /**
                 * @description Signed URLs: Unix time (seconds) the URL expires at.
                 * @example 1767268800
                 */
                expires?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The asset's id (asset_…).
                 * @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poster frame. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                };
            };
            /** @description Not modified (If-None-Match or If-Modified-Since). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
}
