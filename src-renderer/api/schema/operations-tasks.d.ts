// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface TasksOperations {
    listTasks: {
        parameters: {
            query?: {
                /** @description One status or a comma list of them (PENDING, PROCESSING, COMPLETED, FAILED, CANCELLED), e.g. `PENDING,PROCESSING`. */
                status?: string;
                /** @description Only what this key (key_…) made, or `studio` for what the studio made. A key sees only its own in any case. */
                apiKeyId?: string;
                /** @description Only what this tool made, e.g. generate-tts. */
                tool?: string;
                /** @description Only the items of this batch (batch_…). */
                batchId?: string;
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
            /** @description A page of tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "tasks": [
                     *           {
                     *             "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "tool": "text",
                     *             "taskType": "text",
                     *             "status": "PENDING",
                     *             "estimatedCredits": 1,
                     *             "chargedCredits": 1,
                     *             "refundedCredits": 1,
                     *             "output": {
                     *               "assetIds": [
                     *                 "text"
                     *               ]
                     *             },
                     *             "error": {
                     *               "code": "provider_error",
                     *               "message": "text"
                     *             },
                     *             "createdAt": "2026-01-01T12:00:00.000Z",
                     *             "updatedAt": "2026-01-01T12:00:00.000Z"
                     *           }
                     *         ],
                     *         "nextBefore": "text",
                     *         "total": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskPage"];
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
}
