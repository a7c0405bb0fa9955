import { createReadStream } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpContext } from '../http-context.ts';
import { contentDisposition } from '../send-file.ts';
import { Kind, Type } from '@sinclair/typebox';
import { defineRoute, principalOf, type RouteDef } from '../route-table.ts';
import type { Answers } from '../route-responses.ts';
import { toolBodyLimit, type Tool } from '../../tools/tool.ts';
import { ASSET_MEDIA_TYPES } from '../../contract/asset.ts';
import { DataOf } from '../../contract/schema-helpers.ts';
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
        operationId: tool.name,
        summary: summaryOf(tool),
        description: `${tool.description}\n\nThe body is JSON (any other Content-Type → 415) of at most ${toolBodyLimit(tool)} bytes (more → 413), both checked before it is read.`,
        tags: ['tools'],
        headers: IDEMPOTENCY_HEADER,
        body: tool.input,
        // The tool executor checks it, for HTTP and MCP alike (the same 400s in the same order).
        bodyCheckedByHandler: true,
        answers: answersOf(tool),
        errors: [...tool.errors, 'conflict', 'idempotency_mismatch'],
        accepts: ['json'],
        bodyLimit: toolBodyLimit(tool),
        maxBodyValues: tool.maxBodyValues,
        tooLargeHint: tool.tooLargeHint,
        handler: (req, reply) => execute(tool.name, req, reply),
      }),
    ),
    defineRoute({
      method: 'POST',
      url: '/api/v1/tools/:name/execute',
      auth: 'apiKey',
      operationId: 'unknownTool',
      summary: 'Any other tool name: 404',
      tags: ['tools'],
      hide: true,
      params: Type.Object({ name: Type.String() }),
      answers: {},
      errors: ['not_found'],
      accepts: ['json'],
      handler: (req, reply) => execute(req.params.name, req, reply),
    }),
  ];
}

/** `Idempotency-Key`: the same key and body within 24 h replays the first answer, with no second hold. */
export const IDEMPOTENCY_HEADER = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description:
        'The same key and request within 24 h replay the first answer (with `Idempotent-Replayed: true`) and hold nothing twice.',
    }),
  ),
});

/** A short title for a tool: its name and its description's first sentence. */
function summaryOf(tool: Tool): string {
  const first = tool.description.split(/(?<=[.:])\s/, 1)[0].replace(/[.:]$/, '');
  return first.length <= 80 ? first : `${first.slice(0, first.lastIndexOf(' ', 78))}…`;
}

/** A tool's answer: its acknowledgement or data as JSON, the bytes of an asset, or (edit-video) none. */
function answersOf(tool: Tool): Answers {
  if (tool.output === 'file') {
    return {
      200: {
        description: 'The bytes of the asset, with its own media type (converted audio: audio/wav or audio/mpeg), as an attachment.',
        content: Object.fromEntries(ASSET_MEDIA_TYPES.map((type) => [type, Type.String({ format: 'binary' })])),
      },
    };
  }
  if ((tool.output as { [Kind]?: string })[Kind] === 'Never') return {};
  return {
    200: {
      description: tool.kind === 'generation' ? 'The task is accepted (PENDING) and its credits are held.' : 'The result.',
      schema: DataOf(tool.output),
    },
  };
}
