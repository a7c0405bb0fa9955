// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface AssetToolsPaths {
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
}
