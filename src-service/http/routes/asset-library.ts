import { Type } from '@sinclair/typebox';
import type archiver from 'archiver';
import { zipArchive } from '../../assets/zip-archive.ts';
import { AssetArchiveRequest, AssetBulk, AssetBulkResult, AssetTagList, AssetUpdate, BULK_MAX_IDS } from '../../contract/library.ts';
import { LibraryAsset } from '../../contract/asset.ts';
import { DataOf, Id, Ref } from '../../contract/schema-helpers.ts';
import { STORAGE_ERRORS } from '../route-responses.ts';
import type { HttpContext } from '../http-context.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

/** `{id}` of an asset. */
const AssetParams = Type.Object({ id: Id({ description: "The asset's id (asset_…).", examples: ['asset_0m5x2k1a9AbCdEfGhIjKlMnOp'] }) });

/** Media types deflate barely shrinks; they are stored in the zip as they are, which costs no CPU. */
const COMPRESSIBLE = new Set(['audio/wav', 'audio/x-wav', 'audio/flac']);

/** Managing the library: tags, favourites, deletion (one or many) and zip archives. A key touches only its own assets. */
export function assetLibraryRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/assets/tags',
      auth: 'any',
      operationId: 'listAssetTags',
      summary: 'Tags of the library',
      description: 'Every tag with how many assets carry it, by name. A key counts its own assets; the session token all.',
      tags: ['assets'],
      answers: { 200: { description: 'The tags.', schema: DataOf(Ref(AssetTagList)) } },
      handler: async (req) => ({ data: ctx.assets.library.tags(principalOf(req)) }),
    }),

    defineRoute({
      method: 'PATCH',
      url: '/api/v1/assets/:id',
      auth: 'any',
      operationId: 'updateAsset',
      summary: "Set an asset's tags or favourite flag",
      description:
        '`tags` replaces its tags (trimmed, lower-cased, without repeats); `favorite` sets the flag; at least one of them. Answers the asset as the library lists it. ' +
        "A key changes its own assets; another's is 404.",
      tags: ['assets'],
      params: AssetParams,
      body: AssetUpdate,
      answers: { 200: { description: 'The asset, changed.', schema: DataOf(Ref(LibraryAsset)) } },
      errors: ['not_found', ...STORAGE_ERRORS],
      handler: async (req) => ({ data: ctx.assets.library.update(req.params.id, principalOf(req), req.body) }),
    }),

    defineRoute({
      method: 'DELETE',
      url: '/api/v1/assets/:id',
      auth: 'any',
      operationId: 'deleteAsset',
      summary: 'Delete an asset',
      description:
        "Removes the asset: its row, its file and its converted exports. 409 when it is a voice's preview or clone sample (delete the voice first). " +
        "A key deletes its own assets; another's is 404.",
      tags: ['assets'],
      params: AssetParams,
      answers: { 204: { description: 'Deleted.', empty: true } },
      errors: ['not_found', 'conflict', ...STORAGE_ERRORS],
      handler: async (req, reply) => {
        ctx.assets.library.remove(req.params.id, principalOf(req));
        return reply.code(204).send();
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/assets/bulk',
      auth: 'any',
      operationId: 'bulkAssets',
      summary: 'Delete, tag or favourite many assets',
      description:
        `1–${BULK_MAX_IDS} ids and an action: delete, tag / untag (with \`tags\`), favorite, unfavorite. Ids this caller cannot see are listed in \`notFound\` and left alone; ` +
        "delete keeps (in `inUse`) a voice's preview or clone sample. A bad body changes nothing.",
      tags: ['assets'],
      body: AssetBulk,
      answers: { 200: { description: 'What was done.', schema: DataOf(Ref(AssetBulkResult)) } },
      errors: STORAGE_ERRORS,
      handler: async (req) => ({ data: ctx.assets.library.bulk(principalOf(req), req.body) }),
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/assets/archive',
      auth: 'any',
      operationId: 'archiveAssets',
      summary: 'Download assets as a zip',
      description:
        `A zip of 1–${BULK_MAX_IDS} assets' files as stored, streamed as it is made; each named by its title (a narration's first words, else its file name), ` +
        'made unique with " (2)", " (3)"…. 404 naming the first id this caller cannot see, before anything is sent.',
      tags: ['assets'],
      body: AssetArchiveRequest,
      answers: { 200: { description: 'The zip.', content: { 'application/zip': Type.String({ format: 'binary' }) } } },
      errors: ['not_found'],
      handler: async (req, reply) => {
        const entries = ctx.assets.library.archiveEntries(principalOf(req), req.body.ids);
        const zip = zipArchive({ zlib: { level: 1 } });
        // A file gone missing mid-way ends the stream early; the client sees a truncated zip, not a false success.
        zip.on('error', (err) => zip.destroy(err));
        for (const e of entries) zip.file(e.path, { name: e.name, store: !COMPRESSIBLE.has(e.mimeType) } as archiver.ZipEntryData);
        void zip.finalize();
        const stamp = ctx.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="timbre-library-${stamp}.zip"`)
          .send(zip);
      },
    }),
  ];
}
