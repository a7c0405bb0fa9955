// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { components } from '../schema.d.ts';

export interface AssetsSchemas {
    AssetView: {
        /** @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp */
        assetId: string;
        /** @enum {string} */
        kind: "audio" | "image" | "video";
        /** @example audio/wav */
        mimeType: string;
        bytes: number;
        fileName?: string;
        durationSeconds?: number;
        width?: number;
        height?: number;
        sampleRate?: number;
        channels?: number;
        /** @enum {string} */
        origin: "upload" | "generated";
        /** @description The engine that made a generated asset. */
        engine?: string;
        /** @description The task that made a generated asset. */
        taskId?: string;
        /** Format: date-time */
        createdAt: string;
    };
    SignedAsset: {
        /** @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp */
        assetId: string;
        /** @enum {string} */
        kind: "audio" | "image" | "video";
        /** @example audio/wav */
        mimeType: string;
        bytes: number;
        fileName?: string;
        durationSeconds?: number;
        width?: number;
        height?: number;
        sampleRate?: number;
        channels?: number;
        /** @enum {string} */
        origin: "upload" | "generated";
        /** @description The engine that made a generated asset. */
        engine?: string;
        /** @description The task that made a generated asset. */
        taskId?: string;
        /** Format: date-time */
        createdAt: string;
        /**
         * Format: uri
         * @description GET it without a header (signed; supports Range).
         */
        url: string;
        /**
         * Format: date-time
         * @description When the URL stops working.
         */
        expiresAt: string;
    };
    AssetProvenance: {
        apiKeyId: string | null;
        keyLabel: string | null;
        engine: string | null;
        /** @description The parameters of the task that made it. */
        params: {
            [key: string]: unknown;
        } | null;
        /**
         * @description Made through the OpenAI-compatible (`openai`) or ElevenLabs-compatible (`elevenlabs`) speech API; absent otherwise.
         * @enum {string}
         */
        via?: "openai" | "elevenlabs";
    };
    LibraryAsset: {
        /** @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp */
        assetId: string;
        /** @enum {string} */
        kind: "audio" | "image" | "video";
        /** @example audio/wav */
        mimeType: string;
        bytes: number;
        fileName?: string;
        durationSeconds?: number;
        width?: number;
        height?: number;
        sampleRate?: number;
        channels?: number;
        /** @enum {string} */
        origin: "upload" | "generated";
        /** @description The engine that made a generated asset. */
        engine?: string;
        /** @description The task that made a generated asset. */
        taskId?: string;
        /** Format: date-time */
        createdAt: string;
        /**
         * Format: uri
         * @description GET it without a header (signed; supports Range).
         */
        url: string;
        /**
         * Format: date-time
         * @description When the URL stops working.
         */
        expiresAt: string;
        /** @description The name to show: the first words of the text for a narration (generate-narration, regenerate-segment), else the file name. */
        title: string;
        /** @description The tool that made it; null for uploads. */
        tool: string | null;
        /** @description The voice it was spoken with, if any. */
        voiceId: string | null;
        /** @description That voice's name (null when it has none or the voice is unknown). */
        voiceName: string | null;
        /**
         * @description studio: made in the studio (no key); apiKey: by the key of provenance.apiKeyId / keyLabel.
         * @enum {string}
         */
        madeBy: "studio" | "apiKey";
        /** @description Its tags, sorted. */
        tags: string[];
        favorite: boolean;
        provenance: components["schemas"]["AssetProvenance"];
    };
    AssetPage: {
        assets: components["schemas"]["LibraryAsset"][];
        /** @description sort=newest only: null on the last page; otherwise pass it as `before`. */
        nextBefore: string | null;
        /** @description Null on the last page; otherwise pass it as `cursor` (any sort). */
        nextCursor: string | null;
        /** @description How many match the filters, all pages together. */
        total: number;
    };
    AssetBulkResult: {
        /** @enum {string} */
        action: "delete" | "tag" | "untag" | "favorite" | "unfavorite";
        /** @description The assets it changed (or deleted). */
        done: string[];
        /** @description Ids that do not exist or that this key did not make; untouched. */
        notFound: string[];
        /** @description delete: assets kept because they are a voice's preview or clone sample. */
        inUse: string[];
    };
    AssetTagList: {
        tags: {
            tag: string;
            count: number;
        }[];
    };
    AudioQuality: {
        assetId: string;
        sampleRate: number | null;
        durationSeconds: number;
        /** @description Highest absolute sample, dBFS; the floor for digital silence. */
        peakDbfs: number;
        /** @description RMS of the whole signal, dBFS; the floor for digital silence. */
        rmsDbfs: number;
        /** @description RMS of the non-silent frames only (the speech level, pauses excluded), dBFS. */
        speechRmsDbfs: number;
        /** @description Fraction of samples at or beyond the clip level. */
        clippingRatio: number;
        /** @description Fraction of 20 ms frames that are silent. */
        silenceRatio: number;
        /** @description Estimated words per second of speaking time; absent when no speech was found. */
        speechRateWps?: number;
        warnings: {
            /** @enum {string} */
            code: "low_sample_rate" | "clipping" | "too_quiet" | "mostly_silence" | "duration_outside_recommended";
            message: string;
        }[];
    };
}
