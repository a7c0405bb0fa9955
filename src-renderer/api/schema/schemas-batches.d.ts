// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface BatchesSchemas {
    /**
     * @example {
     *       "tool": "generate-tts",
     *       "input": {
     *         "text": "Lesson one.",
     *         "voiceId": "alpha-cherry"
     *       },
     *       "fileName": "lesson-01"
     *     }
     */
    BatchItemInput: {
        /** @description A generation tool (generate-tts, generate-narration, design-voice, …); items may mix tools. */
        tool: string;
        /** @description The tool's input, exactly as POST /api/v1/tools/{tool}/execute takes it (same rules, same prices). */
        input: {
            [key: string]: unknown;
        };
        /** @description Name of its file in results.zip (an extension is added when missing); no slashes. Default: the row number. */
        fileName?: string;
    };
    /**
     * @example {
     *       "row": 3,
     *       "field": "input.text",
     *       "rule": "must not be empty",
     *       "message": "row 3: input.text: must not be empty"
     *     }
     */
    BatchProblem: {
        /** @description The item, counted from 1 as a spreadsheet shows it. */
        row: number;
        /** @description The field of the item, e.g. `input.text`, `tool`, `fileName`. */
        field: string;
        /** @description The rule it broke, e.g. `must not be empty`. */
        rule: string;
        /** @description Row, field and rule in one sentence. */
        message: string;
    };
    /**
     * @example {
     *       "itemCount": 2,
     *       "totalCredits": 3,
     *       "available": 9985,
     *       "shortfall": 0,
     *       "credits": [
     *         1,
     *         2
     *       ],
     *       "problems": [],
     *       "moreProblems": 0
     *     }
     */
    BatchValidation: {
        itemCount: number;
        /** @description What the valid items cost together (held in full on submission). */
        totalCredits: number;
        /** @description What this caller can hold now: the workspace, or less when the key has a credit limit. */
        available: number;
        /** @description Credits missing to submit it (0 when it fits). */
        shortfall: number;
        /** @description Each row’s price in row order; null for a row with problems. */
        credits: (number | null)[];
        /** @description Every problem, in row order (at most 1000). */
        problems: components["schemas"]["BatchProblem"][];
        /** @description Problems found beyond those listed. */
        moreProblems: number;
    };
    /**
     * @example {
     *       "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *       "label": "Course, chapter 1",
     *       "status": "RUNNING",
     *       "itemCount": 2,
     *       "queued": 0,
     *       "counts": {
     *         "PENDING": 1,
     *         "PROCESSING": 1,
     *         "COMPLETED": 0,
     *         "FAILED": 0,
     *         "CANCELLED": 0
     *       },
     *       "progress": 0,
     *       "estimatedCredits": 3,
     *       "reservedCredits": 0,
     *       "chargedCredits": 0,
     *       "refundedCredits": 0,
     *       "releasedCredits": 0,
     *       "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *       "createdAt": "2025-01-31T12:00:00.000Z",
     *       "updatedAt": "2025-01-31T12:00:00.000Z",
     *       "completedAt": null
     *     }
     */
    Batch: {
        /** @example batch_0m5x2k1a9AbCdEfGhIjKlMnOp */
        batchId: string;
        label: string | null;
        /**
         * @description RUNNING until every item ended; then COMPLETED, or CANCELLED when a cancel ended it.
         * @enum {string}
         */
        status: "RUNNING" | "COMPLETED" | "CANCELLED";
        itemCount: number;
        /** @description Items accepted but not yet made into tasks (they become tasks within seconds). */
        queued: number;
        counts: {
            PENDING: number;
            PROCESSING: number;
            COMPLETED: number;
            FAILED: number;
            CANCELLED: number;
        };
        /** @description Items ended, in percent of itemCount. */
        progress: number;
        /** @description What every item costs together; held (reserved) in full at submission. */
        estimatedCredits: number;
        /** @description Held for the items not yet made into tasks. */
        reservedCredits: number;
        /** @description Charged for completed items. */
        chargedCredits: number;
        /** @description Refunded for failed and cancelled tasks. */
        refundedCredits: number;
        /** @description Given back by a cancel for items that never became tasks. */
        releasedCredits: number;
        /** @description The key that submitted it; null when the studio did. */
        apiKeyId: string | null;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        updatedAt: string;
        /** @description When the last item ended. */
        completedAt: string | null;
    };
    BatchItem: {
        row: number;
        fileName: string | null;
        tool: string;
        /** @description Null while the item is queued (or when a cancel ended it before it became a task). */
        taskId: string | null;
        /**
         * @description PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED.
         * @enum {string}
         */
        status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED";
        assetIds: string[];
        estimatedCredits: number;
        chargedCredits: number;
        refundedCredits: number;
        error: {
            code: string;
            message: string;
        } | null;
        brief?: components["schemas"]["TaskBrief"];
        /** @description Audio: 64 loudness levels, 0 (silence) to 255 (full scale), each the loudest peak of its 64th of the clip, to draw a thumbnail. Absent until the peaks have been computed (moments after the asset is made). */
        waveform?: number[];
    };
    BatchItemPage: {
        items: components["schemas"]["BatchItem"][];
        /** @description Null on the last page; otherwise pass it as `after`. */
        nextAfter: number | null;
    };
    BatchPage: {
        batches: components["schemas"]["Batch"][];
        /** @description Null on the last page; otherwise pass it as `before`. */
        nextBefore: string | null;
    };
}
