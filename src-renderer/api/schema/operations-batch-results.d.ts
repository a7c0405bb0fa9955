// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface BatchResultsOperations {
    listBatchItems: {
        parameters: {
            query?: {
                /** @description A row number: the rows after it. */
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "row": 1,
                     *             "fileName": "text",
                     *             "tool": "text",
                     *             "taskId": "text",
                     *             "status": "PENDING",
                     *             "assetIds": [
                     *               "text"
                     *             ],
                     *             "estimatedCredits": 1,
                     *             "chargedCredits": 1,
                     *             "refundedCredits": 1,
                     *             "error": {
                     *               "code": "text",
                     *               "message": "text"
                     *             }
                     *           }
                     *         ],
                     *         "nextAfter": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BatchItemPage"];
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
    downloadBatchResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
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
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
}
