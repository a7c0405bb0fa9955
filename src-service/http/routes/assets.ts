import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ASSET_MEDIA_TYPES, AssetView, AUDIO_EXPORT_FORMATS } from '../../contract/asset.ts';
import { DataOf, Id, Ref, StringEnum } from '../../contract/schema-helpers.ts';
import { STORAGE_ERRORS, type Answers } from '../route-responses.ts';
import { AppError, invalid } from '../../core/app-error.ts';
import { MAX_UPLOAD_BYTES } from '../../assets/assets-service.ts';
import type { HttpContext } from '../http-context.ts';
import { sendFile } from '../send-file.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';
import { readFilePart, readingForm } from '../multipart-file.ts';

/** Boundaries and part headers of a multipart upload around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The X-File-Name header of a raw upload (percent-encoded, so any name fits a header). */
function fileNameHeader(req: FastifyRequest): string | undefined {
  const name = req.headers['x-file-name'];
  if (typeof name !== 'string') return undefined;
  try {
    return decodeURIComponent(name);
  } catch {
    throw invalid('X-File-Name', 'must be percent-encoded UTF-8 (encodeURIComponent)');
  }
}

/** `{id}` of an asset. */
const AssetParams = Type.Object({ id: Id({ description: "The asset's id (asset_…).", examples: ['asset_0m5x2k1a9AbCdEfGhIjKlMnOp'] }) });

const binary = Type.String({ format: 'binary' });
/** The bytes of an asset, whole or a Range of them, with the asset's own media type. */
const FILE_ANSWERS: Answers = {
  200: { description: 'The file, with its own media type.', content: Object.fromEntries(ASSET_MEDIA_TYPES.map((t) => [t, binary])) },
  206: { description: 'The requested Range of the file.', content: Object.fromEntries(ASSET_MEDIA_TYPES.map((t) => [t, binary])) },
  304: { description: 'Not modified (If-None-Match or If-Modified-Since).', empty: true },
};

/** Uploads (`POST /api/v1/assets`), signed content URLs and exports (WAV/MP3), with Range support. */
export function assetRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/assets',
      auth: 'apiKey',
      operationId: 'uploadAsset',
      summary: 'Upload a media file',
      description:
        `A media file of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, as multipart (part "file") or as the raw body with a media Content-Type ` +
        '(audio/*, image/*, video/* or application/octet-stream; any other → 415). Its type is found from the bytes; the declared one is only a hint.',
      tags: ['assets'],
      headers: Type.Object({
        'x-file-name': Type.Optional(
          Type.String({ maxLength: 1024, description: 'Raw uploads: the file name, percent-encoded (encodeURIComponent).' }),
        ),
      }),
      body: {
        content: {
          'multipart/form-data': { schema: Type.Object({ file: binary }, { required: ['file'] }) },
          'application/octet-stream': { schema: binary },
          'audio/*': { schema: binary },
          'image/*': { schema: binary },
          'video/*': { schema: binary },
        },
      },
      answers: { 201: { description: 'The asset was stored.', schema: DataOf(Ref(AssetView)) } },
      accepts: ['media', 'multipart'],
      bodyLimit: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
      handler: async (req, reply) => {
        let bytes: Buffer;
        let fileName: string | undefined;
        if (req.isMultipart()) {
          ({ bytes, fileName } = await readingForm(async () => {
            const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES } });
            if (!part || part.fieldname !== 'file') throw invalid('file', 'is required: send the media as a multipart part named "file"');
            return { bytes: (await readFilePart(req, part, { maxBytes: MAX_UPLOAD_BYTES })).bytes, fileName: part.filename || undefined };
          }));
        } else {
          bytes = req.body as Buffer;
          fileName = fileNameHeader(req);
        }
        const view = await ctx.assets.upload(bytes, { fileName, principal: principalOf(req) });
        return reply.code(201).send({ data: view });
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/assets/:id/content',
      // The signature is the authorization: these URLs are handed to players and <audio> tags.
      auth: 'signedUrl',
      operationId: 'getAssetContent',
      summary: "An asset's bytes by signed URL",
      description: 'The URL get-asset answers: no header needed, Range supported. 403 when the signature is wrong or the URL has expired.',
      tags: ['assets'],
      params: AssetParams,
      querystring: Type.Object(
        {
          expires: Type.String({
            pattern: '^[0-9]{1,12}$',
            description: 'Unix time (seconds) the URL expires at.',
            examples: ['1767268800'],
          }),
          signature: Type.String({ maxLength: 128, description: 'HMAC-SHA256 (hex) of the asset id and expires.' }),
        },
        { additionalProperties: false },
      ),
      answers: FILE_ANSWERS,
      errors: ['not_found', 'range_not_satisfiable'],
      handler: async (req, reply) => {
        const { id } = req.params;
        const verdict = ctx.signer.verify(id, req.query.expires, req.query.signature, Math.floor(ctx.now().getTime() / 1000));
        if (verdict === 'expired') throw new AppError('forbidden', 'This asset URL has expired; ask get-asset for a new one');
        if (verdict !== 'ok') throw new AppError('forbidden', 'This asset URL is not valid (bad or missing signature)');
        const row = ctx.assets.byId(id);
        if (!row) throw new AppError('not_found', `Asset ${id} does not exist`);
        return sendFile(req, reply, {
          path: ctx.assets.pathOf(row.id),
          mimeType: row.mime_type,
          fileName: row.file_name ?? undefined,
          disposition: 'inline',
        });
      },
    }),

    // Export: the asset as stored, or audio converted to WAV or MP3. Bearer-authenticated and
    // scoped like the library (a key its own assets, the studio all), so a format never rides
    // on a signed URL that was handed out for the stored bytes.
    defineRoute({
      method: 'GET',
      url: '/api/v1/assets/:id/export',
      auth: 'any',
      operationId: 'exportAsset',
      summary: 'Download an asset, converted',
      description:
        'The asset as a download (Content-Disposition: attachment, with the extension of what is sent; Range supported). format=wav (PCM 16-bit, source rate and channels) ' +
        'or format=mp3 (192 kb/s) converts audio; no format sends the file as stored. 400 naming format for an image or video. A key exports its own assets, the session token any.',
      tags: ['assets'],
      params: AssetParams,
      querystring: Type.Object({ format: Type.Optional(StringEnum(AUDIO_EXPORT_FORMATS)) }, { additionalProperties: false }),
      answers: FILE_ANSWERS,
      errors: ['not_found', 'range_not_satisfiable', ...STORAGE_ERRORS],
      handler: async (req, reply) => {
        const row = ctx.assets.get(req.params.id, principalOf(req));
        const file = await ctx.assets.exportFile(row, req.query.format);
        return sendFile(req, reply, { ...file, disposition: 'attachment' });
      },
    }),
  ];
}
