// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface AssetDerivedOperations {
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
