// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface VoiceToolsPaths {
    "/api/v1/tools/list-voices/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lists the voice library
         * @description Lists the voice library: 10 alpha built-in voices, 30 beta prebuilt voices, and your designed and cloned voices (alpha). Each voice carries its provider; the provider of the voice decides which provider synthesizes speech. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["list-voices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/design-voice/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns a written description into a reusable alpha voice (kind "designed") and…
         * @description Turns a written description into a reusable alpha voice (kind "designed") and a preview clip. alpha only (beta has no design). Price: 20 credits flat. The preview is re-enrolled through the clone model, so the voice is physically a cloned voice; its preview asset id is in the task output and on the voice. Stamped with all 10 cross-lingual languages.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["design-voice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/clone-voice-from-audio/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns a short audio sample into a reusable alpha voice (kind "cloned"), usable…
         * @description Turns a short audio sample into a reusable alpha voice (kind "cloned"), usable by generate-tts. Sample: 5 to 60 s (10 to 20 s recommended), at most 10 MB, WAV (16-bit), MP3 or M4A; WebM, OGG and FLAC are converted to 24 kHz WAV automatically; 24 kHz or more is advised. name 1 to 100 characters; referenceText ≤ 500. Price: listed 5 credits, currently charged 0; charged at submission, refunded on failure. The voice is stamped with all 10 cross-lingual languages.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["clone-voice-from-audio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
