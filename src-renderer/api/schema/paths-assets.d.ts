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
}
