// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface AssetDerivedPaths {
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
