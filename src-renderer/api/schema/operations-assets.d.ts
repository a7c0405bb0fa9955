// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface AssetsOperations {
    listAssets: {
        parameters: {
            query?: {
                kind?: "audio" | "image" | "video";
                /** @description Words found in the file name, the parameters (e.g. the text spoken), the voice name or the key label. */
                q?: string;
                /** @description Only what was spoken with this voice. */
                voiceId?: string;
                /** @description Only what this key (key_…) made, or `studio` for what the studio made. A key sees only its own in any case. */
                apiKeyId?: string;
                /** @description Only assets with this tag. */
                tag?: string;
                /** @description `true`: only favourites; `false`: only the others. */
                favorite?: "true" | "false";
                /** @description Made at or after this ISO date (`2025-01-31`, UTC midnight) or timestamp. */
                from?: string;
                /** @description Made at or before this ISO timestamp, or during or before this ISO date (`2025-01-31`, UTC). */
                to?: string;
                /** @description Only what this tool made, e.g. generate-tts. */
                tool?: string;
                /** @description newest (default), oldest, name (A→Z), duration (longest first; images last), shortest (images first). */
                sort?: "newest" | "oldest" | "name" | "duration" | "shortest";
                /** @description The `nextCursor` of the previous page (same sort): the items after it. */
                cursor?: string;
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
                     *             "title": "text",
                     *             "tool": "text",
                     *             "voiceId": "text",
                     *             "voiceName": "text",
                     *             "madeBy": "studio",
                     *             "tags": [
                     *               "text"
                     *             ],
                     *             "favorite": true,
                     *             "provenance": {
                     *               "apiKeyId": "text",
                     *               "keyLabel": "text",
                     *               "engine": "text",
                     *               "params": {}
                     *             }
                     *           }
                     *         ],
                     *         "nextBefore": "text",
                     *         "nextCursor": "text",
                     *         "total": 1
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
}
