// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface TasksSchemas {
    /**
     * @example {
     *       "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
     *       "status": "PENDING",
     *       "estimatedCredits": 3
     *     }
     */
    TaskAck: {
        taskId: string;
        /** @enum {string} */
        status: "PENDING";
        /** @description Credits held now; charged on completion, refunded on failure. */
        estimatedCredits: number;
        /** @description Advice that did not stop the request. */
        warnings?: {
            code: string;
            message: string;
        }[];
    };
    TaskBrief: {
        /** @description The first 120 characters of the text or script. */
        text?: string;
        /** @description The first 120 characters of the prompt. */
        prompt?: string;
        voiceId?: string;
        voiceName?: string;
        model?: string;
        /** @description The session (e.g. the studio screen) that asked, when it said. */
        workerId?: string;
    };
    TaskRecord: {
        /** @example task_0m5x2k1a9AbCdEfGhIjKlMnOp */
        taskId: string;
        /** @description The tool that made it, e.g. generate-tts. */
        tool: string;
        taskType: string;
        /**
         * @description PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED.
         * @enum {string}
         */
        status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED";
        /** @description Held at submission. */
        estimatedCredits: number;
        chargedCredits: number;
        refundedCredits: number;
        /**
         * @description Asked through the OpenAI-compatible (`openai`) or ElevenLabs-compatible (`elevenlabs`) speech API; absent for Timbre's own API and MCP.
         * @enum {string}
         */
        via?: "openai" | "elevenlabs";
        /** @description What the live provider charges for it, in its own unit. */
        providerCost?: number;
        progress?: number;
        output: {
            /** @description The assets it made (empty until COMPLETED). */
            assetIds: string[];
            /** @description design-voice and clone-voice-from-audio: the new voice. */
            voiceId?: string;
            /** @description generate-narration: the segments in order, with their times. */
            segments?: components["schemas"]["NarrationSegment"][];
        };
        /** @description Why a FAILED or CANCELLED task ended; TASK_FAILURES says what each code means and what to do. */
        error: {
            /** @enum {string} */
            code: "provider_error" | "provider_auth" | "provider_rejected" | "provider_failed" | "provider_unavailable" | "provider_unreachable" | "provider_timeout" | "provider_malformed" | "provider_job_lost" | "rate_limited" | "moderation_blocked" | "voice_unavailable" | "audio_unavailable" | "video_unavailable" | "sample_unusable" | "render_failed" | "invalid_argument" | "cancelled" | "interrupted" | "ffmpeg_missing" | "conversion_failed" | "validation_failed" | "not_found" | "unavailable" | "storage_full" | "storage_read_only" | "storage_io" | "internal";
            message: string;
        } | null;
        /** @description While a PENDING task waits to run again after a transient provider error: retries so far, when the next run may start, the error code. */
        retry?: {
            count: number;
            /** Format: date-time */
            at: string;
            code: string;
        };
        /** @description The batch it is an item of (POST /api/v1/batches). */
        batchId?: string;
        /** @description Its row in that batch, from 1. */
        batchRow?: number;
        /** Format: date-time */
        createdAt: string;
        /** Format: date-time */
        updatedAt: string;
        /** Format: date-time */
        completedAt?: string;
        /** @description The listing and the event stream: the key that asked; null when the studio did. */
        apiKeyId?: string | null;
        /** @description The listing and the event stream: that key's label. */
        keyLabel?: string | null;
        brief?: components["schemas"]["TaskBrief"];
        /** @description PENDING only: tasks ahead of it in its lane (0 = next). */
        queuePosition?: number;
        /** @description PENDING only: the queue it waits in: local work, or a live provider (alpha, beta, video). */
        lane?: string;
        /** @description PENDING only: true while its lane (or the whole queue) is paused (GET /api/v1/queue); it starts once resumed. */
        paused?: boolean;
        /** @description The studio's listing only (session token): the parameters it was submitted with. */
        params?: unknown;
    };
    NarrationSegment: {
        index: number;
        voiceId: string;
        text: string;
        startSeconds: number;
        endSeconds: number;
    };
    TaskPage: {
        tasks: components["schemas"]["TaskRecord"][];
        /** @description Null on the last page; otherwise pass it as `before`. */
        nextBefore: string | null;
        /** @description How many match the filters, all pages together. */
        total: number;
    };
    TaskQueueLane: {
        /** @enum {string} */
        lane: "local" | "alpha" | "beta" | "video";
        /** @description Nothing new starts in it (it, or the whole queue, is paused); running tasks finish. */
        paused: boolean;
        /** @description When this lane itself was paused (null when it is not, or only the whole queue is). */
        pausedAt: string | null;
        /** @description Tasks waiting in it. */
        pending: number;
        /** @description Tasks running in it. */
        processing: number;
        /** @description How many of its tasks run at once. */
        limit: number;
    };
    TaskQueue: {
        /** @description The whole queue is paused: no lane starts anything. */
        paused: boolean;
        /** @description When the whole queue was paused. */
        pausedAt: string | null;
        lanes: components["schemas"]["TaskQueueLane"][];
    };
    TaskCancelResult: {
        /** @description Tasks moved to CANCELLED now. */
        cancelled: number;
        /** @description Credits refunded for them, in all. */
        refundedCredits: number;
        /** @description Tasks that had already ended (COMPLETED, FAILED, CANCELLED): left as they were. */
        skipped: number;
        /** @description Ids given that do not exist or that this key did not submit. */
        notFound: number;
        /** @description By `batchId` only: the reservation given back for the items never made into tasks (counted in `cancelled`; no ledger refund, as nothing was held for them). */
        releasedCredits?: number;
    };
    NarrationPreview: {
        /** @description Exactly what generate-narration holds for the same body. */
        estimatedCredits: number;
        /** @description sandbox, live, or mixed. */
        engine: string;
        segments: {
            index: number;
            voiceId: string;
            /** @description The label that started its part; null for text before any label. */
            speaker: string | null;
            /** @enum {string} */
            provider: "alpha" | "beta";
            text: string;
            characters: number;
            /** @description The most characters one request of this provider takes. */
            limit: number;
            credits: number;
        }[];
    };
}
