import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../errors.ts';
import type { HttpContext } from '../http-context.ts';
import { sendFile } from '../send-file.ts';

/** Uploads (`POST /api/v1/assets`), signed content URLs and exports (WAV/MP3), with Range support. */
export function registerAssetRoutes(app: FastifyInstance, ctx: HttpContext): void {
  app.post('/api/v1/assets', async (req, reply) => {
    const principal = ctx.authenticate(req, 'apiKey');
    let bytes: Buffer;
    let fileName: string | undefined;
    if (req.isMultipart()) {
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw invalid('file', 'is required: send the media as a multipart part named "file"');
      bytes = await part.toBuffer();
      fileName = part.filename || undefined;
    } else if (Buffer.isBuffer(req.body)) {
      bytes = req.body;
      const name = req.headers['x-file-name'];
      fileName = typeof name === 'string' ? decodeURIComponent(name) : undefined;
    } else {
      throw invalid('file', 'is required: send multipart/form-data with a "file" part, or the raw bytes with a media Content-Type');
    }
    const view = await ctx.assets.upload(bytes, { fileName, principal });
    return reply.code(201).send({ data: view });
  });

  app.get('/api/v1/assets/:id/content', async (req: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>, reply) => {
    const { id } = req.params;
    const verdict = ctx.signer.verify(id, req.query.expires, req.query.signature, Math.floor(ctx.now().getTime() / 1000));
    if (verdict === 'expired') throw new AppError('forbidden', 'This asset URL has expired; ask get-asset for a new one');
    if (verdict !== 'ok') throw new AppError('forbidden', 'This asset URL is not valid (bad or missing signature)');
    const row = ctx.assets.byId(id);
    if (!row) throw new AppError('not_found', `Asset ${id} does not exist`);
    return sendFile(req, reply, { path: ctx.assets.pathOf(row.id), mimeType: row.mime_type, fileName: row.file_name ?? undefined, disposition: 'inline' });
  });

  // Export: the asset as stored, or audio converted to WAV or MP3. Bearer-authenticated and
  // scoped like the library (a key its own assets, the studio all), so a format never rides
  // on a signed URL that was handed out for the stored bytes.
  app.get('/api/v1/assets/:id/export', async (req: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>, reply) => {
    const principal = ctx.authenticate(req, 'any');
    const row = ctx.assets.get(req.params.id, principal);
    const file = await ctx.assets.exportFile(row, req.query.format);
    return sendFile(req, reply, { ...file, disposition: 'attachment' });
  });
}
