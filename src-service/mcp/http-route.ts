import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpContext } from '../http/http-context.ts';
import { clientGone } from '../http/routes/tools.ts';
import { defineRoute, principalOf, type RouteDef } from '../http/route-table.ts';
import { toolBodyLimit } from '../tools/tool.ts';
import { isLargeBody } from '../http/json-body.ts';
import { mcpToolCallLogger } from '../http/request-log-hooks.ts';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../contract/error-body.ts';
import { Ref } from '../contract/schema-helpers.ts';

/** A JSON-RPC 2.0 message of MCP (request, notification or response). */
const JsonRpcMessage = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()])),
    method: Type.Optional(Type.String()),
  },
  { additionalProperties: true, examples: [{ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }] },
);
/** How the MCP transport refuses a message it cannot take (not the REST error shape: MCP clients read this one). */
const JsonRpcError = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    error: Type.Object(
      { code: Type.Integer(), message: Type.String(), data: Type.Optional(Type.Unknown()) },
      { additionalProperties: false },
    ),
    id: Type.Union([Type.String(), Type.Integer(), Type.Null()]),
  },
  { additionalProperties: false },
);
const notAllowedDocs = {
  tags: ['mcp'] as ['mcp'],
  description:
    "This MCP endpoint is stateless: there is no standalone stream to open and no session to end. MCP asks for 405 here; the body is in the contract's error shape.",
  answers: { 405: { description: 'Only POST is served.', schema: Ref(ErrorBody) } },
};

/**
 * The MCP SDK and server, loaded on the first call to /mcp rather than while the service starts
 * (a large share of its start-up and idle memory); that call waits for them.
 */
let mcpModules:
  Promise<[typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js'), typeof import('./mcp-server.ts')]> | undefined;
const loadMcp = () =>
  (mcpModules ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./mcp-server.ts')]));

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
    const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await loadMcp();
    const server = createMcpServer({
      tools: ctx.tools,
      executor: ctx.executor,
      principal: principalOf(req),
      version: ctx.version,
      signal: clientGone(reply),
      // Each tool call is logged by itself: the POST's answer is hijacked, past the log's hooks.
      onToolCall: mcpToolCallLogger(ctx.requestLog, req, principalOf(req)),
    });
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
    return reply
      .code(405)
      .header('allow', 'POST')
      .send({ error: { code: 'not_found', message } });
  };
  return [
    defineRoute({
      method: 'POST',
      url: '/mcp',
      auth: 'apiKey',
      operationId: 'mcp',
      summary: 'MCP over streamable HTTP',
      description:
        "The Model Context Protocol, stateless: the same tools for agents, bound to the caller's API key. Send `Accept: application/json, text/event-stream`; " +
        'a call answers a JSON-RPC message, as JSON or as a stream that also carries progress notifications.',
      tags: ['mcp'],
      body: JsonRpcMessage,
      // The MCP transport reads and checks the message itself, and answers in JSON-RPC.
      bodyCheckedByHandler: true,
      answers: {
        200: {
          description: 'The JSON-RPC answer.',
          content: {
            'application/json': JsonRpcMessage,
            'text/event-stream': Type.String({ description: 'JSON-RPC messages as SSE events.' }),
          },
        },
        202: { description: 'A notification or a response was accepted.', empty: true },
        400: {
          description: 'Not JSON (contract error), or not a valid JSON-RPC message (JSON-RPC error).',
          schema: Type.Union([Ref(ErrorBody), JsonRpcError]),
        },
        406: { description: 'The Accept header does not list both application/json and text/event-stream.', schema: JsonRpcError },
      },
      accepts: ['json'],
      bodyLimit,
      tooLargeHint: 'upload larger files with POST /api/v1/assets',
      handler: post,
    }),
    defineRoute({
      method: 'GET',
      url: '/mcp',
      auth: 'apiKey',
      operationId: 'mcpStream',
      summary: 'MCP stream: not served (405)',
      ...notAllowedDocs,
      handler: notAllowed,
    }),
    defineRoute({
      method: 'DELETE',
      url: '/mcp',
      auth: 'apiKey',
      operationId: 'mcpEndSession',
      summary: 'MCP session end: not served (405)',
      ...notAllowedDocs,
      handler: notAllowed,
    }),
  ];
}
