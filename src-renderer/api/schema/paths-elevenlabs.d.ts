// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface ElevenlabsPaths {
    "/v1/text-to-speech/{voice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Speech, as ElevenLabs' /v1/text-to-speech
         * @description ElevenLabs' text-to-speech request, answered with the audio once the task completes. It runs as generate-tts (text within the voice's provider limit: 600 characters alpha, 5000 beta) or generate-narration (longer text), with their validation, prices, task, webhooks and library entry (marked via the ElevenLabs-compatible API). voice_settings and the other tuning fields are accepted and ignored. Headers: `request-id` (the task id), `x-character-count`, `timbre-task-id`, `timbre-asset-id`. Errors in ElevenLabs' shape; an unknown voice_id is a 404.
         */
        post: operations["elevenlabsTextToSpeech"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/text-to-speech/{voice_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Speech, as ElevenLabs' streaming text-to-speech
         * @description ElevenLabs' streaming text-to-speech request. Text within the provider limit, and wav_* formats, are answered once the task completes; longer text (a narration) is answered as it is made: the 200 comes once its first segment is kept, then each segment as it finishes, chunked (no content-length or timbre-asset-id), the same audio as the narration stored in the library. A failure after the first byte breaks the connection. It runs as generate-tts (text within the voice's provider limit: 600 characters alpha, 5000 beta) or generate-narration (longer text), with their validation, prices, task, webhooks and library entry (marked via the ElevenLabs-compatible API). voice_settings and the other tuning fields are accepted and ignored. Headers: `request-id` (the task id), `x-character-count`, `timbre-task-id`, `timbre-asset-id`. Errors in ElevenLabs' shape; an unknown voice_id is a 404.
         */
        post: operations["elevenlabsTextToSpeechStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The voice library, in ElevenLabs' shape
         * @description Every voice of the library (as list-voices): voice_id, name, category (premade, generated, cloned), labels (provider, kind, gender, languages), preview_url (signed, 1 h) where a preview exists.
         */
        get: operations["elevenlabsListVoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The voice library, paged, in ElevenLabs' shape
         * @description The library as GET /v1/voices, filtered by `search` (name, description, labels) and `category`, in pages of `page_size` (`next_page_token` continues).
         */
        get: operations["elevenlabsSearchVoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key's credits as ElevenLabs' character counts
         * @description character_count: the key's used (charged and held) credits as characters; character_limit: those plus what it can still hold (the workspace's available credits, within the key's creditLimit), as characters. Characters are the credits' worth at the alpha rate (15 credits per 1,000 characters), rounded down; timbre_credits gives the credits themselves.
         */
        get: operations["elevenlabsSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
