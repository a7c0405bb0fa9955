import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { HttpContext } from '../http/http-context.ts';
import { clientGone } from '../http/routes/tools.ts';
import { defineRoute, principalOf, type RouteDef } from '../http/route-table.ts';
import { toolBodyLimit } from '../tools/tool.ts';
import { isLargeBody } from '../http/json-body.ts';
import { createMcpServer } from './mcp-server.ts';

/** Room for the JSON-RPC envelope around a tool's arguments. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * `/mcp`: MCP over streamable HTTP, stateless. Each POST gets its own server and transport
 * bound to the caller's API key, so there is no session state to lose on a restart and no
 * session id to steal; progress notifications ride the POST's own SSE stream. The edge gate
 * has checked Host, Origin and the key before the body is read, so 401/403 answer in the
 * contract's JSON shape. A call carries any tool's arguments, so the body limit is the
 * largest tool's.
 */
export function mcpRoutes(ctx: HttpContext): RouteDef[] {
  const bodyLimit = Math.max(...[...ctx.tools.values()].map(toolBodyLimit)) + ENVELOPE_BYTES;
  const post = async (req: FastifyRequest, reply: FastifyReply) => {
    // Validating a large call (upload-asset's base64) gets a turn of its own, after parsing.
    if (isLargeBody(req)) await nextTurn();
    const server = createMcpServer({ tools: ctx.tools, executor: ctx.executor, principal: principalOf(req), version: ctx.version, signal: clientGone(reply) });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req.raw, reply.raw, req.body);
    } catch (err) {
      req.log.error({ err }, 'mcp request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ error: { code: 'internal', message: 'Internal error; the service log has the details' } }));
      }
    }
  };

  // Stateless: no standalone SSE stream to open and no session to end. MCP asks for 405
  // here (the SDK client then just skips the stream); the contract has no 405 code, so the
  // body borrows not_found, as for any other method the service does not route.
  const notAllowed = async (req: FastifyRequest, reply: FastifyReply) => {
    const message = `No route ${req.method} /mcp: this MCP endpoint is stateless; send JSON-RPC with POST /mcp`;
    return reply.code(405).header('allow', 'POST').send({ error: { code: 'not_found', message } });
  };
  return [
    defineRoute({ method: 'POST', url: '/mcp', auth: 'apiKey', accepts: ['json'], bodyLimit, tooLargeHint: 'upload larger files with POST /api/v1/assets', handler: post }),
    defineRoute({ method: 'GET', url: '/mcp', auth: 'apiKey', handler: notAllowed }),
    defineRoute({ method: 'DELETE', url: '/mcp', auth: 'apiKey', handler: notAllowed }),
  ];
}
