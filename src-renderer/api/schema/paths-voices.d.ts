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
         * @description The voice library, as list-voices answers it: built-in and prebuilt voices, and the designed and cloned ones.
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
         * Rename a voice
         * @description Designed and cloned voices only; a key may rename only the voices it made.
         */
        patch: operations["renameVoice"];
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
