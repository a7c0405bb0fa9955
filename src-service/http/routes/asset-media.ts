import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AssetPeaks, AssetPeaksQuery, AssetPosterQuery, PEAKS_PIXELS } from '../../contract/asset.ts';
import { Id, Ref } from '../../contract/schema-helpers.ts';
import { STORAGE_ERRORS, type Answers } from '../route-responses.ts';
import { AppError } from '../../core/app-error.ts';
import type { AssetRow } from '../../assets/asset-repo.ts';
import { resamplePeaks } from '../../media/peaks.ts';
import type { HttpContext } from '../http-context.ts';
import { sendFile } from '../send-file.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';

const AssetParams = Type.Object({ id: Id({ description: "The asset's id (asset_…).", examples: ['asset_0m5x2k1a9AbCdEfGhIjKlMnOp'] }) });

const POSTER_ANSWERS: Answers = {
  200: { description: 'The poster frame.', content: { 'image/jpeg': Type.String({ format: 'binary' }) } },
  304: { description: 'Not modified (If-None-Match or If-Modified-Since).', empty: true },
};

const AUTH_TEXT =
  'Authorized like the asset itself: a signed URL (the `peaksUrl` / `posterUrl` of get-asset and the library, same signature as its `url`), ' +
  'or a bearer credential: a key its own assets, the session token any.';

/** Waveform peaks and poster frames of assets: derived once, kept beside the content, removed with it. */
export function assetMediaRoutes(ctx: HttpContext): RouteDef[] {
  /** The asset a request may read: by its signature when it has one, else by its bearer credential's scope. */
  const rowOf = (req: FastifyRequest<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>): AssetRow => {
    const { id } = req.params;
    if (req.principal) return ctx.assets.get(id, principalOf(req));
    const verdict = ctx.signer.verify(id, req.query.expires, req.query.signature, Math.floor(ctx.now().getTime() / 1000));
    if (verdict === 'expired') throw new AppError('forbidden', 'This asset URL has expired; ask get-asset for a new one');
    if (verdict !== 'ok') throw new AppError('forbidden', 'This asset URL is not valid (bad or missing signature)');
    const row = ctx.assets.byId(id);
    if (!row) throw new AppError('not_found', `Asset ${id} does not exist`);
    return row;
  };

  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/assets/:id/peaks',
      auth: 'signedUrlOrAny',
      operationId: 'getAssetPeaks',
      summary: "An asset's waveform peaks",
      description:
        'Min/max peaks of the mono mix of an audio asset (or a video with sound), in BBC audiowaveform JSON format version 2 (8 bits), as players ' +
        `such as wavesurfer.js and peaks.js read them. \`pixels\` (${PEAKS_PIXELS.min}–${PEAKS_PIXELS.max}) answers exactly that many points; without it, ` +
        `the full resolution (256 samples a point) or ${PEAKS_PIXELS.default} points for longer audio. Computed once and kept. ` +
        `409 for an image or a silent video. ${AUTH_TEXT}`,
      tags: ['assets'],
      params: AssetParams,
      querystring: AssetPeaksQuery,
      answers: { 200: { description: 'The peaks (not wrapped in `data`: the file format itself).', schema: Ref(AssetPeaks) } },
      errors: ['not_found', 'conflict', ...STORAGE_ERRORS],
      handler: async (req, reply) => {
        const row = rowOf(req);
        const full = await ctx.assets.peaks(row);
        const pixels = req.query.pixels ?? (full.length > PEAKS_PIXELS.default ? PEAKS_PIXELS.default : undefined);
        // The asset's bytes never change, so neither do its peaks: a signed URL may be cached until it expires.
        reply.header('cache-control', 'private, max-age=3600');
        return pixels === undefined ? full : resamplePeaks(full, pixels);
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/assets/:id/poster',
      auth: 'signedUrlOrAny',
      operationId: 'getAssetPoster',
      summary: "A video's poster frame",
      description:
        "A JPEG frame of a video asset (a tenth into it, at most 1 s in), at the video's size. Made when the video is stored, or on first request; kept. " +
        `409 for audio or an image. ${AUTH_TEXT}`,
      tags: ['assets'],
      params: AssetParams,
      querystring: AssetPosterQuery,
      answers: POSTER_ANSWERS,
      errors: ['not_found', 'conflict', ...STORAGE_ERRORS],
      handler: async (req, reply) => {
        const row = rowOf(req);
        const path = await ctx.assets.poster(row);
        const stem = row.file_name ? row.file_name.replace(/\.[^.]*$/, '') || row.file_name : row.id;
        return sendFile(req, reply, { path, mimeType: 'image/jpeg', fileName: `${stem}.jpg`, disposition: 'inline' });
      },
    }),
  ];
}
