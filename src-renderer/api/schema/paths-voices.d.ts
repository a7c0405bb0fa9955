// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface VoicesPaths {
    "/api/v1/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List voices
         * @description The voice library, as list-voices answers it: built-in and prebuilt voices, and the designed and cloned ones, each with favourite, preview clip (null until made) and what making it costs. Optional filters, combined: provider, kind, gender, language, favorite, q.
         */
        get: operations["listVoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/voices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a voice
         * @description Designed and cloned voices only; a key may delete only the voices it made.
         */
        delete: operations["deleteVoice"];
        options?: never;
        head?: never;
        /**
         * Rename a voice or mark it favourite
         * @description `name`: designed and cloned voices only, and a key may rename only the voices it made. `favorite`: any voice, for the whole workspace.
         */
        patch: operations["renameVoice"];
        trace?: never;
    };
    "/api/v1/voices/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get or make the clip to hear a voice
         * @description A designed voice answers its design preview, a cloned voice its sample. A built-in or prebuilt voice answers the preview made for this workspace, or makes it once: a generate-tts task speaking a short sentence in its first language (the clip lands in the library). Free on the sandbox; on a live engine it costs `previewCredits` and needs `{"acceptCredits":true}` (409 with `details.credits` otherwise). The studio only (session token).
         */
        post: operations["previewVoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voices/clone-from-audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone a voice from a form
         * @description The REST way to clone-voice-from-audio: multipart with name, audio (the sample file), language and referenceText. Same rules, same acknowledgement. With an Idempotency-Key, the same fields and the same sample (by SHA-256) replay the first acknowledgement without a second upload.
         */
        post: operations["cloneVoiceFromForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
