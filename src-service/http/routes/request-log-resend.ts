import { performance } from 'node:perf_hooks';
import { AppError } from '../../core/app-error.ts';
import type { ApiKeys } from '../../auth/api-keys.ts';
import type { Principal } from '../../auth/principal.ts';
import type { ToolExecutor } from '../../tools/execute.ts';
import type { ResendResult } from '../../contract/request-log.ts';
import { keepJson, keepRequestBody, REDACTED } from '../../request-log/capture.ts';
import type { RequestLog } from '../../request-log/request-log.ts';

/** MCP-only fields of a generation call (mcp-server.ts takeWait): not part of the tool's input. */
const MCP_ONLY = ['wait', 'waitTimeoutSeconds'];

/**
 * Runs a logged tool call again, as the key that made it, through the same tool executor as
 * REST and MCP (validation, holds, a new task), and logs the new call with `resentFrom`.
 * Only calls whose request body was captured whole can be re-sent: a truncated or redacted
 * body is not what the app sent.
 */
export async function resend(deps: { log: RequestLog; apiKeys: ApiKeys; executor: ToolExecutor }, id: number): Promise<ResendResult> {
  const { entry, bodies } = deps.log.get({ kind: 'session' }, id);
  if (!entry.tool)
    throw new AppError('conflict', `Entry ${id} is not a tool call (${entry.method} ${entry.route}); only tool calls can be re-sent`);
  if (!bodies?.request) {
    throw new AppError(
      'conflict',
      `Entry ${id} has no captured request body: turn body capture on for key ${entry.apiKeyId} (PATCH /api/v1/api-keys/{id} {"captureBodies": true}) and make the call again`,
    );
  }
  if (bodies.requestTruncated)
    throw new AppError('conflict', `Entry ${id}'s request body was truncated when it was captured; it cannot be re-sent`);
  if (bodies.request.includes(REDACTED)) {
    throw new AppError('conflict', `Entry ${id}'s request body had a secret redacted when it was captured; it cannot be re-sent`);
  }
  if (!entry.apiKeyId) throw new AppError('conflict', `Entry ${id} was not made with an API key`);
  const key = deps.apiKeys.get(entry.apiKeyId);
  if (key.revokedAt) throw new AppError('conflict', `API key ${key.id} was revoked; its calls cannot be re-sent`);
  const principal: Principal = { kind: 'apiKey', keyId: key.id, label: key.label, ...(key.captureBodies ? { captureBodies: true } : {}) };

  const input = JSON.parse(bodies.request) as Record<string, unknown>;
  if (entry.transport === 'mcp') for (const f of MCP_ONLY) delete input[f];
  const started = performance.now();
  let status = 200;
  let error: AppError | null = null;
  let result: unknown = null;
  try {
    const r = await deps.executor.execute(entry.tool, input, { principal, signal: new AbortController().signal });
    result =
      r.kind === 'json'
        ? r.data
        : {
            assetId: r.assetId,
            fileName: r.fileName,
            mimeType: r.mimeType,
            bytes: r.bytes,
            note: 'A file: download it with download-asset.',
          };
  } catch (err) {
    error = err instanceof AppError ? err : new AppError('internal', 'Internal error; the service log has the details');
    status = error.status;
  }
  const answer = error ? { error: { code: error.code, message: error.message } } : { data: result };
  const text = JSON.stringify(answer);
  const taskId = (result as { taskId?: unknown } | null)?.taskId;
  const logged = deps.log.record({
    apiKeyId: key.id,
    transport: entry.transport,
    method: entry.method,
    route: entry.route,
    path: entry.path,
    tool: entry.tool,
    status,
    latencyMs: Math.round((performance.now() - started) * 10) / 10,
    errorCode: error?.code ?? null,
    errorMessage: error?.message ?? null,
    taskId: typeof taskId === 'string' ? taskId : null,
    bytesIn: Buffer.byteLength(bodies.request),
    bytesOut: Buffer.byteLength(text),
    captured: key.captureBodies,
    resentFrom: entry.id,
    bodies: key.captureBodies
      ? (() => {
          const req = keepRequestBody(input, 'application/json');
          const res = keepJson(answer);
          return { request: req.text, requestTruncated: req.truncated, response: res.text, responseTruncated: res.truncated };
        })()
      : null,
  });
  const { bodies: _kept, ...listed } = logged;
  return { entry: listed, result: error ? null : result };
}
