// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface WebhooksSchemas {
    TaskEventPayload: {
        id: string;
        /**
         * @description A cancelled task is a task.failed whose status says CANCELLED.
         * @enum {string}
         */
        type: "task.completed" | "task.failed";
        /** Format: date-time */
        createdAt: string;
        data: {
            taskId: string;
            taskType: string;
            /**
             * @description PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED.
             * @enum {string}
             */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED";
            output?: {
                assetIds: string[];
            };
            error?: {
                code: string;
                message: string;
            };
        };
    };
    BatchEventPayload: {
        id: string;
        /**
         * @description Also for a cancelled batch: its status says CANCELLED.
         * @enum {string}
         */
        type: "batch.completed";
        /** Format: date-time */
        createdAt: string;
        data: components["schemas"]["Batch"];
    };
    TestEventPayload: {
        id: string;
        /** @enum {string} */
        type: "webhook.test";
        /** Format: date-time */
        createdAt: string;
        data: {
            apiKeyId: string;
            message: string;
        };
    };
    WebhookEventView: {
        /** @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp */
        id: string;
        /** @enum {string} */
        type: "task.completed" | "task.failed" | "batch.completed" | "webhook.test";
        apiKeyId: string;
        taskId: string | null;
        /** @enum {string} */
        status: "pending" | "delivered" | "failed";
        /** @description Attempts made in the current series (a redelivery starts a new one). */
        attemptCount: number;
        series: number;
        nextAttemptAt: string | null;
        /** Format: date-time */
        createdAt: string;
        deliveredAt: string | null;
        /** @description The exact body every attempt sends. */
        payload: components["schemas"]["TaskEventPayload"] | components["schemas"]["BatchEventPayload"] | components["schemas"]["TestEventPayload"];
    };
    WebhookAttemptView: {
        series: number;
        attempt: number;
        /** Format: date-time */
        at: string;
        /** @description Null when the key had no webhookUrl at the time. */
        url: string | null;
        /** @description Null when no HTTP answer came (refused, timeout). */
        httpStatus: number | null;
        latencyMs: number;
        errorClass: string | null;
        error: string | null;
        responseExcerpt: string | null;
    };
    WebhookEventDetail: {
        /** @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp */
        id: string;
        /** @enum {string} */
        type: "task.completed" | "task.failed" | "batch.completed" | "webhook.test";
        apiKeyId: string;
        taskId: string | null;
        /** @enum {string} */
        status: "pending" | "delivered" | "failed";
        /** @description Attempts made in the current series (a redelivery starts a new one). */
        attemptCount: number;
        series: number;
        nextAttemptAt: string | null;
        /** Format: date-time */
        createdAt: string;
        deliveredAt: string | null;
        /** @description The exact body every attempt sends. */
        payload: components["schemas"]["TaskEventPayload"] | components["schemas"]["BatchEventPayload"] | components["schemas"]["TestEventPayload"];
        attempts: components["schemas"]["WebhookAttemptView"][];
    };
    WebhookEventPage: {
        data: components["schemas"]["WebhookEventView"][];
        /** @description Null on the last page. */
        nextBefore: string | null;
    };
    /**
     * @example {
     *       "delivered": true,
     *       "httpStatus": 200,
     *       "latencyMs": 12,
     *       "eventId": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *       "error": null
     *     }
     */
    WebhookTestResult: {
        delivered: boolean;
        httpStatus: number | null;
        latencyMs: number;
        eventId: string;
        error: {
            code: string;
            message: string;
        } | null;
    };
}
