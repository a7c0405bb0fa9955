// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface OpenaiPaths {
    "/v1/audio/speech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Speech, as OpenAI's /v1/audio/speech
         * @description OpenAI's text-to-speech request. It runs as generate-tts (input within the voice's provider limit: 600 characters alpha, 5000 beta) or, for longer input, generate-narration (spoken whole in segments), with their validation, prices (15 / 25 credits per 1,000 characters, per segment for a narration), task, webhooks and library entry (marked via the OpenAI-compatible API). voice: alloy → alpha-maia, ash → alpha-moon, ballad → alpha-arthur, coral → alpha-chelsie, echo → alpha-ethan, fable → alpha-serena, nova → alpha-cherry, onyx → alpha-neil, sage → alpha-kai, shimmer → alpha-vivian, verse → alpha-ethan, marin → alpha-cherry, cedar → alpha-neil, or any Timbre voiceId. speed (0.25–4) is applied with ffmpeg's atempo; instructions become the style prompt. Short input is answered once the task completes; a narration is answered as it is made: the 200 comes once its first segment is kept, then each segment as it finishes, chunked (wav is the exception: answered once the task completes), the same audio as the narration stored in the library; a failure after the first byte breaks the connection. stream_format `sse` sends the same bytes as server-sent events (speech.audio.delta with base64 audio, then speech.audio.done with the usage: characters as input tokens); a failure after the first event is an `error` event in OpenAI's error shape, then the end. Headers: `timbre-task-id` names the task, and `timbre-asset-id` the WAV it made (answers sent whole only). Errors in OpenAI's shape, with Timbre's status for each.
         */
        post: operations["openaiCreateSpeech"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Speech models, in the caller's dialect
         * @description OpenAI's model listing (tts-1, tts-1-hd, gpt-4o-mini-tts, alpha, beta) for a key in Authorization; ElevenLabs' model array (eleven_multilingual_v2, eleven_v3, eleven_flash_v2_5, eleven_turbo_v2_5, eleven_flash_v2, eleven_turbo_v2, eleven_monolingual_v1, alpha, beta) for a key in xi-api-key. The dialects' own names let the voice's provider speak; alpha and beta insist on that provider.
         */
        get: operations["compatListModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
