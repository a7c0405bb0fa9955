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
}
