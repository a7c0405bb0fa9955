// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface AssetsPaths {
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
}
