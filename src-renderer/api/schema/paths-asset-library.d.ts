// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface AssetLibraryPaths {
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
