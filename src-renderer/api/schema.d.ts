// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
export interface paths {
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service status
         * @description Version, the engine of each provider, where secrets are kept, ffmpeg, free space, logging, backups and event-loop delay.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The OpenAPI 3.1 document of the API, made from the same declarations the routes and tools run on.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/v1/tools/generate-video-from-text/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text-to-video (classic only
         * @description Text-to-video (classic only: imagine-video-1.5-preview rejects it). durationSeconds 4–15 (default 6); aspectRatio 16:9, 9:16, 21:9, 4:3, 1:1, 3:4; resolution 480p or 720p. Price: 20 credits per second of output on imagine-video (classic), 32 on imagine-video-1.5-preview, at 480p and 720p alike; 1080p and 4K requests produce and bill 720p. Output: H.264 MP4.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["generate-video-from-text"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/generate-video-from-image/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Image-to-video on both versions
         * @description Image-to-video on both versions: the image pins the first frame. durationSeconds 4–10 (default 6); the frame follows the image's shape (nearest of 16:9, 9:16, 21:9, 4:3, 1:1, 3:4); resolution 480p or 720p. Price: 20 credits per second of output on imagine-video (classic), 32 on imagine-video-1.5-preview, at 480p and 720p alike; 1080p and 4K requests produce and bill 720p.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["generate-video-from-image"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/generate-video-from-reference/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reference-to-video (classic only)
         * @description Reference-to-video (classic only): up to 7 reference images guide appearance without locking a frame; the prompt may address them as <IMAGE_1>, <IMAGE_2>, … durationSeconds 4–10 (default 6). Price: 20 credits per second of output on imagine-video (classic), 32 on imagine-video-1.5-preview, at 480p and 720p alike; 1080p and 4K requests produce and bill 720p.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["generate-video-from-reference"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/generate-video-extension/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extends a video (classic only)
         * @description Extends a video (classic only): continues from its last frame and returns the extended video. durationSeconds is the added length only and is locked to 8; billed for the added seconds only. The extension keeps the input's frame size. Price: 20 credits per second of output on imagine-video (classic), 32 on imagine-video-1.5-preview, at 480p and 720p alike; 1080p and 4K requests produce and bill 720p.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["generate-video-extension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/edit-video/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Video edit is not available on the imagine-video family (imagine-video,…
         * @description Video edit is not available on the imagine-video family (imagine-video, imagine-video-1.5-preview): it always answers 400. Video edit is supported by a different model only.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["edit-video"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/combine-video-audio/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts an audio asset (a narration, speech, an upload) under a video asset
         * @description Puts an audio asset (a narration, speech, an upload) under a video asset: the result is an MP4 with the video picture unchanged and the audio as an AAC track, exactly as long as the video (longer audio is cut, shorter audio is padded with silence). Local ffmpeg work, charged 0, run as a task. This is not video edit (edit-video), which would change the picture and is not offered by this model family.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["combine-video-audio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/get-task-status/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a task record
         * @description Returns a task record: status (PENDING, PROCESSING, COMPLETED, FAILED, CANCELLED), progress, for a PENDING task its lane (local work, or the live provider alpha, beta or video) and queuePosition (tasks ahead of it in that lane), credits held, charged and refunded, output asset ids, and the error of a failed task. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["get-task-status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/wait-for-task/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks until the task is COMPLETED, FAILED or CANCELLED, or until…
         * @description Blocks until the task is COMPLETED, FAILED or CANCELLED, or until timeoutSeconds (default 30, at most 300) pass, and returns the task record as it stands. Wakes the moment the task ends. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["wait-for-task"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/cancel-task/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a PENDING or PROCESSING task and refunds its credits in full
         * @description Cancels a PENDING or PROCESSING task and refunds its credits in full. A task that already ended answers 409.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["cancel-task"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/get-asset/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a signed URL for an asset (valid expiresInSeconds, default 3600, at…
         * @description Returns a signed URL for an asset (valid expiresInSeconds, default 3600, at most 604800) with its metadata. The URL needs no header and supports HTTP Range. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["get-asset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/download-asset/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetches the bytes of an asset
         * @description Fetches the bytes of an asset. Over HTTP the answer is the file itself with its media type. With format, audio comes converted to WAV (16-bit PCM) or MP3, as the studio exports it. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["download-asset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/upload-asset/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a media file given as base64 (for MCP clients; HTTP clients can POST…
         * @description Uploads a media file given as base64 (for MCP clients; HTTP clients can POST /api/v1/assets). At most 10 MB here, 32 MB over /api/v1/assets. The type is detected from the bytes; mimeType is only a hint. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 14745601 bytes (more → 413), both checked before it is read.
         */
        post: operations["upload-asset"];
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
         * @description A quality read-out of an audio asset before you clone it: duration, peak and speech level (dBFS), clipping and silence ratios, speaking pace, and advice (low sample rate, clipping, too quiet, mostly silence, outside the recommended 10–20 s). Free.
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
    "/api/v1/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the library
         * @description Assets newest first, each with a signed URL (1 h) and its provenance (key, engine, parameters); filter by kind and words (`q`), page with `before`. A key sees its own; the session token sees every asset.
         */
        get: operations["listAssets"];
        put?: never;
        /**
         * Upload a media file
         * @description A media file of at most 32 MB, as multipart (part "file") or as the raw body with a media Content-Type (audio/*, image/*, video/* or application/octet-stream; any other → 415). Its type is found from the bytes; the declared one is only a hint.
         */
        post: operations["uploadAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's bytes by signed URL
         * @description The URL get-asset answers: no header needed, Range supported. 403 when the signature is wrong or the URL has expired.
         */
        get: operations["getAssetContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an asset, converted
         * @description The asset as a download (Content-Disposition: attachment, with the extension of what is sent; Range supported). format=wav (PCM 16-bit, source rate and channels) or format=mp3 (192 kb/s) converts audio; no format sends the file as stored. 400 naming format for an image or video. A key exports its own assets, the session token any.
         */
        get: operations["exportAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/studio/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The studio's own API key
         * @description The studio's API key, kept in the OS keychain: created on first use, replaced if it was revoked.
         */
        post: operations["getStudioKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Every key, revoked ones too (never their secrets).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description A key for a local app, with an optional webhook URL and credit limit. The key and the webhook secret are shown once.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an API key */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Refused from the very next request on. Its tasks, assets and ledger rows stay.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        /**
         * Change an API key
         * @description Change label, webhookUrl or creditLimit. The first webhookUrl of a key creates its webhook secret, shown this once. A new credit limit applies to the next hold.
         */
        patch: operations["updateApiKey"];
        trace?: never;
    };
    "/api/v1/api-keys/{id}/webhook/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook secret
         * @description A new webhook secret, shown once; the old one keeps signing beside it for 24 h.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit balance
         * @description The workspace's balance, what is held for tasks that have not ended, and what is available.
         */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credits/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The credit ledger
         * @description Grants, holds, captures and refunds, newest first; page with `before` (the `nextBefore` of the previous page).
         */
        get: operations["listLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/credits/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant credits
         * @description Adds credits to the workspace; answers the new balance.
         */
        post: operations["grantCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook events
         * @description The delivery log, newest first: by key and status; page with `before` (the `nextBefore` of the previous page).
         */
        get: operations["listWebhookEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook event
         * @description One event with every delivery attempt of every series, oldest first.
         */
        get: operations["getWebhookEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-events/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a webhook event
         * @description The same event id, in a new series of attempts from now. 409 while a series is still running.
         */
        post: operations["redeliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test webhook event
         * @description A signed `webhook.test` event to the key's webhookUrl now (one attempt), recorded in the delivery log like any other.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Tasks newest first, with the queue position and lane of PENDING ones; page with `before` (the `nextBefore` of the previous page). A key sees its own; the session token sees every task, with the parameters it was submitted with.
         */
        get: operations["listTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MCP stream: not served (405)
         * @description This MCP endpoint is stateless: there is no standalone stream to open and no session to end. MCP asks for 405 here; the body is in the contract's error shape.
         */
        get: operations["mcpStream"];
        put?: never;
        /**
         * MCP over streamable HTTP
         * @description The Model Context Protocol, stateless: the same tools for agents, bound to the caller's API key. Send `Accept: application/json, text/event-stream`; a call answers a JSON-RPC message, as JSON or as a stream that also carries progress notifications.
         */
        post: operations["mcp"];
        /**
         * MCP session end: not served (405)
         * @description This MCP endpoint is stateless: there is no standalone stream to open and no session to end. MCP asks for 405 here; the body is in the contract's error shape.
         */
        delete: operations["mcpEndSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The studio's event stream
         * @description Server-Sent Events: `ready` once subscribed (`{heartbeatMs, taskEvents}`), then `task` with a TaskRecord at every task change, and a comment line every 15 s. The session token goes in the Authorization header (a token in the query string would end up in logs).
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Provider settings
         * @description The engine of each provider, its base URL, model ids and rate limit, whether a key is set (never the key), and where the service keeps its data.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/providers/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a provider's settings
         * @description Switch between the sandbox and the live engine, set the base URL, model ids, rate limit and key. live needs a key (given now or stored before). Omitted fields keep their value.
         */
        put: operations["updateProviderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/providers/{name}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a provider's key
         * @description One minimal authenticated call upstream, to tell whether the stored key works.
         */
        post: operations["testProviderConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
         * @description OpenAI's text-to-speech request. It runs as generate-tts (input within the voice's provider limit: 600 characters alpha, 5000 beta) or, for longer input, generate-narration (spoken whole in segments), with their validation, prices (15 / 25 credits per 1,000 characters, per segment for a narration), task, webhooks and library entry (marked via the OpenAI-compatible API). voice: alloy → alpha-maia, ash → alpha-moon, ballad → alpha-arthur, coral → alpha-chelsie, echo → alpha-ethan, fable → alpha-serena, nova → alpha-cherry, onyx → alpha-neil, sage → alpha-kai, shimmer → alpha-vivian, verse → alpha-ethan, marin → alpha-cherry, cedar → alpha-neil, or any Timbre voiceId. speed (0.25–4) is applied with ffmpeg's atempo; instructions become the style prompt. Short input is answered once the task completes; a narration is answered as it is made: the 200 comes once its first segment is kept, then each segment as it finishes, chunked (wav is the exception: answered once the task completes), the same audio as the narration stored in the library; a failure after the first byte breaks the connection. Headers: `timbre-task-id` names the task, and `timbre-asset-id` the WAV it made (answers sent whole only). Errors in OpenAI's shape, with Timbre's status for each.
         */
        post: operations["openaiCreateSpeech"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An error in the contract's shape. */
        Error: {
            error: {
                /**
                 * @description A stable code; the HTTP status follows from it.
                 * @enum {string}
                 */
                code: "validation_failed" | "unauthorized" | "insufficient_credits" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "range_not_satisfiable" | "idempotency_mismatch" | "rate_limited" | "internal" | "unavailable" | "storage_full" | "storage_read_only" | "storage_io";
                /** @description Names the field and the rule it broke, and what to do next. */
                message: string;
                /** @description Machine-readable context: `field`, the listed `errors`, limits. */
                details?: unknown;
            };
        };
        HealthView: {
            /** @enum {string} */
            status: "ok";
            version: string;
            uptimeSeconds: number;
            /** @description The engine each provider runs on now: sandbox or live. */
            engines: {
                alpha: string;
                beta: string;
                video: string;
            };
            secretStore: {
                /** @enum {string} */
                backend: "keychain";
            } | {
                /** @enum {string} */
                backend: "file";
                /** @description Why the OS keychain is not used. */
                notice: string;
            };
            ffmpeg: {
                /** @enum {boolean} */
                available: true;
                /** @description Where it was found: FFMPEG_PATH, ffmpeg-static or PATH. */
                source: string;
            } | {
                /** @enum {boolean} */
                available: false;
                /** @description How to get ffmpeg. */
                message: string;
            };
            storage: {
                dataDir: string;
                /** @description -1 when it could not be read. */
                freeBytes: number;
                totalBytes: number;
                /** @description Below this much free space, new generation tasks are refused (507). */
                floorBytes: number;
                /** @enum {string} */
                state: "ok" | "low" | "full";
                lastFault: {
                    code: string;
                    /** Format: date-time */
                    at: string;
                } | null;
                /** @description Ended tasks whose end could not be written yet. */
                unsettledTasks: number;
            };
            logging: {
                file: string;
                writeFailures: number;
                droppedLines: number;
                failing: boolean;
                lastError: {
                    code: string;
                    message: string;
                    /** Format: date-time */
                    at: string;
                } | null;
            };
            /** @description Null when automatic backups are off. */
            backups: {
                dir: string;
                count: number;
                newest: {
                    file: string;
                    /** Format: date-time */
                    madeAt: string;
                    bytes: number;
                    schemaVersion: number;
                } | null;
                lastError: {
                    /** Format: date-time */
                    at: string;
                    message: string;
                } | null;
                intervalSeconds: number;
                keep: number;
            } | null;
            eventLoop: {
                windowSeconds: number;
                /** @description How late timers ran, 99th percentile over the window. */
                p99Ms: number;
                maxMs: number;
                maxSinceStartMs: number;
            };
        };
        SystemView: {
            dataDir: string;
            url: string;
            pid: number;
            /** @enum {string} */
            secretStore: "keychain" | "file";
            logFile: string;
        };
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
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            completedAt?: string;
            /** @description PENDING only: tasks ahead of it in its lane (0 = next). */
            queuePosition?: number;
            /** @description PENDING only: the queue it waits in: local work, or a live provider (alpha, beta, video). */
            lane?: string;
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
        };
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
            provenance: components["schemas"]["AssetProvenance"];
        };
        AssetPage: {
            assets: components["schemas"]["LibraryAsset"][];
            /** @description Null on the last page; otherwise pass it as `before`. */
            nextBefore: string | null;
        };
        VoiceView: {
            /** @example alpha-cherry */
            voiceId: string;
            name: string;
            /**
             * @description The provider that speaks with it.
             * @enum {string}
             */
            provider: "alpha" | "beta";
            /** @enum {string} */
            kind: "builtin" | "prebuilt" | "designed" | "cloned";
            languages: string[];
            description?: string;
            gender?: string;
            previewAssetId?: string;
            /**
             * Format: date-time
             * @description Designed and cloned voices only.
             */
            createdAt?: string;
        };
        VoiceList: {
            voices: components["schemas"]["VoiceView"][];
        };
        DeletedVoice: {
            voiceId: string;
            /** @enum {boolean} */
            deleted: true;
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
        ApiKeyView: {
            /** @example key_0m5x2k1a9AbCdEfGhIjKlMnOp */
            id: string;
            label: string;
            /** @description The start of the key, to tell keys apart. */
            prefix: string;
            webhookUrl: string | null;
            /** @description Most credits it may have held and spent; null for no limit. */
            creditLimit: number | null;
            creditsUsed: number;
            creditsHeld: number;
            /** Format: date-time */
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
        };
        CreatedApiKey: {
            /** @description The API key (tmb_…). Shown once: store it now. */
            key: string;
            /** @description Signs the webhook deliveries (whsec_…). Shown once. */
            webhookSecret?: string;
            apiKey: components["schemas"]["ApiKeyView"];
        };
        UpdatedApiKey: {
            apiKey: components["schemas"]["ApiKeyView"];
            /** @description Created with the first webhookUrl; shown once. */
            webhookSecret?: string;
        };
        RotatedWebhookSecret: {
            /** @description The new secret. Shown once. */
            webhookSecret: string;
            /** Format: date-time */
            previousSecretExpiresAt: string;
            apiKey: components["schemas"]["ApiKeyView"];
        };
        StudioKey: {
            /** @description The studio's API key. */
            key: string;
            /** @description True when it was made by this call. */
            created: boolean;
        };
        /**
         * @example {
         *       "balance": 10000,
         *       "held": 15,
         *       "available": 9985
         *     }
         */
        CreditsView: {
            /** @description Granted minus captured. */
            balance: number;
            /** @description Held for tasks that have not ended yet. */
            held: number;
            /** @description What new tasks can hold. */
            available: number;
        };
        LedgerEntry: {
            id: number;
            /** @enum {string} */
            kind: "grant" | "hold" | "capture" | "refund";
            amount: number;
            taskId: string | null;
            apiKeyId: string | null;
            note: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        LedgerPage: {
            data: components["schemas"]["LedgerEntry"][];
            /** @description Null on the last page. */
            nextBefore: number | null;
        };
        TaskEventPayload: {
            id: string;
            /**
             * @description A cancelled task is a task.failed whose status says CANCELLED.
             * @enum {string}
             */
            type: "task.completed" | "task.failed";
            /** Format: date-time */
            createdAt: string;
            data: {
                taskId: string;
                taskType: string;
                /**
                 * @description PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED.
                 * @enum {string}
                 */
                status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED";
                output?: {
                    assetIds: string[];
                };
                error?: {
                    code: string;
                    message: string;
                };
            };
        };
        TestEventPayload: {
            id: string;
            /** @enum {string} */
            type: "webhook.test";
            /** Format: date-time */
            createdAt: string;
            data: {
                apiKeyId: string;
                message: string;
            };
        };
        WebhookEventView: {
            /** @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp */
            id: string;
            /** @enum {string} */
            type: "task.completed" | "task.failed" | "webhook.test";
            apiKeyId: string;
            taskId: string | null;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            /** @description Attempts made in the current series (a redelivery starts a new one). */
            attemptCount: number;
            series: number;
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            deliveredAt: string | null;
            /** @description The exact body every attempt sends. */
            payload: components["schemas"]["TaskEventPayload"] | components["schemas"]["TestEventPayload"];
        };
        WebhookAttemptView: {
            series: number;
            attempt: number;
            /** Format: date-time */
            at: string;
            /** @description Null when the key had no webhookUrl at the time. */
            url: string | null;
            /** @description Null when no HTTP answer came (refused, timeout). */
            httpStatus: number | null;
            latencyMs: number;
            errorClass: string | null;
            error: string | null;
            responseExcerpt: string | null;
        };
        WebhookEventDetail: {
            /** @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp */
            id: string;
            /** @enum {string} */
            type: "task.completed" | "task.failed" | "webhook.test";
            apiKeyId: string;
            taskId: string | null;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            /** @description Attempts made in the current series (a redelivery starts a new one). */
            attemptCount: number;
            series: number;
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            deliveredAt: string | null;
            /** @description The exact body every attempt sends. */
            payload: components["schemas"]["TaskEventPayload"] | components["schemas"]["TestEventPayload"];
            attempts: components["schemas"]["WebhookAttemptView"][];
        };
        WebhookEventPage: {
            data: components["schemas"]["WebhookEventView"][];
            /** @description Null on the last page. */
            nextBefore: string | null;
        };
        /**
         * @example {
         *       "delivered": true,
         *       "httpStatus": 200,
         *       "latencyMs": 12,
         *       "eventId": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
         *       "error": null
         *     }
         */
        WebhookTestResult: {
            delivered: boolean;
            httpStatus: number | null;
            latencyMs: number;
            eventId: string;
            error: {
                code: string;
                message: string;
            } | null;
        };
        ProviderView: {
            /** @enum {string} */
            engine: "sandbox" | "live";
            baseUrl: string;
            /** @description Upstream model ids by role. */
            models: {
                [key: string]: string;
            };
            /** @description Requests allowed per window, for the provider account. */
            rateLimit: {
                requests: number;
                perSeconds: number;
            };
            /** @description video only: how often a pending job is polled. */
            pollIntervalMs?: number;
            /** @description Whether a key is stored (the key itself never leaves the service). */
            apiKeySet: boolean;
        };
        SettingsView: {
            providers: {
                alpha: components["schemas"]["ProviderView"];
                beta: components["schemas"]["ProviderView"];
                video: components["schemas"]["ProviderView"];
            };
            /** @enum {string} */
            secretStore: "keychain" | "file";
            system: components["schemas"]["SystemView"];
        };
        ConnectionTestResult: {
            ok: boolean;
            /** @description The upstream HTTP status, when one answered. */
            status: number | null;
            message: string;
        };
        /** @description An error in OpenAI's shape. */
        OpenAiError: {
            error: {
                /** @description Names the field and the rule it broke, or what went wrong. */
                message: string;
                /** @description invalid_request_error, authentication_error, permission_error, not_found_error, insufficient_quota, rate_limit_error, server_error. */
                type: string;
                /** @description The field at fault, when one is. */
                param: string | null;
                /** @description Timbre's own error code (or the task's failure code). */
                code: string | null;
            };
        };
        OpenAiModel: {
            id: string;
            /** @enum {string} */
            object: "model";
            created: number;
            owned_by: string;
        };
        OpenAiModelList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["OpenAiModel"][];
        };
        /** @description An error in ElevenLabs' shape. */
        ElevenLabsError: {
            detail: {
                /** @description Timbre's error code (or the task's failure code). */
                status: string;
                /** @description Names the field and the rule it broke, or what went wrong. */
                message: string;
            };
        };
        ElevenLabsVoice: {
            /** @example alpha-cherry */
            voice_id: string;
            name: string;
            /**
             * @description premade: built-in and prebuilt; generated: designed; cloned.
             * @enum {string}
             */
            category: "premade" | "generated" | "cloned";
            description: string | null;
            /** @description provider, kind, gender, languages (comma-separated). */
            labels: {
                [key: string]: string;
            };
            preview_url: string | null;
        };
        ElevenLabsVoiceList: {
            voices: components["schemas"]["ElevenLabsVoice"][];
        };
        ElevenLabsVoicePage: {
            voices: components["schemas"]["ElevenLabsVoice"][];
            has_more: boolean;
            total_count: number;
            next_page_token: string | null;
        };
        ElevenLabsModel: {
            model_id: string;
            name: string;
            description: string;
            can_do_text_to_speech: boolean;
            can_do_voice_conversion: boolean;
            can_be_finetuned: boolean;
            can_use_style: boolean;
            can_use_speaker_boost: boolean;
            serves_pro_voices: boolean;
            requires_alpha_access: boolean;
            token_cost_factor: number;
            max_characters_request_free_user: number;
            max_characters_request_subscribed_user: number;
            maximum_text_length_per_request: number;
            languages: {
                language_id: string;
                name: string;
            }[];
        };
        ElevenLabsSubscription: {
            tier: string;
            /** @description Characters the key has used: its charged and held credits, as characters. */
            character_count: number;
            /** @description Characters it may use: used plus what it can still hold, as characters. */
            character_limit: number;
            max_credit_limit_extension: number;
            can_extend_character_limit: boolean;
            allowed_to_extend_character_limit: boolean;
            next_character_count_reset_unix: number | null;
            voice_slots_used: number;
            professional_voice_slots_used: number;
            professional_voice_slots_used_in_workspace: number;
            voice_limit: number;
            voice_add_edit_counter: number;
            professional_voice_limit: number;
            can_extend_voice_limit: boolean;
            can_use_instant_voice_cloning: boolean;
            can_use_professional_voice_cloning: boolean;
            current_overage: {
                amount: string;
                currency: string;
            };
            open_invoices: unknown[];
            has_open_invoices: boolean;
            status: string;
            /** @description The same numbers in Timbre's credits. */
            timbre_credits: {
                used: number;
                available: number;
                characters_per_credit: number;
            };
        };
    };
    responses: {
        /** @description `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "validation_failed",
                 *         "message": "A parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "forbidden",
                 *         "message": "The credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unsupported_media_type",
                 *         "message": "The Content-Type is not one this route reads (`details.accepted` lists them)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `internal`: a fault of the service; its log has the details */
        Internal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "internal",
                 *         "message": "A fault of the service; its log has the details."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unavailable",
                 *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unauthorized",
                 *         "message": "No credential, or one that is not valid (unknown or revoked key, old session token)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `conflict`: the state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "conflict",
                 *         "message": "The state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `payload_too_large`: the body is over this route's limit; `details.limit` says it */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "payload_too_large",
                 *         "message": "The body is over this route's limit; `details.limit` says it."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `idempotency_mismatch`: the Idempotency-Key was used with a different request */
        IdempotencyMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "idempotency_mismatch",
                 *         "message": "The Idempotency-Key was used with a different request."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing; `storage_io`: the disk of the data folder reported an I/O error */
        UnavailableOrStorageIo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unavailable",
                 *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `storage_full`: the disk of the data folder is full; free space there; `storage_read_only`: the data folder is on a read-only file system */
        StorageFullOrStorageReadOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "storage_full",
                 *         "message": "The disk of the data folder is full; free space there."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `insufficient_credits`: not enough credits available (or over the key's credit limit); nothing was held */
        InsufficientCredits: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "insufficient_credits",
                 *         "message": "Not enough credits available (or over the key's credit limit); nothing was held."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_found`: nothing with that id (or not this key's) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_found",
                 *         "message": "Nothing with that id (or not this key's)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `range_not_satisfiable`: the Range is outside the file */
        RangeNotSatisfiable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "range_not_satisfiable",
                 *         "message": "The Range is outside the file."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description In OpenAI's error shape. `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
        OpenAiValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "A parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them.",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "validation_failed"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
        OpenAiUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "No credential, or one that is not valid (unknown or revoked key, old session token).",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "invalid_api_key"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `insufficient_credits`: not enough credits available (or over the key's credit limit); nothing was held */
        OpenAiInsufficientCredits: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Not enough credits available (or over the key's credit limit); nothing was held.",
                 *         "type": "insufficient_quota",
                 *         "param": null,
                 *         "code": "insufficient_quota"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
        OpenAiForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired.",
                 *         "type": "permission_error",
                 *         "param": null,
                 *         "code": "forbidden"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `not_found`: nothing with that id (or not this key's) */
        OpenAiNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Nothing with that id (or not this key's).",
                 *         "type": "not_found_error",
                 *         "param": null,
                 *         "code": "not_found"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `conflict`: the state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress) */
        OpenAiConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress).",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "conflict"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `payload_too_large`: the body is over this route's limit; `details.limit` says it */
        OpenAiPayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The body is over this route's limit; `details.limit` says it.",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "payload_too_large"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
        OpenAiUnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The Content-Type is not one this route reads (`details.accepted` lists them).",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "unsupported_media_type"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `idempotency_mismatch`: the Idempotency-Key was used with a different request */
        OpenAiIdempotencyMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The Idempotency-Key was used with a different request.",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "idempotency_mismatch"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `rate_limited`: too many requests */
        OpenAiRateLimited: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "Too many requests.",
                 *         "type": "rate_limit_error",
                 *         "param": null,
                 *         "code": "rate_limit_exceeded"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `internal`: a fault of the service; its log has the details */
        OpenAiInternal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "A fault of the service; its log has the details.",
                 *         "type": "server_error",
                 *         "param": null,
                 *         "code": "internal"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing; `storage_io`: the disk of the data folder reported an I/O error */
        OpenAiUnavailableOrStorageIo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing.",
                 *         "type": "server_error",
                 *         "param": null,
                 *         "code": "unavailable"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In OpenAI's error shape. `storage_full`: the disk of the data folder is full; free space there; `storage_read_only`: the data folder is on a read-only file system */
        OpenAiStorageFullOrStorageReadOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The disk of the data folder is full; free space there.",
                 *         "type": "server_error",
                 *         "param": null,
                 *         "code": "storage_full"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"];
            };
        };
        /** @description In ElevenLabs' error shape. `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
        ElevenLabsValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "validation_failed",
                 *         "message": "A parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
        ElevenLabsUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "unauthorized",
                 *         "message": "No credential, or one that is not valid (unknown or revoked key, old session token)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `insufficient_credits`: not enough credits available (or over the key's credit limit); nothing was held */
        ElevenLabsInsufficientCredits: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "insufficient_credits",
                 *         "message": "Not enough credits available (or over the key's credit limit); nothing was held."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
        ElevenLabsForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "forbidden",
                 *         "message": "The credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `not_found`: nothing with that id (or not this key's) */
        ElevenLabsNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "not_found",
                 *         "message": "Nothing with that id (or not this key's)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `conflict`: the state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress) */
        ElevenLabsConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "conflict",
                 *         "message": "The state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `payload_too_large`: the body is over this route's limit; `details.limit` says it */
        ElevenLabsPayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "payload_too_large",
                 *         "message": "The body is over this route's limit; `details.limit` says it."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
        ElevenLabsUnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "unsupported_media_type",
                 *         "message": "The Content-Type is not one this route reads (`details.accepted` lists them)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `idempotency_mismatch`: the Idempotency-Key was used with a different request */
        ElevenLabsIdempotencyMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "idempotency_mismatch",
                 *         "message": "The Idempotency-Key was used with a different request."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `rate_limited`: too many requests */
        ElevenLabsRateLimited: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "rate_limited",
                 *         "message": "Too many requests."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `internal`: a fault of the service; its log has the details */
        ElevenLabsInternal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "internal",
                 *         "message": "A fault of the service; its log has the details."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing; `storage_io`: the disk of the data folder reported an I/O error */
        ElevenLabsUnavailableOrStorageIo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "unavailable",
                 *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `storage_full`: the disk of the data folder is full; free space there; `storage_read_only`: the data folder is on a read-only file system */
        ElevenLabsStorageFullOrStorageReadOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "storage_full",
                 *         "message": "The disk of the data folder is full; free space there."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In ElevenLabs' error shape. `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing */
        ElevenLabsUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": {
                 *         "status": "unavailable",
                 *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `validation_failed`: a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them */
        CompatValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "A parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them.",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "validation_failed"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `unauthorized`: no credential, or one that is not valid (unknown or revoked key, old session token) */
        CompatUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "No credential, or one that is not valid (unknown or revoked key, old session token).",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "invalid_api_key"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `forbidden`: the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired */
        CompatForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired.",
                 *         "type": "permission_error",
                 *         "param": null,
                 *         "code": "forbidden"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `unsupported_media_type`: the Content-Type is not one this route reads (`details.accepted` lists them) */
        CompatUnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The Content-Type is not one this route reads (`details.accepted` lists them).",
                 *         "type": "invalid_request_error",
                 *         "param": null,
                 *         "code": "unsupported_media_type"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `internal`: a fault of the service; its log has the details */
        CompatInternal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "A fault of the service; its log has the details.",
                 *         "type": "server_error",
                 *         "param": null,
                 *         "code": "internal"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
            };
        };
        /** @description In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). `unavailable`: the service is stopping, or a tool it needs (ffmpeg) is missing */
        CompatUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "message": "The service is stopping, or a tool it needs (ffmpeg) is missing.",
                 *         "type": "server_error",
                 *         "param": null,
                 *         "code": "unavailable"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OpenAiError"] | components["schemas"]["ElevenLabsError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "text",
                     *       "uptimeSeconds": 1,
                     *       "engines": {
                     *         "alpha": "text",
                     *         "beta": "text",
                     *         "video": "text"
                     *       },
                     *       "secretStore": {
                     *         "backend": "keychain"
                     *       },
                     *       "ffmpeg": {
                     *         "available": true,
                     *         "source": "text"
                     *       },
                     *       "storage": {
                     *         "dataDir": "text",
                     *         "freeBytes": 1,
                     *         "totalBytes": 1,
                     *         "floorBytes": 1,
                     *         "state": "ok",
                     *         "lastFault": {
                     *           "code": "text",
                     *           "at": "2026-01-01T12:00:00.000Z"
                     *         },
                     *         "unsettledTasks": 1
                     *       },
                     *       "logging": {
                     *         "file": "text",
                     *         "writeFailures": 1,
                     *         "droppedLines": 1,
                     *         "failing": true,
                     *         "lastError": {
                     *           "code": "text",
                     *           "message": "text",
                     *           "at": "2026-01-01T12:00:00.000Z"
                     *         }
                     *       },
                     *       "backups": {
                     *         "dir": "text",
                     *         "count": 1,
                     *         "newest": {
                     *           "file": "text",
                     *           "madeAt": "2026-01-01T12:00:00.000Z",
                     *           "bytes": 1,
                     *           "schemaVersion": 1
                     *         },
                     *         "lastError": {
                     *           "at": "2026-01-01T12:00:00.000Z",
                     *           "message": "text"
                     *         },
                     *         "intervalSeconds": 1,
                     *         "keep": 1
                     *       },
                     *       "eventLoop": {
                     *         "windowSeconds": 1,
                     *         "p99Ms": 1,
                     *         "maxMs": 1,
                     *         "maxSinceStartMs": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["HealthView"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0"
                     *     }
                     */
                    "application/json": {
                        /** @example 3.1.0 */
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    "list-voices": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voices": [
                     *           {
                     *             "voiceId": "alpha-cherry",
                     *             "name": "text",
                     *             "provider": "alpha",
                     *             "kind": "builtin",
                     *             "languages": [
                     *               "text"
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VoiceList"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "generate-tts": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "text",
                 *       "voiceId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Text to speak: at most 600 characters for alpha voices, 5000 for beta voices. */
                    text: string;
                    /** @description A voiceId from list-voices; its provider decides who synthesizes. */
                    voiceId: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description alpha: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. beta: accepted and ignored. */
                    language?: string;
                    /** @description Style direction, at most 200 characters. */
                    prompt?: string;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "generate-narration": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "script": "text",
                 *       "voiceId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The script, 1 to 100,000 characters. A line that begins "Label:", where Label is a key of speakers, starts that speaker's part (the label is not spoken). */
                    script: string;
                    /** @description The default voice: it speaks the text before the first speaker label. */
                    voiceId: string;
                    /** @description Up to 20 speakers: label (1 to 40 characters, no colon) → voiceId. */
                    speakers?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Silence between segments of one speaker, ms (default 400); a change of speaker adds a little more.
                     * @default 400
                     */
                    pauseMs?: number;
                    /** @description For alpha voices: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. beta: accepted and ignored. */
                    language?: string;
                    /** @description Style direction for every segment, at most 200 characters. */
                    prompt?: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "preview-narration": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "script": "text",
                 *       "voiceId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The script, 1 to 100,000 characters. A line that begins "Label:", where Label is a key of speakers, starts that speaker's part (the label is not spoken). */
                    script: string;
                    /** @description The default voice: it speaks the text before the first speaker label. */
                    voiceId: string;
                    /** @description Up to 20 speakers: label (1 to 40 characters, no colon) → voiceId. */
                    speakers?: {
                        [key: string]: string;
                    };
                    /**
                     * @description Silence between segments of one speaker, ms (default 400); a change of speaker adds a little more.
                     * @default 400
                     */
                    pauseMs?: number;
                    /** @description For alpha voices: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. beta: accepted and ignored. */
                    language?: string;
                    /** @description Style direction for every segment, at most 200 characters. */
                    prompt?: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "estimatedCredits": 1,
                     *         "engine": "text",
                     *         "segments": [
                     *           {
                     *             "index": 1,
                     *             "voiceId": "text",
                     *             "speaker": "text",
                     *             "provider": "alpha",
                     *             "text": "text",
                     *             "characters": 1,
                     *             "limit": 1,
                     *             "credits": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NarrationPreview"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "regenerate-narration-segment": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "taskId": "text",
                 *       "index": 1,
                 *       "text": "text"
                 *     }
                 */
                "application/json": {
                    /** @description A COMPLETED generate-narration (or regenerate-narration-segment) task of this key. */
                    taskId: string;
                    /** @description The segment to speak again (output.segments[].index). */
                    index: number;
                    /** @description The new text of the segment. */
                    text: string;
                    /** @description Another voice for this segment; default: the voice it had. */
                    voiceId?: string;
                    /** @description For alpha voices: one of Auto, Chinese, English, German, Italian, Portuguese, Spanish, Japanese, Korean, French, Russian. */
                    language?: string;
                    /** @description Style direction, at most 200 characters. */
                    prompt?: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "design-voice": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Description of the voice: gender, age, pitch, pace, accent, mood. */
                    prompt: string;
                    /** @description Preview script, at most 600 characters. */
                    text?: string;
                    /** @description Language of the voice (English or en, …). */
                    language?: string;
                    /** @description Name of the new voice. */
                    voiceName?: string;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "clone-voice-from-audio": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "audioAssetId": "text",
                 *       "name": "text"
                 *     }
                 */
                "application/json": {
                    /** @description An uploaded audio asset (POST /api/v1/assets or upload-asset). */
                    audioAssetId: string;
                    /** @description Name of the new voice, 1 to 100 characters. */
                    name: string;
                    /** @description Language spoken in the sample (English or en, …). */
                    language?: string;
                    /** @description Transcript of the sample, at most 500 characters. */
                    referenceText?: string;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "generate-video-from-text": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt: string;
                    /** @description One of 16:9, 9:16, 21:9, 4:3, 1:1, 3:4 (default 16:9). */
                    aspectRatio?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Seconds of output, 4 to 15 (default 6). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "generate-video-from-image": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "imageAssetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description An uploaded image (PNG, JPEG, WebP). */
                    imageAssetId: string;
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Seconds of output, 4 to 10 (default 6). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "generate-video-from-reference": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "referenceImageAssetIds": [
                 *         "text"
                 *       ],
                 *       "prompt": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description 1 to 7 uploaded images, in order. */
                    referenceImageAssetIds: string[];
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt: string;
                    /** @description One of 16:9, 9:16, 21:9, 4:3, 1:1, 3:4 (default 16:9). */
                    aspectRatio?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Seconds of output, 4 to 10 (default 6). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "generate-video-extension": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "videoAssetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                    /** @description imagine-video (classic, the default) or imagine-video-1.5-preview (1.5). */
                    model?: string;
                    /** @description An uploaded or generated video. */
                    videoAssetId: string;
                    /** @description What happens in the video, at most 2000 characters. */
                    prompt?: string;
                    /** @description 480p or 720p (default 720p); 1080p and 4K are accepted and produce and bill 720p. */
                    resolution?: string;
                    /** @description Added length only; locked to 8 (omit it or send 8). */
                    durationSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "edit-video": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "combine-video-audio": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "videoAssetId": "text",
                 *       "audioAssetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The video asset id (from a task output or an upload). */
                    videoAssetId: string;
                    /** @description The audio asset id (from a task output or an upload). */
                    audioAssetId: string;
                    /** @description Session identifier of the caller. */
                    workerId?: string;
                };
            };
        };
        responses: {
            /** @description The task is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "get-task-status": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "taskId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The taskId from a generation tool. */
                    taskId: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "tool": "text",
                     *         "taskType": "text",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 1,
                     *         "chargedCredits": 1,
                     *         "refundedCredits": 1,
                     *         "output": {
                     *           "assetIds": [
                     *             "text"
                     *           ]
                     *         },
                     *         "error": {
                     *           "code": "provider_error",
                     *           "message": "text"
                     *         },
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "updatedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskRecord"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "wait-for-task": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "taskId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The taskId from a generation tool. */
                    taskId: string;
                    /**
                     * @description Seconds to wait, 0 to 300 (default 30).
                     * @default 30
                     */
                    timeoutSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "tool": "text",
                     *         "taskType": "text",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 1,
                     *         "chargedCredits": 1,
                     *         "refundedCredits": 1,
                     *         "output": {
                     *           "assetIds": [
                     *             "text"
                     *           ]
                     *         },
                     *         "error": {
                     *           "code": "provider_error",
                     *           "message": "text"
                     *         },
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "updatedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskRecord"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "cancel-task": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "taskId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The taskId from a generation tool. */
                    taskId: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "tool": "text",
                     *         "taskType": "text",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 1,
                     *         "chargedCredits": 1,
                     *         "refundedCredits": 1,
                     *         "output": {
                     *           "assetIds": [
                     *             "text"
                     *           ]
                     *         },
                     *         "error": {
                     *           "code": "provider_error",
                     *           "message": "text"
                     *         },
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "updatedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskRecord"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "get-asset": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "assetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description An asset id (from a task output or an upload). */
                    assetId: string;
                    /** @description Lifetime of the URL in seconds. */
                    expiresInSeconds?: number;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "assetId": "asset_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "kind": "audio",
                     *         "mimeType": "audio/wav",
                     *         "bytes": 1,
                     *         "origin": "upload",
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "url": "http://127.0.0.1:7717/",
                     *         "expiresAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SignedAsset"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "download-asset": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "assetId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description An asset id (from a task output or an upload). */
                    assetId: string;
                    /** @description Audio only: wav or mp3. Left out, the asset comes as stored. */
                    format?: "wav" | "mp3";
                };
            };
        };
        responses: {
            /** @description The bytes of the asset, with its own media type (converted audio: audio/wav or audio/mpeg), as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "upload-asset": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mimeType": "text",
                 *       "dataBase64": "text"
                 *     }
                 */
                "application/json": {
                    /** @description Declared media type, e.g. audio/wav (a hint; the bytes decide). */
                    mimeType: string;
                    /** @description The file, base64-encoded. */
                    dataBase64: string;
                    fileName?: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "assetId": "asset_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "kind": "audio",
                     *         "mimeType": "audio/wav",
                     *         "bytes": 1,
                     *         "origin": "upload",
                     *         "createdAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    "analyze-audio": {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "audioAssetId": "text"
                 *     }
                 */
                "application/json": {
                    audioAssetId: string;
                };
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "assetId": "text",
                     *         "sampleRate": 1,
                     *         "durationSeconds": 1,
                     *         "peakDbfs": 1,
                     *         "rmsDbfs": 1,
                     *         "speechRmsDbfs": 1,
                     *         "clippingRatio": 1,
                     *         "silenceRatio": 1,
                     *         "warnings": [
                     *           {
                     *             "code": "low_sample_rate",
                     *             "message": "text"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AudioQuality"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    listAssets: {
        parameters: {
            query?: {
                kind?: "audio" | "image" | "video";
                /** @description Words found in the file name, the key label or the parameters (e.g. the text spoken). */
                q?: string;
                /** @description The `nextBefore` of the previous page: items older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the library. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "assets": [
                     *           {
                     *             "assetId": "asset_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "kind": "audio",
                     *             "mimeType": "audio/wav",
                     *             "bytes": 1,
                     *             "origin": "upload",
                     *             "createdAt": "2026-01-01T12:00:00.000Z",
                     *             "url": "http://127.0.0.1:7717/",
                     *             "expiresAt": "2026-01-01T12:00:00.000Z",
                     *             "provenance": {
                     *               "apiKeyId": "text",
                     *               "keyLabel": "text",
                     *               "engine": "text",
                     *               "params": {}
                     *             }
                     *           }
                     *         ],
                     *         "nextBefore": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    uploadAsset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Raw uploads: the file name, percent-encoded (encodeURIComponent). */
                "x-file-name"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
                "application/octet-stream": Blob;
                "audio/*": Blob;
                "image/*": Blob;
                "video/*": Blob;
            };
        };
        responses: {
            /** @description The asset was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "assetId": "asset_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "kind": "audio",
                     *         "mimeType": "audio/wav",
                     *         "bytes": 1,
                     *         "origin": "upload",
                     *         "createdAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getAssetContent: {
        parameters: {
            query: {
                /**
                 * @description Unix time (seconds) the URL expires at.
                 * @example 1767268800
                 */
                expires: string;
            };
            header?: never;
            path: {
                /**
                 * @description The asset's id (asset_…).
                 * @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own media type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description The requested Range of the file. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Not modified (If-None-Match or If-Modified-Since). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    exportAsset: {
        parameters: {
            query?: {
                format?: "wav" | "mp3";
            };
            header?: never;
            path: {
                /**
                 * @description The asset's id (asset_…).
                 * @example asset_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own media type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description The requested Range of the file. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                    "audio/x-wav": Blob;
                    "audio/mpeg": Blob;
                    "audio/mp4": Blob;
                    "audio/x-m4a": Blob;
                    "audio/webm": Blob;
                    "audio/ogg": Blob;
                    "audio/flac": Blob;
                    "video/mp4": Blob;
                    "video/webm": Blob;
                    "video/quicktime": Blob;
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Not modified (If-None-Match or If-Modified-Since). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            416: components["responses"]["RangeNotSatisfiable"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getStudioKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "key": "text",
                     *         "created": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["StudioKey"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "label": "text",
                     *           "prefix": "text",
                     *           "webhookUrl": "text",
                     *           "creditLimit": 1,
                     *           "creditsUsed": 1,
                     *           "creditsHeld": 1,
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *           "revokedAt": "2026-01-01T12:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKeyView"][];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "My app",
                 *       "webhookUrl": "http://127.0.0.1:9000/hooks",
                 *       "creditLimit": 1000
                 *     }
                 */
                "application/json": {
                    /** @example My app */
                    label: string;
                    /**
                     * @description http(s) URL that receives task.completed and task.failed events.
                     * @example http://127.0.0.1:9000/hooks
                     */
                    webhookUrl?: string;
                    /** @description Most credits the key may spend; null for no limit. */
                    creditLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The key was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "key": "text",
                     *       "apiKey": {
                     *         "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "text",
                     *         "prefix": "text",
                     *         "webhookUrl": "text",
                     *         "creditLimit": 1,
                     *         "creditsUsed": 1,
                     *         "creditsHeld": 1,
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *         "revokedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (key_…).
                 * @example key_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "text",
                     *         "prefix": "text",
                     *         "webhookUrl": "text",
                     *         "creditLimit": 1,
                     *         "creditsUsed": 1,
                     *         "creditsHeld": 1,
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *         "revokedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKeyView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (key_…).
                 * @example key_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "text",
                     *         "prefix": "text",
                     *         "webhookUrl": "text",
                     *         "creditLimit": 1,
                     *         "creditsUsed": 1,
                     *         "creditsHeld": 1,
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *         "revokedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ApiKeyView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (key_…).
                 * @example key_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "creditLimit": 5000
                 *     }
                 */
                "application/json": {
                    /** @example My app */
                    label?: string;
                    webhookUrl?: string | null;
                    /** @description Most credits the key may spend; null for no limit. */
                    creditLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description The key as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiKey": {
                     *         "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "text",
                     *         "prefix": "text",
                     *         "webhookUrl": "text",
                     *         "creditLimit": 1,
                     *         "creditsUsed": 1,
                     *         "creditsHeld": 1,
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *         "revokedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UpdatedApiKey"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (key_…).
                 * @example key_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhookSecret": "text",
                     *       "previousSecretExpiresAt": "2026-01-01T12:00:00.000Z",
                     *       "apiKey": {
                     *         "id": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "text",
                     *         "prefix": "text",
                     *         "webhookUrl": "text",
                     *         "creditLimit": 1,
                     *         "creditsUsed": 1,
                     *         "creditsHeld": 1,
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "lastUsedAt": "2026-01-01T12:00:00.000Z",
                     *         "revokedAt": "2026-01-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "balance": 10000,
                     *         "held": 15,
                     *         "available": 9985
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CreditsView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    listLedger: {
        parameters: {
            query?: {
                /** @description A ledger entry id: rows older than it. */
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the ledger. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "kind": "grant",
                     *           "amount": 1,
                     *           "taskId": "text",
                     *           "apiKeyId": "text",
                     *           "note": "text",
                     *           "createdAt": "2026-01-01T12:00:00.000Z"
                     *         }
                     *       ],
                     *       "nextBefore": 1
                     *     }
                     */
                    "application/json": components["schemas"]["LedgerPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    grantCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 5000,
                 *       "note": "Monthly top-up"
                 *     }
                 */
                "application/json": {
                    amount: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The credits were added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "balance": 10000,
                     *         "held": 15,
                     *         "available": 9985
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CreditsView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    listWebhookEvents: {
        parameters: {
            query?: {
                /** @description Only this key's events. */
                keyId?: string;
                status?: "pending" | "delivered" | "failed";
                /** @description An event id: events older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "type": "task.completed",
                     *           "apiKeyId": "text",
                     *           "taskId": "text",
                     *           "status": "pending",
                     *           "attemptCount": 1,
                     *           "series": 1,
                     *           "nextAttemptAt": "2026-01-01T12:00:00.000Z",
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "deliveredAt": "2026-01-01T12:00:00.000Z",
                     *           "payload": {
                     *             "id": "text",
                     *             "type": "task.completed",
                     *             "createdAt": "2026-01-01T12:00:00.000Z",
                     *             "data": {
                     *               "taskId": "text",
                     *               "taskType": "text",
                     *               "status": "PENDING"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "nextBefore": "text"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEventPage"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The event's id (whev_…).
                 * @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event and its attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "type": "task.completed",
                     *         "apiKeyId": "text",
                     *         "taskId": "text",
                     *         "status": "pending",
                     *         "attemptCount": 1,
                     *         "series": 1,
                     *         "nextAttemptAt": "2026-01-01T12:00:00.000Z",
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "deliveredAt": "2026-01-01T12:00:00.000Z",
                     *         "payload": {
                     *           "id": "text",
                     *           "type": "task.completed",
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "data": {
                     *             "taskId": "text",
                     *             "taskType": "text",
                     *             "status": "PENDING"
                     *           }
                     *         },
                     *         "attempts": [
                     *           {
                     *             "series": 1,
                     *             "attempt": 1,
                     *             "at": "2026-01-01T12:00:00.000Z",
                     *             "url": "text",
                     *             "httpStatus": 1,
                     *             "latencyMs": 1,
                     *             "errorClass": "text",
                     *             "error": "text",
                     *             "responseExcerpt": "text"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEventDetail"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    redeliverWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The event's id (whev_…).
                 * @example whev_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new series of attempts has started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "type": "task.completed",
                     *         "apiKeyId": "text",
                     *         "taskId": "text",
                     *         "status": "pending",
                     *         "attemptCount": 1,
                     *         "series": 1,
                     *         "nextAttemptAt": "2026-01-01T12:00:00.000Z",
                     *         "createdAt": "2026-01-01T12:00:00.000Z",
                     *         "deliveredAt": "2026-01-01T12:00:00.000Z",
                     *         "payload": {
                     *           "id": "text",
                     *           "type": "task.completed",
                     *           "createdAt": "2026-01-01T12:00:00.000Z",
                     *           "data": {
                     *             "taskId": "text",
                     *             "taskType": "text",
                     *             "status": "PENDING"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEventView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (key_…).
                 * @example key_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How the delivery went. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivered": true,
                     *       "httpStatus": 200,
                     *       "latencyMs": 12,
                     *       "eventId": "whev_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *       "error": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    listVoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voices": [
                     *           {
                     *             "voiceId": "alpha-cherry",
                     *             "name": "text",
                     *             "provider": "alpha",
                     *             "kind": "builtin",
                     *             "languages": [
                     *               "text"
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VoiceList"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteVoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The voice's id.
                 * @example voice_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voice is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voiceId": "text",
                     *         "deleted": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DeletedVoice"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    renameVoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The voice's id.
                 * @example voice_0m5x2k1a9AbCdEfGhIjKlMnOp
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Narrator"
                 *     }
                 */
                "application/json": {
                    /** @example Narrator */
                    name: string;
                };
            };
        };
        responses: {
            /** @description The voice, renamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voiceId": "alpha-cherry",
                     *         "name": "text",
                     *         "provider": "alpha",
                     *         "kind": "builtin",
                     *         "languages": [
                     *           "text"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VoiceView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    cloneVoiceFromForm: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The new voice's name. */
                    name: string;
                    /**
                     * Format: binary
                     * @description The sample, at most 10 MB.
                     */
                    audio: Blob;
                    language?: string;
                    /** @description What the sample says. */
                    referenceText?: string;
                };
            };
        };
        responses: {
            /** @description The clone is accepted (PENDING) and its credits are held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "status": "PENDING",
                     *         "estimatedCredits": 3
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskAck"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyMismatch"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                status?: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED";
                /** @description The `nextBefore` of the previous page: items older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "tasks": [
                     *           {
                     *             "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "tool": "text",
                     *             "taskType": "text",
                     *             "status": "PENDING",
                     *             "estimatedCredits": 1,
                     *             "chargedCredits": 1,
                     *             "refundedCredits": 1,
                     *             "output": {
                     *               "assetIds": [
                     *                 "text"
                     *               ]
                     *             },
                     *             "error": {
                     *               "code": "provider_error",
                     *               "message": "text"
                     *             },
                     *             "createdAt": "2026-01-01T12:00:00.000Z",
                     *             "updatedAt": "2026-01-01T12:00:00.000Z"
                     *           }
                     *         ],
                     *         "nextBefore": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskPage"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    mcpStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Only POST is served. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "validation_failed",
                     *         "message": "text"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonrpc": "2.0",
                 *       "id": 1,
                 *       "method": "tools/list",
                 *       "params": {}
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    jsonrpc: "2.0";
                    id?: string | number | null;
                    method?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The JSON-RPC answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "id": 1,
                     *       "method": "tools/list",
                     *       "params": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        id?: string | number | null;
                        method?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    "text/event-stream": string;
                };
            };
            /** @description A notification or a response was accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not JSON (contract error), or not a valid JSON-RPC message (JSON-RPC error). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "validation_failed",
                     *         "message": "text"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] | {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        error: {
                            code: number;
                            message: string;
                            data?: unknown;
                        };
                        id: string | number | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The Accept header does not list both application/json and text/event-stream. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jsonrpc": "2.0",
                     *       "error": {
                     *         "code": 1,
                     *         "message": "text"
                     *       },
                     *       "id": "text"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        jsonrpc: "2.0";
                        error: {
                            code: number;
                            message: string;
                            data?: unknown;
                        };
                        id: string | number | null;
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    mcpEndSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Only POST is served. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "validation_failed",
                     *         "message": "text"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; it stays open until the client closes it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "providers": {
                     *           "alpha": {
                     *             "engine": "sandbox",
                     *             "baseUrl": "text",
                     *             "models": {},
                     *             "rateLimit": {
                     *               "requests": 1,
                     *               "perSeconds": 1
                     *             },
                     *             "apiKeySet": true
                     *           },
                     *           "beta": {
                     *             "engine": "sandbox",
                     *             "baseUrl": "text",
                     *             "models": {},
                     *             "rateLimit": {
                     *               "requests": 1,
                     *               "perSeconds": 1
                     *             },
                     *             "apiKeySet": true
                     *           },
                     *           "video": {
                     *             "engine": "sandbox",
                     *             "baseUrl": "text",
                     *             "models": {},
                     *             "rateLimit": {
                     *               "requests": 1,
                     *               "perSeconds": 1
                     *             },
                     *             "apiKeySet": true
                     *           }
                     *         },
                     *         "secretStore": "keychain",
                     *         "system": {
                     *           "dataDir": "text",
                     *           "url": "text",
                     *           "pid": 1,
                     *           "secretStore": "keychain",
                     *           "logFile": "text"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SettingsView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateProviderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A provider that runs on the sandbox or a live engine. */
                name: "alpha" | "beta" | "video";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "engine": "live",
                 *       "apiKey": "sk-…",
                 *       "rateLimit": {
                 *         "requests": 60,
                 *         "perSeconds": 60
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    engine: "sandbox" | "live";
                    /** Format: uri */
                    baseUrl?: string;
                    /** @description A new key; null removes the stored one. */
                    apiKey?: string | null;
                    /** @description Model ids by role. alpha: speech, design, clone; beta: speech; video: imagine-video, imagine-video-1.5-preview. */
                    models?: {
                        speech?: string;
                        design?: string;
                        clone?: string;
                        "imagine-video"?: string;
                        "imagine-video-1.5-preview"?: string;
                    };
                    /** @description Requests allowed per window, for the provider account. */
                    rateLimit?: {
                        requests: number;
                        perSeconds: number;
                    };
                    /** @description video only. */
                    pollIntervalMs?: number;
                };
            };
        };
        responses: {
            /** @description The provider's settings as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "engine": "sandbox",
                     *         "baseUrl": "text",
                     *         "models": {},
                     *         "rateLimit": {
                     *           "requests": 1,
                     *           "perSeconds": 1
                     *         },
                     *         "apiKeySet": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ProviderView"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    testProviderConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A provider that runs on the sandbox or a live engine. */
                name: "alpha" | "beta" | "video";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What upstream said. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "ok": true,
                     *         "status": 1,
                     *         "message": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ConnectionTestResult"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    openaiCreateSpeech: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "model": "tts-1",
                 *       "input": "Hello from Timbre.",
                 *       "voice": "alloy"
                 *     }
                 */
                "application/json": {
                    /** @description tts-1, tts-1-hd, gpt-4o-mini-tts (the voice's provider speaks), or alpha / beta (that provider only). */
                    model: string;
                    /** @description The text, 1 to 4096 characters. Over the voice's provider limit it is spoken whole as a narration. */
                    input: string;
                    /** @description An OpenAI voice name (alloy, ash, ballad, coral, echo, fable, nova, onyx, sage, shimmer, verse, marin, cedar: mapped to Timbre built-ins), a Timbre voiceId, or {"id": voiceId}. */
                    voice: string | {
                        /** @description A Timbre voiceId. */
                        id: string;
                    };
                    /**
                     * @description mp3 (default), opus (Ogg), aac (ADTS), flac, wav, or pcm (raw 24 kHz signed 16-bit little-endian mono).
                     * @default mp3
                     * @enum {string}
                     */
                    response_format?: "mp3" | "opus" | "aac" | "flac" | "wav" | "pcm";
                    /**
                     * @description Playback speed, applied with ffmpeg's atempo (the pitch is kept).
                     * @default 1
                     */
                    speed?: number;
                    /** @description Style direction, passed on as the prompt; at most 200 characters. */
                    instructions?: string;
                    /**
                     * @description Only `audio` (the bytes); server-sent events are not offered.
                     * @enum {string}
                     */
                    stream_format?: "audio";
                };
            };
        };
        responses: {
            /** @description The audio, in response_format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/mpeg": Blob;
                    "audio/ogg": Blob;
                    "audio/aac": Blob;
                    "audio/flac": Blob;
                    "audio/wav": Blob;
                    "audio/pcm": Blob;
                };
            };
            400: components["responses"]["OpenAiValidationFailed"];
            401: components["responses"]["OpenAiUnauthorized"];
            402: components["responses"]["OpenAiInsufficientCredits"];
            403: components["responses"]["OpenAiForbidden"];
            404: components["responses"]["OpenAiNotFound"];
            409: components["responses"]["OpenAiConflict"];
            413: components["responses"]["OpenAiPayloadTooLarge"];
            415: components["responses"]["OpenAiUnsupportedMediaType"];
            422: components["responses"]["OpenAiIdempotencyMismatch"];
            429: components["responses"]["OpenAiRateLimited"];
            500: components["responses"]["OpenAiInternal"];
            503: components["responses"]["OpenAiUnavailableOrStorageIo"];
            507: components["responses"]["OpenAiStorageFullOrStorageReadOnly"];
        };
    };
    elevenlabsTextToSpeech: {
        parameters: {
            query?: {
                /** @description codec_rate[_kbps]; every ElevenLabs value is produced. */
                output_format?: "mp3_22050_32" | "mp3_24000_48" | "mp3_44100_32" | "mp3_44100_64" | "mp3_44100_96" | "mp3_44100_128" | "mp3_44100_192" | "pcm_8000" | "pcm_16000" | "pcm_22050" | "pcm_24000" | "pcm_32000" | "pcm_44100" | "pcm_48000" | "wav_8000" | "wav_16000" | "wav_22050" | "wav_24000" | "wav_32000" | "wav_44100" | "wav_48000" | "ulaw_8000" | "alaw_8000" | "opus_48000_32" | "opus_48000_64" | "opus_48000_96" | "opus_48000_128" | "opus_48000_192";
                /** @description Ignored (nothing is sent anywhere but the provider). */
                enable_logging?: boolean;
                /** @description Ignored. */
                optimize_streaming_latency?: number;
            };
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description A Timbre voiceId (GET /v1/voices lists them).
                 * @example alpha-cherry
                 */
                voice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Hello from Timbre.",
                 *       "model_id": "eleven_multilingual_v2"
                 *     }
                 */
                "application/json": {
                    /** @description The text, 1 to 10,000 characters. Over the voice's provider limit it is spoken whole as a narration. */
                    text: string;
                    /** @description An eleven_* model (the voice's provider speaks), or alpha / beta (that provider only). */
                    model_id?: string;
                    /** @description ISO 639-1 (en, de, …): for alpha voices one of the ten alpha languages; beta ignores it. */
                    language_code?: string;
                    /** @description Accepted and ignored: stability, similarity_boost, style, use_speaker_boost, speed have no Timbre counterpart. */
                    voice_settings?: {
                        [key: string]: unknown;
                    };
                    /** @description Ignored. */
                    seed?: number;
                    /** @description Ignored. */
                    previous_text?: string;
                    /** @description Ignored. */
                    next_text?: string;
                    /** @description Ignored. */
                    previous_request_ids?: string[];
                    /** @description Ignored. */
                    next_request_ids?: string[];
                    /** @description Ignored. */
                    pronunciation_dictionary_locators?: {
                        [key: string]: unknown;
                    }[];
                    /**
                     * @description Ignored.
                     * @enum {string}
                     */
                    apply_text_normalization?: "auto" | "on" | "off";
                    /** @description Ignored. */
                    apply_language_text_normalization?: boolean;
                    /** @description Ignored. */
                    use_pvc_as_ivc?: boolean;
                };
            };
        };
        responses: {
            /** @description The audio, in output_format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/mpeg": Blob;
                    "audio/ogg": Blob;
                    "audio/aac": Blob;
                    "audio/flac": Blob;
                    "audio/wav": Blob;
                    "audio/pcm": Blob;
                    "audio/basic": Blob;
                    "audio/x-alaw-basic": Blob;
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            402: components["responses"]["ElevenLabsInsufficientCredits"];
            403: components["responses"]["ElevenLabsForbidden"];
            404: components["responses"]["ElevenLabsNotFound"];
            409: components["responses"]["ElevenLabsConflict"];
            413: components["responses"]["ElevenLabsPayloadTooLarge"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            422: components["responses"]["ElevenLabsIdempotencyMismatch"];
            429: components["responses"]["ElevenLabsRateLimited"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailableOrStorageIo"];
            507: components["responses"]["ElevenLabsStorageFullOrStorageReadOnly"];
        };
    };
    elevenlabsTextToSpeechStream: {
        parameters: {
            query?: {
                /** @description codec_rate[_kbps]; every ElevenLabs value is produced. */
                output_format?: "mp3_22050_32" | "mp3_24000_48" | "mp3_44100_32" | "mp3_44100_64" | "mp3_44100_96" | "mp3_44100_128" | "mp3_44100_192" | "pcm_8000" | "pcm_16000" | "pcm_22050" | "pcm_24000" | "pcm_32000" | "pcm_44100" | "pcm_48000" | "wav_8000" | "wav_16000" | "wav_22050" | "wav_24000" | "wav_32000" | "wav_44100" | "wav_48000" | "ulaw_8000" | "alaw_8000" | "opus_48000_32" | "opus_48000_64" | "opus_48000_96" | "opus_48000_128" | "opus_48000_192";
                /** @description Ignored (nothing is sent anywhere but the provider). */
                enable_logging?: boolean;
                /** @description Ignored. */
                optimize_streaming_latency?: number;
            };
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description A Timbre voiceId (GET /v1/voices lists them).
                 * @example alpha-cherry
                 */
                voice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Hello from Timbre.",
                 *       "model_id": "eleven_multilingual_v2"
                 *     }
                 */
                "application/json": {
                    /** @description The text, 1 to 10,000 characters. Over the voice's provider limit it is spoken whole as a narration. */
                    text: string;
                    /** @description An eleven_* model (the voice's provider speaks), or alpha / beta (that provider only). */
                    model_id?: string;
                    /** @description ISO 639-1 (en, de, …): for alpha voices one of the ten alpha languages; beta ignores it. */
                    language_code?: string;
                    /** @description Accepted and ignored: stability, similarity_boost, style, use_speaker_boost, speed have no Timbre counterpart. */
                    voice_settings?: {
                        [key: string]: unknown;
                    };
                    /** @description Ignored. */
                    seed?: number;
                    /** @description Ignored. */
                    previous_text?: string;
                    /** @description Ignored. */
                    next_text?: string;
                    /** @description Ignored. */
                    previous_request_ids?: string[];
                    /** @description Ignored. */
                    next_request_ids?: string[];
                    /** @description Ignored. */
                    pronunciation_dictionary_locators?: {
                        [key: string]: unknown;
                    }[];
                    /**
                     * @description Ignored.
                     * @enum {string}
                     */
                    apply_text_normalization?: "auto" | "on" | "off";
                    /** @description Ignored. */
                    apply_language_text_normalization?: boolean;
                    /** @description Ignored. */
                    use_pvc_as_ivc?: boolean;
                };
            };
        };
        responses: {
            /** @description The audio, in output_format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/mpeg": Blob;
                    "audio/ogg": Blob;
                    "audio/aac": Blob;
                    "audio/flac": Blob;
                    "audio/wav": Blob;
                    "audio/pcm": Blob;
                    "audio/basic": Blob;
                    "audio/x-alaw-basic": Blob;
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            402: components["responses"]["ElevenLabsInsufficientCredits"];
            403: components["responses"]["ElevenLabsForbidden"];
            404: components["responses"]["ElevenLabsNotFound"];
            409: components["responses"]["ElevenLabsConflict"];
            413: components["responses"]["ElevenLabsPayloadTooLarge"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            422: components["responses"]["ElevenLabsIdempotencyMismatch"];
            429: components["responses"]["ElevenLabsRateLimited"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailableOrStorageIo"];
            507: components["responses"]["ElevenLabsStorageFullOrStorageReadOnly"];
        };
    };
    elevenlabsListVoices: {
        parameters: {
            query?: {
                /** @description Ignored. */
                show_legacy?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "voices": [
                     *         {
                     *           "voice_id": "alpha-cherry",
                     *           "name": "text",
                     *           "category": "premade",
                     *           "description": "text",
                     *           "labels": {},
                     *           "preview_url": "text"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ElevenLabsVoiceList"];
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            403: components["responses"]["ElevenLabsForbidden"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailable"];
        };
    };
    elevenlabsSearchVoices: {
        parameters: {
            query?: {
                page_size?: number;
                /** @description From the previous page. */
                next_page_token?: string;
                search?: string;
                category?: string;
                /** @description Ignored. */
                voice_type?: string;
                /** @description Ignored (library order). */
                sort?: string;
                /** @description Ignored. */
                sort_direction?: string;
                /** @description Ignored (always counted). */
                include_total_count?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of voices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "voices": [
                     *         {
                     *           "voice_id": "alpha-cherry",
                     *           "name": "text",
                     *           "category": "premade",
                     *           "description": "text",
                     *           "labels": {},
                     *           "preview_url": "text"
                     *         }
                     *       ],
                     *       "has_more": true,
                     *       "total_count": 1,
                     *       "next_page_token": "text"
                     *     }
                     */
                    "application/json": components["schemas"]["ElevenLabsVoicePage"];
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            403: components["responses"]["ElevenLabsForbidden"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailable"];
        };
    };
    elevenlabsSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tier": "text",
                     *       "character_count": 1,
                     *       "character_limit": 1,
                     *       "max_credit_limit_extension": 1,
                     *       "can_extend_character_limit": true,
                     *       "allowed_to_extend_character_limit": true,
                     *       "next_character_count_reset_unix": 1,
                     *       "voice_slots_used": 1,
                     *       "professional_voice_slots_used": 1,
                     *       "professional_voice_slots_used_in_workspace": 1,
                     *       "voice_limit": 1,
                     *       "voice_add_edit_counter": 1,
                     *       "professional_voice_limit": 1,
                     *       "can_extend_voice_limit": true,
                     *       "can_use_instant_voice_cloning": true,
                     *       "can_use_professional_voice_cloning": true,
                     *       "current_overage": {
                     *         "amount": "text",
                     *         "currency": "text"
                     *       },
                     *       "open_invoices": [],
                     *       "has_open_invoices": true,
                     *       "status": "text",
                     *       "timbre_credits": {
                     *         "used": 1,
                     *         "available": 1,
                     *         "characters_per_credit": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ElevenLabsSubscription"];
                };
            };
            400: components["responses"]["ElevenLabsValidationFailed"];
            401: components["responses"]["ElevenLabsUnauthorized"];
            403: components["responses"]["ElevenLabsForbidden"];
            415: components["responses"]["ElevenLabsUnsupportedMediaType"];
            500: components["responses"]["ElevenLabsInternal"];
            503: components["responses"]["ElevenLabsUnavailable"];
        };
    };
    compatListModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "text",
                     *           "object": "model",
                     *           "created": 1,
                     *           "owned_by": "text"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAiModelList"] | components["schemas"]["ElevenLabsModel"][];
                };
            };
            400: components["responses"]["CompatValidationFailed"];
            401: components["responses"]["CompatUnauthorized"];
            403: components["responses"]["CompatForbidden"];
            415: components["responses"]["CompatUnsupportedMediaType"];
            500: components["responses"]["CompatInternal"];
            503: components["responses"]["CompatUnavailable"];
        };
    };
}
