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
        /**
         * Format: uri
         * @description Audio: its waveform peaks (audiowaveform JSON v2; add `&pixels=N`), signed like `url` and valid as long.
         */
        peaksUrl?: string;
        /**
         * Format: uri
         * @description Video: a JPEG poster frame, signed like `url` and valid as long.
         */
        posterUrl?: string;
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
        /**
         * Format: uri
         * @description Audio: its waveform peaks (audiowaveform JSON v2; add `&pixels=N`), signed like `url` and valid as long.
         */
        peaksUrl?: string;
        /**
         * Format: uri
         * @description Video: a JPEG poster frame, signed like `url` and valid as long.
         */
        posterUrl?: string;
        /** @description Audio: 64 loudness levels, 0 (silence) to 255 (full scale), each the loudest peak of its 64th of the clip, to draw a thumbnail. Absent until the peaks have been computed (moments after the asset is made). */
        waveform?: number[];
        provenance: components["schemas"]["AssetProvenance"];
    };
    AssetPage: {
        assets: components["schemas"]["LibraryAsset"][];
        /** @description Null on the last page; otherwise pass it as `before`. */
        nextBefore: string | null;
    };
    AssetPeaks: {
        /** @enum {number} */
        version: 2;
        /** @enum {number} */
        channels: 1;
        /** @example 24000 */
        sample_rate: number;
        /** @example 256 */
        samples_per_pixel: number;
        /** @enum {number} */
        bits: 8;
        /** @description Pairs in `data`. */
        length: number;
        /** @description min, max, min, max… (2 × length values). */
        data: number[];
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
