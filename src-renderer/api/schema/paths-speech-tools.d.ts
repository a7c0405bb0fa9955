// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface SpeechToolsPaths {
    "/api/v1/tools/generate-tts/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns text into speech (an audio asset)
         * @description Turns text into speech (an audio asset). Returns a task at once; poll get-task-status or wait-for-task, then get-asset. Limits: text ≤ 600 characters for alpha voices, ≤ 5000 for beta; prompt ≤ 200. Price: 15 credits per 1,000 characters (alpha), 25 (beta), billed in units of max(1, ceil(characters/1000)). temperature, topK and topP are rejected. Output: WAV, 24 kHz mono.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["generate-tts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/generate-narration/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Speaks a script of any length (1 to 100,000 characters) as one WAV (24 kHz…
         * @description Speaks a script of any length (1 to 100,000 characters) as one WAV (24 kHz mono 16-bit), with up to 20 speakers. A line that begins "Label:", where Label is a key of speakers, starts that speaker's part; the label is not spoken; text before the first label is spoken by voiceId. Each part is split into segments within its voice's provider limit (600 characters alpha, 5000 beta) at sentence, then clause, then word boundaries. Price: the speech rule per segment, Σ max(1, ceil(characters/1000)) × 15 (alpha) or 25 (beta); preview-narration shows the segments and price for free. pauseMs (default 400) of silence between segments of one speaker, 300 ms more at a change of speaker. output.segments lists {index, voiceId, text, startSeconds, endSeconds}. If any segment fails the whole task fails, naming the segment, and is refunded. temperature, topK and topP are rejected.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 1300000 bytes (more → 413), both checked before it is read.
         */
        post: operations["generate-narration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/preview-narration/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shows how generate-narration would speak a script, for free and without…
         * @description Shows how generate-narration would speak a script, for free and without holding credits: the segments (index, speaker, voiceId, provider, text, characters, limit, credits) and estimatedCredits, the exact amount generate-narration holds for the same body. Same body and the same 400s as generate-narration.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 1300000 bytes (more → 413), both checked before it is read.
         */
        post: operations["preview-narration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/regenerate-narration-segment/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Speaks one segment of a completed narration again, with new text (and…
         * @description Speaks one segment of a completed narration again, with new text (and optionally another voice), and stitches a new narration WAV: the other segments and the pauses are kept exactly, and only the new segment is billed (max(1, ceil(characters/1000)) × the rate of its voice's provider). The text must fit its voice's provider limit (600 characters alpha, 5000 beta). output.segments gives the new times.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["regenerate-narration-segment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/analyze-audio/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A quality read-out of an audio asset before you clone it
         * @description A quality read-out of an audio asset before you clone it: duration, peak and speech level (dBFS), clipping and silence ratios, speaking pace, and advice (low sample rate, clipping, too quiet, mostly silence, outside the recommended 10–20 s). With startSeconds/endSeconds it reads only that part (a trimmed selection): 0 ≤ startSeconds < endSeconds ≤ the duration. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["analyze-audio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
