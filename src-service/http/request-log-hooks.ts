import { Transform, pipeline, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../auth/principal.ts';
import { keepJson, keepRequestBody, keepResponseBody, redactQuery, redactText, type KeptBody } from '../request-log/capture.ts';
import type { LogDraft, RequestLog } from '../request-log/request-log.ts';

/** Tool routes are one per tool; the log lists them under one pattern, with the tool beside it. */
const TOOL_ROUTE = /^\/api\/v1\/tools\/([^/]+)\/execute$/;
/** The task id in an answer: acknowledgements and task records carry it near the start. */
const TASK_ID = /"taskId":"([^"]{1,100})"/;

type KeyPrincipal = Extract<Principal, { kind: 'apiKey' }>;

/** What onSend learned about the answer, kept until onResponse knows the latency. */
type Answer = Omit<LogDraft, 'latencyMs'>;
const answers = new WeakMap<FastifyRequest, Answer>();

const bodies = (request: KeptBody, response: KeptBody): LogDraft['bodies'] => ({
  request: request.text,
  requestTruncated: request.truncated,
  response: response.text,
  responseTruncated: response.truncated,
});

/** The error code and message of an error answer, in the contract's shape or a compatible API's. */
function errorOf(payload: unknown): { code: string | null; message: string | null } {
  if (typeof payload !== 'string') return { code: null, message: null };
  try {
    const body = JSON.parse(payload) as {
      error?: { code?: unknown; type?: unknown; message?: unknown };
      detail?: { status?: unknown; message?: unknown };
    };
    const code = body.error?.code ?? body.error?.type ?? body.detail?.status;
    const message = body.error?.message ?? body.detail?.message;
    return {
      code: typeof code === 'string' ? code : null,
      message: typeof message === 'string' ? redactText(message.slice(0, 1000)) : null,
    };
  } catch {
    return { code: null, message: null };
  }
}

function bytesOutOf(reply: FastifyReply, payload: unknown): number {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  const announced = Number(reply.getHeader('content-length'));
  return Number.isFinite(announced) ? announced : 0;
}

function answerOf(req: FastifyRequest, reply: FastifyReply, payload: unknown, principal: KeyPrincipal): Answer {
  const pattern = req.routeOptions.url ?? req.url.split('?')[0];
  const tool = TOOL_ROUTE.exec(pattern)?.[1];
  const route = tool ? '/api/v1/tools/{name}/execute' : pattern.replace(/:(\w+)/g, '{$1}');
  const status = reply.statusCode;
  const error = status >= 400 ? errorOf(payload) : { code: null, message: null };
  // Tool answers only: a listing's first task is not the call's task.
  const taskId = tool && status < 400 && typeof payload === 'string' ? (TASK_ID.exec(payload.slice(0, 600))?.[1] ?? null) : null;
  const capture = principal.captureBodies === true;
  return {
    apiKeyId: principal.keyId,
    transport: 'rest',
    method: req.method,
    route,
    path: redactQuery(req.url),
    // The one route for unknown tool names has the name as a param.
    tool: tool === ':name' ? String((req.params as { name?: unknown }).name ?? '') : (tool ?? null),
    status,
    errorCode: error.code,
    errorMessage: error.message,
    taskId,
    bytesIn: Number(req.headers['content-length'] ?? 0) || 0,
    bytesOut: bytesOutOf(reply, payload),
    captured: capture,
    resentFrom: null,
    bodies: capture
      ? bodies(
          keepRequestBody(req.body, req.headers['content-type']),
          keepResponseBody(payload, String(reply.getHeader('content-type') ?? '')),
        )
      : null,
  };
}

/**
 * A streamed answer of unannounced length (a zip being built, a narration as it is spoken)
 * is counted as it goes out, so its entry (written at onResponse, once the last byte has
 * gone or the client left) says how much was sent. pipeline() carries an error or a client's
 * abort both ways, as the bare stream would.
 */
/** Fastify's own test for a stream: archiver's zip is a readable-stream, not a node:stream instance. */
const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';

function counted(source: Readable, answer: Answer): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      answer.bytesOut += chunk.length;
      cb(null, chunk);
    },
  });
  pipeline(source, counter, () => {});
  return counter;
}

/**
 * Logs every answer to an app's API key: onSend reads the answer (status, error, task id,
 * bytes, the body when capture is on), onResponse adds the latency and buffers the entry.
 * The studio is not logged, neither its session (the studio managing the service, and reading
 * this very log) nor its own API key (its generations, which Activity shows): the log is
 * about what apps sent. MCP answers are hijacked, so these hooks never see them: its tool
 * calls are logged one by one (mcpToolCallLogger).
 */
export function registerRequestLogHooks(app: FastifyInstance, log: RequestLog): void {
  if (!log.enabled) return;
  app.addHook('onSend', (req, reply, payload, done) => {
    const p = req.principal;
    // MCP's GET and DELETE (405s its SDK client tries) are not calls an app made; its tool calls are logged one by one.
    if (p?.kind === 'apiKey' && !p.studio && req.routeOptions.url !== '/mcp') {
      try {
        const answer = answerOf(req, reply, payload, p);
        answers.set(req, answer);
        if (isStream(payload) && !reply.hasHeader('content-length')) {
          done(null, counted(payload, answer));
          return;
        }
      } catch (err) {
        // The log is advisory: a call it cannot read is answered all the same.
        req.log.warn({ err }, 'a call could not be read for the request log');
      }
    }
    done(null, payload);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const answer = answers.get(req);
    if (answer) log.record({ ...answer, latencyMs: Math.round(reply.elapsedTime * 10) / 10 });
    done();
  });
}

/** One MCP tool call as the MCP server reports it. */
export interface McpToolCall {
  tool: string;
  args: Record<string, unknown>;
  result: CallToolResult;
  status: number;
  error: { code: string; message: string } | null;
  latencyMs: number;
}

/** The bytes of a tool result's content (its text and any embedded data), close to what goes out. */
function resultBytes(result: CallToolResult): number {
  let n = 0;
  for (const c of result.content) {
    if (c.type === 'text') n += Buffer.byteLength(c.text);
    else if ('data' in c && typeof c.data === 'string') n += c.data.length;
  }
  return n;
}

/** Logs each tool call of one POST /mcp under `mcp` and the tool's name. */
export function mcpToolCallLogger(log: RequestLog, req: FastifyRequest, principal: Principal): ((call: McpToolCall) => void) | undefined {
  if (!log.enabled || principal.kind !== 'apiKey' || principal.studio) return undefined;
  const bytesIn = Number(req.headers['content-length'] ?? 0) || 0;
  return (call) => {
    const data = call.result.structuredContent as { taskId?: unknown } | undefined;
    const capture = principal.captureBodies === true;
    log.record({
      apiKeyId: principal.keyId,
      transport: 'mcp',
      method: 'POST',
      route: 'mcp',
      path: '/mcp',
      tool: call.tool,
      status: call.status,
      latencyMs: Math.round(call.latencyMs * 10) / 10,
      errorCode: call.error?.code ?? null,
      errorMessage: call.error ? redactText(call.error.message.slice(0, 1000)) : null,
      taskId: !call.error && typeof data?.taskId === 'string' ? data.taskId : null,
      bytesIn,
      bytesOut: resultBytes(call.result),
      captured: capture,
      resentFrom: null,
      // What the tool was given and answered (the JSON-RPC envelope adds nothing to read).
      bodies: capture ? bodies(keepJson(call.args), keepJson(call.result.structuredContent ?? call.result.content)) : null,
    });
  };
}
