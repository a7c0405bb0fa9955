import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpContext } from '../http-context.ts';
import { contentDisposition } from '../send-file.ts';

/** An AbortSignal that fires when the client goes away before the answer is sent. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort('client closed');
  });
  return controller.signal;
}

/** `POST /api/v1/tools/:name/execute`: every tool, through the shared executor. */
export function registerToolRoutes(app: FastifyInstance, ctx: HttpContext): void {
  app.post('/api/v1/tools/:name/execute', async (req: FastifyRequest<{ Params: { name: string } }>, reply) => {
    const principal = ctx.authenticate(req, 'apiKey');
    const idem = req.headers['idempotency-key'];
    const result = await ctx.executor.execute(req.params.name, req.body, {
      principal,
      idempotencyKey: typeof idem === 'string' ? idem : undefined,
      signal: clientGone(reply),
    });
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    if (result.kind === 'file') {
      reply.header('content-type', result.mimeType);
      reply.header('content-length', String(result.bytes));
      reply.header('content-disposition', contentDisposition('attachment', result.fileName));
      return reply.send(createReadStream(result.path));
    }
    return { data: result.data };
  });
}
