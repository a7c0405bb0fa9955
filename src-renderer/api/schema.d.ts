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
    "/api/v1/tools/submit-batch/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submits up to 10000 generation items at once (any generation tools, mixed;…
         * @description Submits up to 10000 generation items at once (any generation tools, mixed; each input as its tool takes it, at its tool's price). Every item is checked first: a bad row answers validation_failed naming the row (from 1), the field and the rule, and nothing is held. The credits of every item are held together or not at all (insufficient_credits with required, available and shortfall). Returns the batch at once; follow it with get-batch. When every item ended, the key’s webhook gets one batch.completed event.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 16777216 bytes (more → 413), both checked before it is read.
         */
        post: operations["submit-batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/get-batch/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Returns a batch
         * @description Returns a batch: status (RUNNING, COMPLETED, CANCELLED), item counts by state, progress (0–100), and credits estimated, charged and refunded. Its items (tasks with their asset ids) are listed by GET /api/v1/batches/{batchId}/items. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["get-batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/cancel-batch/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels every item of a batch that has not ended and refunds its credits in…
         * @description Cancels every item of a batch that has not ended and refunds its credits in full; answers the batch, CANCELLED. A batch that already ended answers conflict.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["cancel-batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/move-batch-to-front/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a batch of this key to the front of the queue
         * @description Moves a batch of this key to the front of the queue: its PENDING items start before the other waiting work in their lane, in the batch’s row order (items not yet tasks too, as they become tasks). A task or batch moved later goes ahead of it. Answers the batch. A batch that ended or is being cancelled answers conflict. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["move-batch-to-front"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/cancel-tasks/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels many tasks of this key at once, each refunded in full, by exactly one of
         * @description Cancels many tasks of this key at once, each refunded in full, by exactly one of: the ids given (`taskIds`, at most 1,000), every PENDING or PROCESSING task of the key (`apiKeyId`: its own id), or every item of a batch not yet ended (`batchId`: as cancel-batch, items not yet tasks release their reservation, told in releasedCredits). Answers how many were cancelled, the credits refunded, how many had already ended (skipped) and how many ids were not found. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["cancel-tasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/move-task-to-front/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a PENDING task of this key to the front of its lane
         * @description Moves a PENDING task of this key to the front of its lane: it starts next there (the task moved last goes first). A task no longer PENDING answers 409. Answers the task record with its new queuePosition. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["move-task-to-front"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/pause-queue/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses the whole queue, or one lane (local, alpha, beta, video)
         * @description Pauses the whole queue, or one lane (local, alpha, beta, video): nothing new starts there, running tasks finish, waiting tasks keep their place and their held credits. Stays paused across restarts until resume-queue. Answers the queue: what is paused, and what waits and runs per lane. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["pause-queue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tools/resume-queue/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resumes the whole queue (every lane), or one lane (even while the rest stays…
         * @description Resumes the whole queue (every lane), or one lane (even while the rest stays paused): its waiting tasks start in order. Answers the queue. Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["resume-queue"];
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
         * Returns a signed URL for an asset (and for its waveform peaks if audio, its…
         * @description Returns a signed URL for an asset (and for its waveform peaks if audio, its poster frame if video; valid expiresInSeconds, default 3600, at most 604800) with its metadata. The URL needs no header and supports HTTP Range. Free.
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
    "/api/v1/tools/get-usage/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where this API key's credits went over a range of days
         * @description Where this API key's credits went over a range of days: charged, refunded and tasks ended, by day, tool and voice, with the key's cap and use. from and to are calendar days (YYYY-MM-DD, both included; default the last 30 days, at most 366), in the IANA zone tz (default UTC). Free.
         *
         *     The body is JSON (any other Content-Type → 415) of at most 131072 bytes (more → 413), both checked before it is read.
         */
        post: operations["get-usage"];
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
         * @description Assets with a signed URL (1 h), their provenance (key, engine, parameters), title, voice, tool, tags and favourite flag. Filter by kind, voiceId, apiKeyId (or `studio`), tag, favorite, from/to (created), tool and words (`q`, also voice names and key labels); order with `sort` and page with `cursor` (the `nextCursor` of the previous page; `before` still works for sort=newest); `total` counts every match. A key sees its own; the session token sees every asset.
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
    "/api/v1/assets/{id}/peaks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's waveform peaks
         * @description Min/max peaks of the mono mix of an audio asset (or a video with sound), in BBC audiowaveform JSON format version 2 (8 bits), as players such as wavesurfer.js and peaks.js read them. `pixels` (1–100000) answers exactly that many points; without it, the full resolution (256 samples a point) or 1000 points for longer audio. Computed once and kept. 409 for an image or a silent video. Authorized like the asset itself: a signed URL (the `peaksUrl` / `posterUrl` of get-asset and the library, same signature as its `url`), or a bearer credential: a key its own assets, the session token any.
         */
        get: operations["getAssetPeaks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{id}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video's poster frame
         * @description A JPEG frame of a video asset (a tenth into it, at most 1 s in), at the video's size. Made when the video is stored, or on first request; kept. 409 for audio or an image. Authorized like the asset itself: a signed URL (the `peaksUrl` / `posterUrl` of get-asset and the library, same signature as its `url`), or a bearer credential: a key its own assets, the session token any.
         */
        get: operations["getAssetPoster"];
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
         * @description Change label, webhookUrl, creditLimit or captureBodies (the request log keeps the key's bodies). The first webhookUrl of a key creates its webhook secret, shown this once. A new credit limit applies to the next hold.
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
    "/api/v1/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List batches
         * @description Newest first, optionally by status; page with `before` (the `nextBefore` of the previous page).
         */
        get: operations["listBatches"];
        put?: never;
        /**
         * Submit a batch
         * @description Many generation items at once (any generation tools, mixed). Every item is checked first: one bad row is a 400 naming the row (from 1), the field and the rule (`details.problems` lists the first ones), and nothing is held. Then the credits of every item are held in one transaction, or none (402 with `required`, `available` and `shortfall`). Answers 202 at once; the items become tasks (with `batchId`) within seconds. When every item has ended the key's webhook gets one `batch.completed` event. The body is JSON of at most 16 MB with 1 to 10000 items; each item's input follows its tool's own rules and prices. It is read and checked in slices, so other requests are answered meanwhile.
         */
        post: operations["submitBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a batch and price it
         * @description The same checks and prices as submitting, holding nothing: every problem (at most 1000, by row, field and rule), each row's price, the total, and what this caller can hold now. The body is JSON of at most 16 MB with 1 to 10000 items; each item's input follows its tool's own rules and prices. It is read and checked in slices, so other requests are answered meanwhile.
         */
        post: operations["validateBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch: status, counts by state, progress and credits */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch's items in row order
         * @description Each row with its task, status, asset ids, credits and error; page with `after` (the `nextAfter` of the previous page).
         */
        get: operations["listBatchItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a batch
         * @description Every item not yet ended is cancelled and its credits refunded in full (items not yet made into tasks release their hold). Answers the batch once they all ended: CANCELLED. 409 when the batch already ended.
         */
        post: operations["cancelBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a batch to the front of the queue
         * @description Every PENDING item of the batch goes ahead of the other waiting work in its lane, in the batch’s own row order; items not yet made into tasks take their place as they become tasks (kept across restarts). A task or batch moved later goes ahead of it. Answers the batch. 409 when the batch has ended or is being cancelled.
         */
        post: operations["moveBatchToFront"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batches/{batchId}/results.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A batch's results as one zip
         * @description Each completed item's files, named by its fileName (else `row-00001`) and made unique, plus `manifest.csv` and `manifest.json` (row → files, status, credits, error), streamed as it is made. Works while the batch runs (what is done so far).
         */
        get: operations["downloadBatchResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the credits went
         * @description Credits charged and refunded, and tasks ended, by day, API key, tool and voice. The range is `from`–`to` (calendar days, both included; default the last 30 days), at most 366 days, in the zone `tz` (IANA, default UTC). Credits count on the day a task was settled: charged when it completed, refunded when it failed or was cancelled. An API key sees only its own use; the session token sees every key, or one with `apiKeyId`.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the credits went, as CSV
         * @description The same use as `GET /api/v1/usage`, one line per day × key × tool × voice with any use: `day,api_key_id,api_key_label,tool,voice_id,voice_name,charged_credits,refunded_credits,tasks` (RFC 4180, CRLF; text a spreadsheet would read as a formula starts with an apostrophe). The range is `from`–`to` (calendar days, both included; default the last 30 days), at most 366 days, in the zone `tz` (IANA, default UTC). Credits count on the day a task was settled: charged when it completed, refunded when it failed or was cancelled. An API key sees only its own use; the session token sees every key, or one with `apiKeyId`.
         */
        get: operations["exportUsageCsv"];
        put?: never;
        post?: never;
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
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Tasks newest first, with the queue position and lane of PENDING ones, the key that asked (and its label) and a brief of what was asked; filter by `status` (one or a comma list), `apiKeyId` (or `studio`), `tool` and `batchId`; `total` counts every match. Page with `before` (the `nextBefore` of the previous page). A key sees its own; the session token sees every task, with the parameters it was submitted with.
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
    "/api/v1/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The queue, per lane
         * @description Whether the whole queue is paused, and for each lane (local work, or a live provider: alpha, beta, video) whether it is paused, how many tasks wait and run in it, and how many run at once.
         */
        get: operations["getQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queue/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause the queue or one lane
         * @description Nothing new starts in the lane (no `lane`: in any lane); running tasks finish, waiting tasks keep their place and their held credits. It stays paused across restarts, until resumed.
         */
        post: operations["pauseQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queue/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume the queue or one lane
         * @description No `lane`: every lane runs again. A `lane`: that lane runs again, even while the whole queue was paused (the other lanes stay paused).
         */
        post: operations["resumeQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a task to the front of its lane
         * @description A PENDING task starts next in its lane (the one moved last goes first); 409 when it is no longer PENDING. A key may move only its own tasks. Answers the task with its new `queuePosition`.
         */
        post: operations["moveTaskToFront"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel many tasks
         * @description Cancels every PENDING or PROCESSING task that one criterion names, each refunded in full: `taskIds` (at most 1000), `apiKeyId` (every live task of that key, or `studio`) or `batchId` (the same as cancelling the batch: items not yet tasks release their reservation, told in `releasedCredits`; 404 for a batch the caller cannot see). Exactly one of the three, else 400. A key cancels only its own tasks and may name only itself. Tasks that already ended are counted as `skipped`; ids not found (or not the caller’s) as `notFound`.
         */
        post: operations["cancelTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tags of the library
         * @description Every tag with how many assets carry it, by name. A key counts its own assets; the session token all.
         */
        get: operations["listAssetTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{id}": {
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
         * Delete an asset
         * @description Removes the asset: its row, its file and its converted exports. 409 when it is a voice's preview or clone sample (delete the voice first). A key deletes its own assets; another's is 404.
         */
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        /**
         * Set an asset's tags or favourite flag
         * @description `tags` replaces its tags (trimmed, lower-cased, without repeats); `favorite` sets the flag; at least one of them. Answers the asset as the library lists it. A key changes its own assets; another's is 404.
         */
        patch: operations["updateAsset"];
        trace?: never;
    };
    "/api/v1/assets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete, tag or favourite many assets
         * @description 1–500 ids and an action: delete, tag / untag (with `tags`), favorite, unfavorite. Ids this caller cannot see are listed in `notFound` and left alone; delete keeps (in `inUse`) a voice's preview or clone sample. A bad body changes nothing.
         */
        post: operations["bulkAssets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download assets as a zip
         * @description A zip of 1–500 assets' files as stored, streamed as it is made; each named by its title (a narration's first words, else its file name), made unique with " (2)", " (3)"…. 404 naming the first id this caller cannot see, before anything is sent.
         */
        post: operations["archiveAssets"];
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
         * @description Server-Sent Events: `ready` once subscribed (`{heartbeatMs, taskEvents}`), then `task` with a TaskRecord at every task change (with `apiKeyId`, `keyLabel` and `brief`: the tool is on the record, the text excerpt and voice in the brief), `queue` with the queue (as GET /api/v1/queue answers) whenever it or a lane is paused or resumed, by the studio or an app, and a comment line every 15 s. The session token goes in the Authorization header (a token in the query string would end up in logs).
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
    "/api/v1/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List logged calls
         * @description Calls made with API keys, newest first: time, route or tool, status, latency, error, task id, bytes in and out. Filter by key, status (`404`) or class (`4xx`), error code, route pattern (or `mcp`) and tool; page with `before` (the `nextBefore` of the previous page). The studio sees every key; an API key sees only its own calls (another `apiKeyId` is a 403).
         */
        get: operations["listRequestLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/request-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a logged call
         * @description One call, with its request and response bodies when body capture was on for its key (truncated, secrets redacted).
         */
        get: operations["getRequestLogEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/request-log/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send a logged tool call
         * @description Runs a tool call again as the key that made it, with its captured request body (the key must have had body capture on), through the same checks, holds and tasks as any call. Answers the new call's entry (itself logged, with `resentFrom`) and the tool's data when it worked.
         */
        post: operations["resendRequestLogEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request log retention */
        get: operations["getRequestLogSettings"];
        /**
         * Change the request log retention
         * @description Applies at once: entries beyond the new bounds are removed in the background.
         */
        put: operations["updateRequestLogSettings"];
        post?: never;
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
         * @description OpenAI's text-to-speech request. It runs as generate-tts (input within the voice's provider limit: 600 characters alpha, 5000 beta) or, for longer input, generate-narration (spoken whole in segments), with their validation, prices (15 / 25 credits per 1,000 characters, per segment for a narration), task, webhooks and library entry (marked via the OpenAI-compatible API). voice: alloy → alpha-maia, ash → alpha-moon, ballad → alpha-arthur, coral → alpha-chelsie, echo → alpha-ethan, fable → alpha-serena, nova → alpha-cherry, onyx → alpha-neil, sage → alpha-kai, shimmer → alpha-vivian, verse → alpha-ethan, marin → alpha-cherry, cedar → alpha-neil, or any Timbre voiceId. speed (0.25–4) is applied with ffmpeg's atempo; instructions become the style prompt. Short input is answered once the task completes; a narration is answered as it is made: the 200 comes once its first segment is kept, then each segment as it finishes, chunked (wav is the exception: answered once the task completes), the same audio as the narration stored in the library; a failure after the first byte breaks the connection. stream_format `sse` sends the same bytes as server-sent events (speech.audio.delta with base64 audio, then speech.audio.done with the usage: characters as input tokens); a failure after the first event is an `error` event in OpenAI's error shape, then the end. Headers: `timbre-task-id` names the task, and `timbre-asset-id` the WAV it made (answers sent whole only). Errors in OpenAI's shape, with Timbre's status for each.
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
            /** @description Speech made offline by espeak-ng (sandbox voices, languages other than English): its words in order with their times. Absent when the engine gives none (flite, the live engines, uploads, narrations). */
            words?: {
                /** @description The word as written in the text. */
                text: string;
                /** @description Seconds from the start of the audio. */
                start: number;
                /** @description Seconds from the start of the audio; at least `start`. */
                end: number;
            }[];
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
            /** @description Marked favourite in this workspace (PATCH the voice to change it). */
            favorite: boolean;
            /** @description The clip to hear the voice: a designed voice its design preview, a cloned voice its sample, a catalogue voice the preview made for this workspace (null until made: POST /api/v1/voices/{id}/preview). */
            previewAssetId: string | null;
            /** @description Cloned voices only: the recording it was cloned from. */
            sampleAssetId?: string;
            /** @description What making the preview would cost now: 0 once made, for designed and cloned voices, and on the sandbox. */
            previewCredits: number;
            /**
             * Format: date-time
             * @description Designed and cloned voices only.
             */
            createdAt?: string;
        };
        VoiceList: {
            voices: components["schemas"]["VoiceView"][];
        };
        VoicePreview: {
            voiceId: string;
            /** @description The clip, when it already exists. */
            assetId: string | null;
            /** @description The generate-tts task making it (wait for it, then assetId is set on the voice). */
            taskId: string | null;
            /** @description What this request held: 0 when the clip exists or on the sandbox. */
            credits: number;
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
            /** @description The request log keeps this key's request and response bodies (truncated, secrets redacted, never audio). Off by default. */
            captureBodies: boolean;
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
        UsageReport: {
            /** @description First day, included. */
            from: string;
            /** @description Last day, included. */
            to: string;
            /** @description The zone the days are calendar days of. */
            tz: string;
            /** @description The key the report is limited to, or null for every key. */
            apiKeyId: string | null;
            totals: {
                /** @description Credits captured (charged) for tasks that completed in the range. */
                charged: number;
                /** @description Credits released for tasks that failed or were cancelled in the range. */
                refunded: number;
                /** @description Tasks that ended in the range (charged or refunded). */
                tasks: number;
                /** @description Credits granted to the workspace in the range (zero when limited to a key). */
                granted: number;
            };
            /** @description Every day of the range, oldest first, days without use included as zeros. */
            byDay: {
                /** @description A calendar day (YYYY-MM-DD) in the zone of the range. */
                day: string;
                /** @description Credits captured (charged) for tasks that completed in the range. */
                charged: number;
                /** @description Credits released for tasks that failed or were cancelled in the range. */
                refunded: number;
                /** @description Tasks that ended in the range (charged or refunded). */
                tasks: number;
                /** @description Credits charged that day by tool (tools with a charge only), for a stacked chart. */
                chargedByTool: {
                    [key: string]: number;
                };
            }[];
            /** @description Keys with use in the range and keys not revoked, most charged first. */
            byKey: {
                /** @description Null for tasks submitted without a key. */
                apiKeyId: string | null;
                label: string | null;
                /** @description Credits captured (charged) for tasks that completed in the range. */
                charged: number;
                /** @description Credits released for tasks that failed or were cancelled in the range. */
                refunded: number;
                /** @description Tasks that ended in the range (charged or refunded). */
                tasks: number;
                /** @description The key's cap over its whole life; null = no cap. */
                creditLimit: number | null;
                /** @description Everything the key was ever charged (not only in the range). */
                creditsUsed: number;
                /** @description Held now for the key's tasks that have not ended. */
                creditsHeld: number;
                revoked: boolean;
            }[];
            /** @description Most charged first. */
            byTool: {
                tool: string;
                /** @description Credits captured (charged) for tasks that completed in the range. */
                charged: number;
                /** @description Credits released for tasks that failed or were cancelled in the range. */
                refunded: number;
                /** @description Tasks that ended in the range (charged or refunded). */
                tasks: number;
            }[];
            /** @description Most charged first. */
            byVoice: {
                /** @description The voice a task spoke with; null for tools without one (video, voice design). */
                voiceId: string | null;
                voiceName: string | null;
                /** @description Credits captured (charged) for tasks that completed in the range. */
                charged: number;
                /** @description Credits released for tasks that failed or were cancelled in the range. */
                refunded: number;
                /** @description Tasks that ended in the range (charged or refunded). */
                tasks: number;
            }[];
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
        BatchEventPayload: {
            id: string;
            /**
             * @description Also for a cancelled batch: its status says CANCELLED.
             * @enum {string}
             */
            type: "batch.completed";
            /** Format: date-time */
            createdAt: string;
            data: components["schemas"]["Batch"];
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
            type: "task.completed" | "task.failed" | "batch.completed" | "webhook.test";
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
            payload: components["schemas"]["TaskEventPayload"] | components["schemas"]["BatchEventPayload"] | components["schemas"]["TestEventPayload"];
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
            type: "task.completed" | "task.failed" | "batch.completed" | "webhook.test";
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
            payload: components["schemas"]["TaskEventPayload"] | components["schemas"]["BatchEventPayload"] | components["schemas"]["TestEventPayload"];
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
        /**
         * @example {
         *       "tool": "generate-tts",
         *       "input": {
         *         "text": "Lesson one.",
         *         "voiceId": "alpha-cherry"
         *       },
         *       "fileName": "lesson-01"
         *     }
         */
        BatchItemInput: {
            /** @description A generation tool (generate-tts, generate-narration, design-voice, …); items may mix tools. */
            tool: string;
            /** @description The tool's input, exactly as POST /api/v1/tools/{tool}/execute takes it (same rules, same prices). */
            input: {
                [key: string]: unknown;
            };
            /** @description Name of its file in results.zip (an extension is added when missing); no slashes. Default: the row number. */
            fileName?: string;
        };
        /**
         * @example {
         *       "row": 3,
         *       "field": "input.text",
         *       "rule": "must not be empty",
         *       "message": "row 3: input.text: must not be empty"
         *     }
         */
        BatchProblem: {
            /** @description The item, counted from 1 as a spreadsheet shows it. */
            row: number;
            /** @description The field of the item, e.g. `input.text`, `tool`, `fileName`. */
            field: string;
            /** @description The rule it broke, e.g. `must not be empty`. */
            rule: string;
            /** @description Row, field and rule in one sentence. */
            message: string;
        };
        /**
         * @example {
         *       "itemCount": 2,
         *       "totalCredits": 3,
         *       "available": 9985,
         *       "shortfall": 0,
         *       "credits": [
         *         1,
         *         2
         *       ],
         *       "problems": [],
         *       "moreProblems": 0
         *     }
         */
        BatchValidation: {
            itemCount: number;
            /** @description What the valid items cost together (held in full on submission). */
            totalCredits: number;
            /** @description What this caller can hold now: the workspace, or less when the key has a credit limit. */
            available: number;
            /** @description Credits missing to submit it (0 when it fits). */
            shortfall: number;
            /** @description Each row’s price in row order; null for a row with problems. */
            credits: (number | null)[];
            /** @description Every problem, in row order (at most 1000). */
            problems: components["schemas"]["BatchProblem"][];
            /** @description Problems found beyond those listed. */
            moreProblems: number;
        };
        /**
         * @example {
         *       "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
         *       "label": "Course, chapter 1",
         *       "status": "RUNNING",
         *       "itemCount": 2,
         *       "queued": 0,
         *       "counts": {
         *         "PENDING": 1,
         *         "PROCESSING": 1,
         *         "COMPLETED": 0,
         *         "FAILED": 0,
         *         "CANCELLED": 0
         *       },
         *       "progress": 0,
         *       "estimatedCredits": 3,
         *       "reservedCredits": 0,
         *       "chargedCredits": 0,
         *       "refundedCredits": 0,
         *       "releasedCredits": 0,
         *       "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
         *       "createdAt": "2025-01-31T12:00:00.000Z",
         *       "updatedAt": "2025-01-31T12:00:00.000Z",
         *       "completedAt": null
         *     }
         */
        Batch: {
            /** @example batch_0m5x2k1a9AbCdEfGhIjKlMnOp */
            batchId: string;
            label: string | null;
            /**
             * @description RUNNING until every item ended; then COMPLETED, or CANCELLED when a cancel ended it.
             * @enum {string}
             */
            status: "RUNNING" | "COMPLETED" | "CANCELLED";
            itemCount: number;
            /** @description Items accepted but not yet made into tasks (they become tasks within seconds). */
            queued: number;
            counts: {
                PENDING: number;
                PROCESSING: number;
                COMPLETED: number;
                FAILED: number;
                CANCELLED: number;
            };
            /** @description Items ended, in percent of itemCount. */
            progress: number;
            /** @description What every item costs together; held (reserved) in full at submission. */
            estimatedCredits: number;
            /** @description Held for the items not yet made into tasks. */
            reservedCredits: number;
            /** @description Charged for completed items. */
            chargedCredits: number;
            /** @description Refunded for failed and cancelled tasks. */
            refundedCredits: number;
            /** @description Given back by a cancel for items that never became tasks. */
            releasedCredits: number;
            /** @description The key that submitted it; null when the studio did. */
            apiKeyId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description When the last item ended. */
            completedAt: string | null;
        };
        BatchItem: {
            row: number;
            fileName: string | null;
            tool: string;
            /** @description Null while the item is queued (or when a cancel ended it before it became a task). */
            taskId: string | null;
            /**
             * @description PENDING → PROCESSING → COMPLETED | FAILED | CANCELLED.
             * @enum {string}
             */
            status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELLED";
            assetIds: string[];
            estimatedCredits: number;
            chargedCredits: number;
            refundedCredits: number;
            error: {
                code: string;
                message: string;
            } | null;
            brief?: components["schemas"]["TaskBrief"];
            /** @description Audio: 64 loudness levels, 0 (silence) to 255 (full scale), each the loudest peak of its 64th of the clip, to draw a thumbnail. Absent until the peaks have been computed (moments after the asset is made). */
            waveform?: number[];
        };
        BatchItemPage: {
            items: components["schemas"]["BatchItem"][];
            /** @description Null on the last page; otherwise pass it as `after`. */
            nextAfter: number | null;
        };
        BatchPage: {
            batches: components["schemas"]["Batch"][];
            /** @description Null on the last page; otherwise pass it as `before`. */
            nextBefore: string | null;
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
        /**
         * @example {
         *       "id": 42,
         *       "createdAt": "2026-01-05T10:00:00.000Z",
         *       "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
         *       "transport": "rest",
         *       "method": "POST",
         *       "route": "/api/v1/tools/{name}/execute",
         *       "path": "/api/v1/tools/generate-tts/execute",
         *       "tool": "generate-tts",
         *       "status": 400,
         *       "latencyMs": 2.4,
         *       "errorCode": "validation_failed",
         *       "errorMessage": "text: must NOT have more than 5000 characters",
         *       "taskId": null,
         *       "bytesIn": 5120,
         *       "bytesOut": 120,
         *       "captured": false,
         *       "resentFrom": null
         *     }
         */
        RequestLogEntry: {
            /** @description Grows with every entry: newer calls have larger ids. */
            id: number;
            /**
             * Format: date-time
             * @description When the answer was sent.
             */
            createdAt: string;
            /** @description The key that made the call. */
            apiKeyId: string | null;
            /**
             * @description `rest` for /api/v1 and the compatible routes, `mcp` for a tool call over MCP.
             * @enum {string}
             */
            transport: "rest" | "mcp";
            /** @example POST */
            method: string;
            /** @description The route pattern (`/api/v1/tools/{name}/execute`, `/api/v1/tasks/{id}`), or `mcp` for a tool call over MCP. */
            route: string;
            /** @description The concrete path and query, with credentials in the query redacted. */
            path: string;
            /** @description The tool of a tool call (REST or MCP). */
            tool: string | null;
            /** @description The HTTP status answered (for MCP, the status the same call answers over REST). */
            status: number;
            latencyMs: number;
            errorCode: string | null;
            errorMessage: string | null;
            /** @description The task the call made or read, from its answer. */
            taskId: string | null;
            bytesIn: number;
            bytesOut: number;
            /** @description Body capture was on for the key when the call was made. */
            captured: boolean;
            /** @description The entry this call re-sent from the studio. */
            resentFrom: number | null;
        };
        RequestLogDetail: {
            entry: components["schemas"]["RequestLogEntry"];
            /** @description Null when body capture was off for the key. */
            bodies: {
                /** @description The request body as JSON text; null when not captured or not JSON. */
                request: string | null;
                requestTruncated: boolean;
                /** @description The response body as JSON text; null when not captured or not JSON. */
                response: string | null;
                responseTruncated: boolean;
            } | null;
        };
        RequestLogPage: {
            data: components["schemas"]["RequestLogEntry"][];
            /** @description Null on the last page. */
            nextBefore: number | null;
        };
        /**
         * @example {
         *       "entry": {
         *         "id": 43,
         *         "createdAt": "2026-01-05T10:01:00.000Z",
         *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
         *         "transport": "rest",
         *         "method": "POST",
         *         "route": "/api/v1/tools/{name}/execute",
         *         "path": "/api/v1/tools/generate-tts/execute",
         *         "tool": "generate-tts",
         *         "status": 200,
         *         "latencyMs": 3.1,
         *         "errorCode": null,
         *         "errorMessage": null,
         *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
         *         "bytesIn": 52,
         *         "bytesOut": 180,
         *         "captured": true,
         *         "resentFrom": 42
         *       },
         *       "result": {
         *         "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
         *         "status": "PENDING"
         *       }
         *     }
         */
        ResendResult: {
            entry: components["schemas"]["RequestLogEntry"];
            /** @description The tool's answer (`data`) when it worked; null when it failed (see entry.error*). */
            result: unknown;
        };
        /**
         * @example {
         *       "maxEntries": 10000,
         *       "maxAgeDays": 30
         *     }
         */
        RequestLogSettings: {
            /** @description Most entries kept; older ones are removed in the background. */
            maxEntries: number;
            /** @description Entries older than this are removed in the background. */
            maxAgeDays: number;
        };
        OpenAiSpeechDelta: {
            /** @enum {string} */
            type: "speech.audio.delta";
            /**
             * Format: byte
             * @description The next bytes of the audio in response_format, base64.
             */
            audio: string;
        };
        OpenAiSpeechDone: {
            /** @enum {string} */
            type: "speech.audio.done";
            /** @description Characters standing in for tokens. */
            usage: {
                /** @description The input's characters: Timbre bills characters, not tokens. */
                input_tokens: number;
                /** @description Always 0. */
                output_tokens: number;
                total_tokens: number;
            };
        };
        OpenAiSpeechStreamError: {
            /** @enum {string} */
            type: "error";
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
                     *             ],
                     *             "favorite": true,
                     *             "previewAssetId": "text",
                     *             "previewCredits": 1
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
    "submit-batch": {
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
                 *       "items": [
                 *         {
                 *           "tool": "text",
                 *           "input": {}
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10000 items; row 1 is the first. */
                    items: {
                        /** @description A generation tool (generate-tts, generate-narration, design-voice, …); items may mix tools. */
                        tool: string;
                        /** @description The tool's input, exactly as POST /api/v1/tools/{tool}/execute takes it (same rules, same prices). */
                        input: {
                            [key: string]: unknown;
                        };
                        /** @description Name of its file in results.zip (an extension is added when missing); no slashes. Default: the row number. */
                        fileName?: string;
                    }[];
                    /** @description A name to find the batch by. */
                    label?: string;
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
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    "get-batch": {
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
                 *       "batchId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The batchId from submit-batch. */
                    batchId: string;
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
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    "cancel-batch": {
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
                 *       "batchId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The batchId from submit-batch. */
                    batchId: string;
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
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    "move-batch-to-front": {
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
                 *       "batchId": "text"
                 *     }
                 */
                "application/json": {
                    /** @description The batchId from submit-batch. */
                    batchId: string;
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
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    "cancel-tasks": {
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
                    /** @description 1–1000 task ids. Ids that do not exist (or that a key did not submit) are counted in `notFound`. */
                    taskIds?: string[];
                    /** @description Every PENDING or PROCESSING task of this key (key_…), or `studio` for those the studio submitted. A key may name only itself. */
                    apiKeyId?: string;
                    /** @description Every item of this batch not yet ended, as cancelling the batch does: its tasks are refunded, its items not yet tasks release their reservation. */
                    batchId?: string;
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
                     *         "cancelled": 1,
                     *         "refundedCredits": 1,
                     *         "skipped": 1,
                     *         "notFound": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskCancelResult"];
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
    "move-task-to-front": {
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
    "pause-queue": {
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
                    /**
                     * @description One lane: `local` (work on this machine) or a live provider (`alpha`, `beta`, `video`). Absent: the whole queue.
                     * @enum {string}
                     */
                    lane?: "local" | "alpha" | "beta" | "video";
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
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
    "resume-queue": {
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
                    /**
                     * @description One lane: `local` (work on this machine) or a live provider (`alpha`, `beta`, `video`). Absent: the whole queue.
                     * @enum {string}
                     */
                    lane?: "local" | "alpha" | "beta" | "video";
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
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
                    /** @description Start of the part to read (default 0). */
                    startSeconds?: number;
                    /** @description End of the part to read (default the asset's end). */
                    endSeconds?: number;
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
    "get-usage": {
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
                 *       "from": "2026-11-01",
                 *       "to": "2026-11-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description First day of the range, included; default: 29 days before `to` (YYYY-MM-DD).
                     * @example 2026-11-01
                     */
                    from?: string;
                    /**
                     * @description Last day of the range, included; default: today (YYYY-MM-DD).
                     * @example 2026-11-01
                     */
                    to?: string;
                    /** @description An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC. */
                    tz?: string;
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
                     *         "from": "text",
                     *         "to": "text",
                     *         "tz": "text",
                     *         "apiKeyId": "text",
                     *         "totals": {
                     *           "charged": 1,
                     *           "refunded": 1,
                     *           "tasks": 1,
                     *           "granted": 1
                     *         },
                     *         "byDay": [
                     *           {
                     *             "day": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "chargedByTool": {}
                     *           }
                     *         ],
                     *         "byKey": [
                     *           {
                     *             "apiKeyId": "text",
                     *             "label": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "creditLimit": 1,
                     *             "creditsUsed": 1,
                     *             "creditsHeld": 1,
                     *             "revoked": true
                     *           }
                     *         ],
                     *         "byTool": [
                     *           {
                     *             "tool": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ],
                     *         "byVoice": [
                     *           {
                     *             "voiceId": "text",
                     *             "voiceName": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UsageReport"];
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
    listAssets: {
        parameters: {
            query?: {
                kind?: "audio" | "image" | "video";
                /** @description Words found in the file name, the parameters (e.g. the text spoken), the voice name or the key label. */
                q?: string;
                /** @description Only what was spoken with this voice. */
                voiceId?: string;
                /** @description Only what this key (key_…) made, or `studio` for what the studio made. A key sees only its own in any case. */
                apiKeyId?: string;
                /** @description Only assets with this tag. */
                tag?: string;
                /** @description `true`: only favourites; `false`: only the others. */
                favorite?: "true" | "false";
                /** @description Made at or after this ISO date (`2025-01-31`, UTC midnight) or timestamp. */
                from?: string;
                /** @description Made at or before this ISO timestamp, or during or before this ISO date (`2025-01-31`, UTC). */
                to?: string;
                /** @description Only what this tool made, e.g. generate-tts. */
                tool?: string;
                /** @description newest (default), oldest, name (A→Z), duration (longest first; images last), shortest (images first). */
                sort?: "newest" | "oldest" | "name" | "duration" | "shortest";
                /** @description The `nextCursor` of the previous page (same sort): the items after it. */
                cursor?: string;
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
                     *             "title": "text",
                     *             "tool": "text",
                     *             "voiceId": "text",
                     *             "voiceName": "text",
                     *             "madeBy": "studio",
                     *             "tags": [
                     *               "text"
                     *             ],
                     *             "favorite": true,
                     *             "provenance": {
                     *               "apiKeyId": "text",
                     *               "keyLabel": "text",
                     *               "engine": "text",
                     *               "params": {}
                     *             }
                     *           }
                     *         ],
                     *         "nextBefore": "text",
                     *         "nextCursor": "text",
                     *         "total": 1
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
    getAssetPeaks: {
        parameters: {
            query?: {
                /** @description Points (min/max pairs) wanted: exactly this many. Left out: the full resolution (256 samples a point), at most 1000 points. */
                pixels?: number;
                /**
                 * @description Signed URLs: Unix time (seconds) the URL expires at.
                 * @example 1767268800
                 */
                expires?: string;
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
            /** @description The peaks (not wrapped in `data`: the file format itself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 2,
                     *       "channels": 1,
                     *       "sample_rate": 24000,
                     *       "samples_per_pixel": 256,
                     *       "bits": 8,
                     *       "length": 1,
                     *       "data": [
                     *         1
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AssetPeaks"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    getAssetPoster: {
        parameters: {
            query?: {
                /**
                 * @description Signed URLs: Unix time (seconds) the URL expires at.
                 * @example 1767268800
                 */
                expires?: string;
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
            /** @description The poster frame. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
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
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
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
                     *           "revokedAt": "2026-01-01T12:00:00.000Z",
                     *           "captureBodies": true
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
                     *         "revokedAt": "2026-01-01T12:00:00.000Z",
                     *         "captureBodies": true
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
                     *         "revokedAt": "2026-01-01T12:00:00.000Z",
                     *         "captureBodies": true
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
                     *         "revokedAt": "2026-01-01T12:00:00.000Z",
                     *         "captureBodies": true
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
                "application/json": {
                    /** @example My app */
                    label?: string;
                    webhookUrl?: string | null;
                    /** @description Most credits the key may spend; null for no limit. */
                    creditLimit?: number | null;
                    /** @description Keep this key's bodies in the request log (truncated, secrets redacted, never audio). */
                    captureBodies?: boolean;
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
                     *         "revokedAt": "2026-01-01T12:00:00.000Z",
                     *         "captureBodies": true
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
                     *         "revokedAt": "2026-01-01T12:00:00.000Z",
                     *         "captureBodies": true
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
    listBatches: {
        parameters: {
            query?: {
                status?: "RUNNING" | "COMPLETED" | "CANCELLED";
                /** @description A batch id: batches older than it. */
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of batches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batches": [
                     *           {
                     *             "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "label": "Course, chapter 1",
                     *             "status": "RUNNING",
                     *             "itemCount": 2,
                     *             "queued": 0,
                     *             "counts": {
                     *               "PENDING": 1,
                     *               "PROCESSING": 1,
                     *               "COMPLETED": 0,
                     *               "FAILED": 0,
                     *               "CANCELLED": 0
                     *             },
                     *             "progress": 0,
                     *             "estimatedCredits": 3,
                     *             "reservedCredits": 0,
                     *             "chargedCredits": 0,
                     *             "refundedCredits": 0,
                     *             "releasedCredits": 0,
                     *             "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *             "createdAt": "2025-01-31T12:00:00.000Z",
                     *             "updatedAt": "2025-01-31T12:00:00.000Z",
                     *             "completedAt": null
                     *           }
                     *         ],
                     *         "nextBefore": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BatchPage"];
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
    submitBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At most 16 MB of JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Course, chapter 1",
                 *       "items": [
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Welcome to the course.",
                 *             "voiceId": "alpha-cherry"
                 *           },
                 *           "fileName": "intro"
                 *         },
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Lesson one.",
                 *             "voiceId": "beta-kore"
                 *           },
                 *           "fileName": "lesson-01"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10000 items; row 1 is the first. */
                    items: components["schemas"]["BatchItemInput"][];
                    /** @description A name to find the batch by. */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: every item is checked, priced and held. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    validateBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 16 MB of JSON. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Course, chapter 1",
                 *       "items": [
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Welcome to the course.",
                 *             "voiceId": "alpha-cherry"
                 *           },
                 *           "fileName": "intro"
                 *         },
                 *         {
                 *           "tool": "generate-tts",
                 *           "input": {
                 *             "text": "Lesson one.",
                 *             "voiceId": "beta-kore"
                 *           },
                 *           "fileName": "lesson-01"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 10000 items; row 1 is the first. */
                    items: components["schemas"]["BatchItemInput"][];
                    /** @description A name to find the batch by. */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description The problems and the price. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "itemCount": 2,
                     *         "totalCredits": 3,
                     *         "available": 9985,
                     *         "shortfall": 0,
                     *         "credits": [
                     *           1,
                     *           2
                     *         ],
                     *         "problems": [],
                     *         "moreProblems": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BatchValidation"];
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
    getBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    listBatchItems: {
        parameters: {
            query?: {
                /** @description A row number: the rows after it. */
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "row": 1,
                     *             "fileName": "text",
                     *             "tool": "text",
                     *             "taskId": "text",
                     *             "status": "PENDING",
                     *             "assetIds": [
                     *               "text"
                     *             ],
                     *             "estimatedCredits": 1,
                     *             "chargedCredits": 1,
                     *             "refundedCredits": 1,
                     *             "error": {
                     *               "code": "text",
                     *               "message": "text"
                     *             }
                     *           }
                     *         ],
                     *         "nextAfter": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BatchItemPage"];
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
    cancelBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled batch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    moveBatchToFront: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch, now at the front. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "batchId": "batch_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "label": "Course, chapter 1",
                     *         "status": "RUNNING",
                     *         "itemCount": 2,
                     *         "queued": 0,
                     *         "counts": {
                     *           "PENDING": 1,
                     *           "PROCESSING": 1,
                     *           "COMPLETED": 0,
                     *           "FAILED": 0,
                     *           "CANCELLED": 0
                     *         },
                     *         "progress": 0,
                     *         "estimatedCredits": 3,
                     *         "reservedCredits": 0,
                     *         "chargedCredits": 0,
                     *         "refundedCredits": 0,
                     *         "releasedCredits": 0,
                     *         "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *         "createdAt": "2025-01-31T12:00:00.000Z",
                     *         "updatedAt": "2025-01-31T12:00:00.000Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Batch"];
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
    downloadBatchResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
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
    getUsage: {
        parameters: {
            query?: {
                /**
                 * @description First day of the range, included; default: 29 days before `to` (YYYY-MM-DD).
                 * @example 2026-11-01
                 */
                from?: string;
                /**
                 * @description Last day of the range, included; default: today (YYYY-MM-DD).
                 * @example 2026-11-01
                 */
                to?: string;
                /** @description Only this key's use. An API key always sees only its own. */
                apiKeyId?: string;
                /** @description An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage over the range; every breakdown sums to the totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "from": "text",
                     *         "to": "text",
                     *         "tz": "text",
                     *         "apiKeyId": "text",
                     *         "totals": {
                     *           "charged": 1,
                     *           "refunded": 1,
                     *           "tasks": 1,
                     *           "granted": 1
                     *         },
                     *         "byDay": [
                     *           {
                     *             "day": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "chargedByTool": {}
                     *           }
                     *         ],
                     *         "byKey": [
                     *           {
                     *             "apiKeyId": "text",
                     *             "label": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1,
                     *             "creditLimit": 1,
                     *             "creditsUsed": 1,
                     *             "creditsHeld": 1,
                     *             "revoked": true
                     *           }
                     *         ],
                     *         "byTool": [
                     *           {
                     *             "tool": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ],
                     *         "byVoice": [
                     *           {
                     *             "voiceId": "text",
                     *             "voiceName": "text",
                     *             "charged": 1,
                     *             "refunded": 1,
                     *             "tasks": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UsageReport"];
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
    exportUsageCsv: {
        parameters: {
            query?: {
                /**
                 * @description First day of the range, included; default: 29 days before `to` (YYYY-MM-DD).
                 * @example 2026-11-01
                 */
                from?: string;
                /**
                 * @description Last day of the range, included; default: today (YYYY-MM-DD).
                 * @example 2026-11-01
                 */
                to?: string;
                /** @description Only this key's use. An API key always sees only its own. */
                apiKeyId?: string;
                /** @description An IANA time zone (e.g. `Europe/Paris`) whose calendar days the range and `byDay` follow; default UTC. */
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
            query?: {
                provider?: "alpha" | "beta";
                kind?: "builtin" | "prebuilt" | "designed" | "cloned";
                /** @description Exact, case aside (female, male, neutral). */
                gender?: string;
                /** @description A language the voice speaks, as listed (English), case aside. */
                language?: string;
                favorite?: boolean;
                /** @description Words in the name or description, case aside. */
                q?: string;
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
                     *       "data": {
                     *         "voices": [
                     *           {
                     *             "voiceId": "alpha-cherry",
                     *             "name": "text",
                     *             "provider": "alpha",
                     *             "kind": "builtin",
                     *             "languages": [
                     *               "text"
                     *             ],
                     *             "favorite": true,
                     *             "previewAssetId": "text",
                     *             "previewCredits": 1
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
                    name?: string;
                    favorite?: boolean;
                };
            };
        };
        responses: {
            /** @description The voice, changed. */
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
                     *         ],
                     *         "favorite": true,
                     *         "previewAssetId": "text",
                     *         "previewCredits": 1
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
    previewVoice: {
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
                /** @example {} */
                "application/json": {
                    /** @description Agree to pay `previewCredits` when the preview costs something (a live engine); without it such a request answers 409. */
                    acceptCredits?: boolean;
                };
            };
        };
        responses: {
            /** @description The clip, or the task making it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "voiceId": "text",
                     *         "assetId": "text",
                     *         "taskId": "text",
                     *         "credits": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VoicePreview"];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["InsufficientCredits"];
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
                /** @description One status or a comma list of them (PENDING, PROCESSING, COMPLETED, FAILED, CANCELLED), e.g. `PENDING,PROCESSING`. */
                status?: string;
                /** @description Only what this key (key_…) made, or `studio` for what the studio made. A key sees only its own in any case. */
                apiKeyId?: string;
                /** @description Only what this tool made, e.g. generate-tts. */
                tool?: string;
                /** @description Only the items of this batch (batch_…). */
                batchId?: string;
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
                     *         "nextBefore": "text",
                     *         "total": 1
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
    getQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
    pauseQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description One lane: `local` (work on this machine) or a live provider (`alpha`, `beta`, `video`). Absent: the whole queue.
                     * @enum {string}
                     */
                    lane?: "local" | "alpha" | "beta" | "video";
                };
            };
        };
        responses: {
            /** @description The queue as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
    resumeQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description One lane: `local` (work on this machine) or a live provider (`alpha`, `beta`, `video`). Absent: the whole queue.
                     * @enum {string}
                     */
                    lane?: "local" | "alpha" | "beta" | "video";
                };
            };
        };
        responses: {
            /** @description The queue as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "paused": true,
                     *         "pausedAt": "2026-01-01T12:00:00.000Z",
                     *         "lanes": [
                     *           {
                     *             "lane": "local",
                     *             "paused": true,
                     *             "pausedAt": "2026-01-01T12:00:00.000Z",
                     *             "pending": 1,
                     *             "processing": 1,
                     *             "limit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskQueue"];
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
    moveTaskToFront: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The task to move. */
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task, now at the front. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["UnavailableOrStorageIo"];
            507: components["responses"]["StorageFullOrStorageReadOnly"];
        };
    };
    cancelTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description 1–1000 task ids. Ids that do not exist (or that a key did not submit) are counted in `notFound`. */
                    taskIds?: string[];
                    /** @description Every PENDING or PROCESSING task of this key (key_…), or `studio` for those the studio submitted. A key may name only itself. */
                    apiKeyId?: string;
                    /** @description Every item of this batch not yet ended, as cancelling the batch does: its tasks are refunded, its items not yet tasks release their reservation. */
                    batchId?: string;
                };
            };
        };
        responses: {
            /** @description What was cancelled and refunded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "cancelled": 1,
                     *         "refundedCredits": 1,
                     *         "skipped": 1,
                     *         "notFound": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["TaskCancelResult"];
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
    listAssetTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "tags": [
                     *           {
                     *             "tag": "text",
                     *             "count": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetTagList"];
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
    deleteAsset: {
        parameters: {
            query?: never;
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
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    updateAsset: {
        parameters: {
            query?: never;
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
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /** @description At most 20 tags of 1–32 characters: letters, digits, space, - _ . (stored trimmed and lower-cased). */
                    tags?: string[];
                    favorite?: boolean;
                };
            };
        };
        responses: {
            /** @description The asset, changed. */
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
                     *         "expiresAt": "2026-01-01T12:00:00.000Z",
                     *         "title": "text",
                     *         "tool": "text",
                     *         "voiceId": "text",
                     *         "voiceName": "text",
                     *         "madeBy": "studio",
                     *         "tags": [
                     *           "text"
                     *         ],
                     *         "favorite": true,
                     *         "provenance": {
                     *           "apiKeyId": "text",
                     *           "keyLabel": "text",
                     *           "engine": "text",
                     *           "params": {}
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["LibraryAsset"];
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
    bulkAssets: {
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
                 *       "ids": [
                 *         "text"
                 *       ],
                 *       "action": "delete"
                 *     }
                 */
                "application/json": {
                    /** @description 1–500 asset ids. */
                    ids: string[];
                    /** @enum {string} */
                    action: "delete" | "tag" | "untag" | "favorite" | "unfavorite";
                    /** @description At most 20 tags of 1–32 characters: letters, digits, space, - _ . (stored trimmed and lower-cased). */
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description What was done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "action": "delete",
                     *         "done": [
                     *           "text"
                     *         ],
                     *         "notFound": [
                     *           "text"
                     *         ],
                     *         "inUse": [
                     *           "text"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssetBulkResult"];
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
    archiveAssets: {
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
                 *       "ids": [
                 *         "text"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1–500 asset ids. */
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description The zip. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
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
    listRequestLog: {
        parameters: {
            query?: {
                /** @description Only this key's calls (a key sees only its own). */
                apiKeyId?: string;
                /**
                 * @description A status (`200`, `402`) or a class (`2xx`, `4xx`, `5xx`).
                 * @example 4xx
                 */
                status?: string;
                /** @example validation_failed */
                errorCode?: string;
                /** @description A route pattern as listed, or `mcp`. */
                route?: string;
                /** @example generate-tts */
                tool?: string;
                /** @description An entry id: older calls than it. */
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 42,
                     *           "createdAt": "2026-01-05T10:00:00.000Z",
                     *           "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "transport": "rest",
                     *           "method": "POST",
                     *           "route": "/api/v1/tools/{name}/execute",
                     *           "path": "/api/v1/tools/generate-tts/execute",
                     *           "tool": "generate-tts",
                     *           "status": 400,
                     *           "latencyMs": 2.4,
                     *           "errorCode": "validation_failed",
                     *           "errorMessage": "text: must NOT have more than 5000 characters",
                     *           "taskId": null,
                     *           "bytesIn": 5120,
                     *           "bytesOut": 120,
                     *           "captured": false,
                     *           "resentFrom": null
                     *         }
                     *       ],
                     *       "nextBefore": 1
                     *     }
                     */
                    "application/json": components["schemas"]["RequestLogPage"];
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
    getRequestLogEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "entry": {
                     *           "id": 42,
                     *           "createdAt": "2026-01-05T10:00:00.000Z",
                     *           "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "transport": "rest",
                     *           "method": "POST",
                     *           "route": "/api/v1/tools/{name}/execute",
                     *           "path": "/api/v1/tools/generate-tts/execute",
                     *           "tool": "generate-tts",
                     *           "status": 400,
                     *           "latencyMs": 2.4,
                     *           "errorCode": "validation_failed",
                     *           "errorMessage": "text: must NOT have more than 5000 characters",
                     *           "taskId": null,
                     *           "bytesIn": 5120,
                     *           "bytesOut": 120,
                     *           "captured": false,
                     *           "resentFrom": null
                     *         },
                     *         "bodies": {
                     *           "request": "text",
                     *           "requestTruncated": true,
                     *           "response": "text",
                     *           "responseTruncated": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequestLogDetail"];
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
    resendRequestLogEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "entry": {
                     *           "id": 43,
                     *           "createdAt": "2026-01-05T10:01:00.000Z",
                     *           "apiKeyId": "key_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "transport": "rest",
                     *           "method": "POST",
                     *           "route": "/api/v1/tools/{name}/execute",
                     *           "path": "/api/v1/tools/generate-tts/execute",
                     *           "tool": "generate-tts",
                     *           "status": 200,
                     *           "latencyMs": 3.1,
                     *           "errorCode": null,
                     *           "errorMessage": null,
                     *           "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "bytesIn": 52,
                     *           "bytesOut": 180,
                     *           "captured": true,
                     *           "resentFrom": 42
                     *         },
                     *         "result": {
                     *           "taskId": "task_0m5x2k1a9AbCdEfGhIjKlMnOp",
                     *           "status": "PENDING"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ResendResult"];
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
    getRequestLogSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many entries and days are kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "maxEntries": 10000,
                     *         "maxAgeDays": 30
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequestLogSettings"];
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
    updateRequestLogSettings: {
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
                 *       "maxEntries": 50000,
                 *       "maxAgeDays": 7
                 *     }
                 */
                "application/json": {
                    /** @description Most entries kept; older ones are removed in the background. */
                    maxEntries: number;
                    /** @description Entries older than this are removed in the background. */
                    maxAgeDays: number;
                };
            };
        };
        responses: {
            /** @description The retention as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "maxEntries": 10000,
                     *         "maxAgeDays": 30
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequestLogSettings"];
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
                     * @description `audio`: the bytes, in response_format. `sse`: the same bytes as server-sent events (text/event-stream), speech.audio.delta events carrying base64 chunks, then speech.audio.done with the usage. Offered for every model.
                     * @default audio
                     * @enum {string}
                     */
                    stream_format?: "audio" | "sse";
                };
            };
        };
        responses: {
            /** @description The audio, in response_format; with stream_format `sse`, server-sent events carrying it. */
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
                    "text/event-stream": components["schemas"]["OpenAiSpeechDelta"] | components["schemas"]["OpenAiSpeechDone"] | components["schemas"]["OpenAiSpeechStreamError"];
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
