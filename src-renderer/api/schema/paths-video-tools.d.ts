// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface VideoToolsPaths {
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
}
