import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { performance } from 'node:perf_hooks';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolRequest,
  type CallToolResult,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { AppError, invalid } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import type { Tool, ProgressReporter } from '../tools/tool.ts';
import type { Executed, ToolExecutor } from '../tools/execute.ts';
import { listMcpTools, MCP_WAIT } from './tool-list.ts';
import { assetLinkResult, errorResult, fileResult, jsonResult } from './results.ts';
import type { McpToolCall } from '../http/request-log-hooks.ts';

/** What an MCP server needs: the registry, the shared executor and who is calling. */
export interface McpServerDeps {
  tools: ReadonlyMap<string, Tool>;
  executor: ToolExecutor;
  principal: Principal;
  version: string;
  /** Aborted when the HTTP client goes away; the request's own signal covers MCP cancellation. */
  signal?: AbortSignal;
  /** Told of every tool call once it is answered (the request log). */
  onToolCall?: (call: McpToolCall) => void;
}

/** The JSON data of a call that can only answer JSON (acknowledgements, task records, get-asset). */
function dataOf(r: Executed): unknown {
  if (r.kind !== 'json') throw new AppError('internal', `Expected a JSON answer, got a file`);
  return r.data;
}

/** Splits the MCP-only wait fields off a generation tool's arguments, checking them first so nothing is held on a bad value. */
function takeWait(args: Record<string, unknown>): { input: Record<string, unknown>; wait: boolean; timeout: number } {
  const { wait = false, waitTimeoutSeconds = MCP_WAIT.default, ...input } = args;
  if (typeof wait !== 'boolean') throw invalid('wait', 'must be a boolean');
  if (
    typeof waitTimeoutSeconds !== 'number' ||
    !Number.isInteger(waitTimeoutSeconds) ||
    waitTimeoutSeconds < 1 ||
    waitTimeoutSeconds > MCP_WAIT.max
  ) {
    throw invalid('waitTimeoutSeconds', `must be an integer from 1 to ${MCP_WAIT.max}`);
  }
  return { input, wait, timeout: waitTimeoutSeconds };
}

/**
 * A low-level MCP server over the tool registry. Every call goes through the shared
 * executor (validation, holds, idempotency) exactly like POST /api/v1/tools/:name/execute.
 */
export function createMcpServer(deps: McpServerDeps): Server {
  const server = new Server({ name: 'timbre', version: deps.version }, { capabilities: { tools: { listChanged: false } } });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listMcpTools(deps.tools.values()) }));

  server.setRequestHandler(CallToolRequestSchema, async (req, extra): Promise<CallToolResult> => {
    if (!deps.onToolCall) return callTool(req, extra);
    const started = performance.now();
    let error: AppError | null = null;
    const result = await callTool(req, extra, (err) => {
      error = err instanceof AppError ? err : new AppError('internal', 'Internal error');
    });
    const e = error as AppError | null;
    deps.onToolCall({
      tool: req.params.name,
      args: (req.params.arguments ?? {}) as Record<string, unknown>,
      result,
      status: e ? e.status : 200,
      error: e ? { code: e.code, message: e.message } : null,
      latencyMs: performance.now() - started,
    });
    return result;
  });
  return server;

  async function callTool(
    req: CallToolRequest,
    extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
    onError?: (err: unknown) => void,
  ): Promise<CallToolResult> {
    const { name } = req.params;
    const args = (req.params.arguments ?? {}) as Record<string, unknown>;
    const meta = req.params._meta as { progressToken?: string | number; idempotencyKey?: unknown } | undefined;
    const token = meta?.progressToken;
    // MCP wants progress to increase; task events can repeat a value (a status change at the same percent).
    let last = -1;
    const onProgress: ProgressReporter | undefined =
      token === undefined
        ? undefined
        : (p) => {
            if (p.progress <= last) return;
            last = p.progress;
            void extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, ...p } }).catch(() => {});
          };
    const opts = {
      principal: deps.principal,
      idempotencyKey: typeof meta?.idempotencyKey === 'string' ? meta.idempotencyKey : undefined,
      signal: deps.signal ? AbortSignal.any([extra.signal, deps.signal]) : extra.signal,
      onProgress,
    };
    try {
      const tool = deps.tools.get(name);
      if (tool?.kind === 'generation') {
        const { input, wait, timeout } = takeWait(args);
        const ack = await deps.executor.execute(name, input, opts);
        if (!wait) return jsonResult(dataOf(ack));
        onProgress?.({ progress: 0, total: 100, message: 'PENDING' });
        const taskId = (dataOf(ack) as { taskId: string }).taskId;
        const done = await deps.executor.execute(
          'wait-for-task',
          { taskId, timeoutSeconds: timeout },
          { ...opts, idempotencyKey: undefined },
        );
        return jsonResult(dataOf(done));
      }
      const result = await deps.executor.execute(name, args, opts);
      if (result.kind === 'file') {
        // The signed URL comes from get-asset itself, so its rules (ownership, lifetime) apply once.
        const link = await deps.executor.execute('get-asset', { assetId: result.assetId }, { ...opts, idempotencyKey: undefined });
        return fileResult(result, dataOf(link) as { url: string; expiresAt: string });
      }
      if (name === 'get-asset') return assetLinkResult(result.data as Parameters<typeof assetLinkResult>[0]);
      return jsonResult(result.data);
    } catch (err) {
      if (!(err instanceof AppError)) console.error(`[mcp] ${name} failed`, err);
      onError?.(err);
      return errorResult(err);
    }
  }
}
