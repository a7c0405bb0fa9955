import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../errors.ts';
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

/** Uploads (`POST /api/v1/assets`), signed content URLs and exports (WAV/MP3), with Range support. */
export function assetRoutes(ctx: HttpContext): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/v1/assets',
      auth: 'apiKey',
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

    defineRoute<{ Params: { id: string }; Querystring: Record<string, string> }>({
      method: 'GET',
      url: '/api/v1/assets/:id/content',
      // The signature is the authorization: these URLs are handed to players and <audio> tags.
      auth: 'none',
      handler: async (req, reply) => {
        const { id } = req.params;
        const verdict = ctx.signer.verify(id, req.query.expires, req.query.signature, Math.floor(ctx.now().getTime() / 1000));
        if (verdict === 'expired') throw new AppError('forbidden', 'This asset URL has expired; ask get-asset for a new one');
        if (verdict !== 'ok') throw new AppError('forbidden', 'This asset URL is not valid (bad or missing signature)');
        const row = ctx.assets.byId(id);
        if (!row) throw new AppError('not_found', `Asset ${id} does not exist`);
        return sendFile(req, reply, { path: ctx.assets.pathOf(row.id), mimeType: row.mime_type, fileName: row.file_name ?? undefined, disposition: 'inline' });
      },
    }),

    // Export: the asset as stored, or audio converted to WAV or MP3. Bearer-authenticated and
    // scoped like the library (a key its own assets, the studio all), so a format never rides
    // on a signed URL that was handed out for the stored bytes.
    defineRoute<{ Params: { id: string }; Querystring: Record<string, unknown> }>({
      method: 'GET',
      url: '/api/v1/assets/:id/export',
      auth: 'any',
      handler: async (req, reply) => {
        const row = ctx.assets.get(req.params.id, principalOf(req));
        const file = await ctx.assets.exportFile(row, req.query.format);
        return sendFile(req, reply, { ...file, disposition: 'attachment' });
      },
    }),
  ];
}
