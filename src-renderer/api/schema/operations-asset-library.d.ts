// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface AssetLibraryOperations {
    listAssetTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "tags": [
                     *           {
                     *             "tag": "text",
                     *             "count": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetTagList"];
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
    deleteAsset: {
        parameters: {
            query?: never;
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
            /** @description Deleted. */
            204: {
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    updateAsset: {
        parameters: {
            query?: never;
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
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description At most 20 tags of 1–32 characters: letters, digits, space, - _ . (stored trimmed and lower-cased). */
                    tags?: string[];
                    favorite?: boolean;
                };
            };
        };
        responses: {
            /** @description The asset, changed. */
            200: {
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
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "url": "http://127.0.0.1:7717/",
                     *         "expiresAt": "2026-01-01T12:00:00.000Z",
                     *         "title": "text",
                     *         "tool": "text",
                     *         "voiceId": "text",
                     *         "voiceName": "text",
                     *         "madeBy": "studio",
                     *         "tags": [
                     *           "text"
                     *         ],
                     *         "favorite": true,
                     *         "provenance": {
                     *           "apiKeyId": "text",
                     *           "keyLabel": "text",
                     *           "engine": "text",
                     *           "params": {}
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["LibraryAsset"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    bulkAssets: {
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
                 *       "ids": [
                 *         "text"
                 *       ],
                 *       "action": "delete"
                 *     }
                 */
                "application/json": {
                    /** @description 1–500 asset ids. */
                    ids: string[];
                    /** @enum {string} */
                    action: "delete" | "tag" | "untag" | "favorite" | "unfavorite";
                    /** @description At most 20 tags of 1–32 characters: letters, digits, space, - _ . (stored trimmed and lower-cased). */
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description What was done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "action": "delete",
                     *         "done": [
                     *           "text"
                     *         ],
                     *         "notFound": [
                     *           "text"
                     *         ],
                     *         "inUse": [
                     *           "text"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetBulkResult"];
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
    archiveAssets: {
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
                 *       "ids": [
                 *         "text"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1–500 asset ids. */
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description The zip. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
}
