import { send } from '@fastify/send';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../errors.ts';
import { sendError } from '../guards.ts';
import type { HttpContext } from '../http-context.ts';

/** Uploads (`POST /api/v1/assets`) and signed content URLs with Range support. */
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
    const result = await send(req.raw, encodeURIComponent(row.id), {
      root: ctx.assets.pathOf(''),
      dotfiles: 'deny',
      index: false,
      extensions: false,
      contentType: false,
      cacheControl: false,
    });
    if (result.type !== 'file') {
      if (result.statusCode === 416) {
        // Only Content-Range: the rest of send's headers describe its own HTML error page.
        const range = result.headers['Content-Range'] ?? result.headers['content-range'];
        if (range) reply.header('content-range', range);
        return sendError(reply, new AppError('range_not_satisfiable', `The requested range is outside the asset (${row.bytes} bytes)`));
      }
      return sendError(reply, new AppError('not_found', `Asset ${id} has no content`));
    }
    reply.code(result.statusCode);
    reply.headers(result.headers);
    reply.header('content-type', row.mime_type);
    reply.header('cache-control', 'private, max-age=300');
    if (row.file_name) reply.header('content-disposition', `inline; filename="${row.file_name.replace(/["\\\r\n]/g, '_')}"`);
    return reply.send(result.stream);
  });
}
