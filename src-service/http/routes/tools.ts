import { createReadStream } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpContext } from '../http-context.ts';
import { contentDisposition } from '../send-file.ts';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';
import { toolBodyLimit } from '../../tools/tool.ts';
import { isLargeBody } from '../json-body.ts';

/** An AbortSignal that fires when the client goes away before the answer is sent. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort('client closed');
  });
  return controller.signal;
}

/** The Idempotency-Key header, when one was sent. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const idem = req.headers['idempotency-key'];
  return typeof idem === 'string' ? idem : undefined;
}

/**
 * `POST /api/v1/tools/<name>/execute`: one route per tool, each with its own body limit, so a
 * tool that takes a few fields never reads more than a small body. Any other name answers 404
 * after the key is checked (as it always did), reading at most the default limit.
 */
export function toolRoutes(ctx: HttpContext): RouteDef[] {
  const execute = async (name: string, req: FastifyRequest, reply: FastifyReply) => {
    // Validation of a large body (upload-asset's base64) gets a turn of its own, after parsing.
    if (isLargeBody(req)) await nextTurn();
    const result = await ctx.executor.execute(name, req.body, {
      principal: principalOf(req),
      idempotencyKey: idempotencyKeyOf(req),
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
  };
  return [
    ...[...ctx.tools.values()].map((tool) =>
      defineRoute({
        method: 'POST',
        url: `/api/v1/tools/${tool.name}/execute`,
        auth: 'apiKey',
        accepts: ['json'],
        bodyLimit: toolBodyLimit(tool),
        tooLargeHint: tool.tooLargeHint,
        handler: (req, reply) => execute(tool.name, req, reply),
      }),
    ),
    defineRoute<{ Params: { name: string } }>({
      method: 'POST',
      url: '/api/v1/tools/:name/execute',
      auth: 'apiKey',
      accepts: ['json'],
      handler: (req, reply) => execute(req.params.name, req, reply),
    }),
  ];
}
