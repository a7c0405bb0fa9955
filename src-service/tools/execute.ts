import type { TSchema } from '@sinclair/typebox';
import { AppError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { Idempotency, IdempotencyClaim } from '../idempotency/idempotency.ts';
import type { GenerationTool, ProgressReporter, Tool, ToolResult } from './tool.ts';
import type { ToolDeps } from './deps.ts';
import { compileValidator } from './validate.ts';

/** How a caller (HTTP route or MCP server) reaches a tool. */
export interface ExecuteOptions {
  principal: Principal;
  idempotencyKey?: string;
  signal: AbortSignal;
  onProgress?: ProgressReporter;
}

/** The answer of a tool call, with `replayed` when an Idempotency-Key replayed it. */
export type Executed = ToolResult & { replayed?: boolean };

/**
 * The one code path of every tool call, whatever the transport: schema validation,
 * tool validation and pricing, idempotency, then the handler or the task submission.
 */
export function createToolExecutor(deps: { tools: ReadonlyMap<string, Tool>; toolDeps: () => ToolDeps; idempotency: Idempotency }) {
  const validators = new Map<string, (input: unknown) => unknown>();
  const validatorOf = (tool: Tool) => {
    let v = validators.get(tool.name);
    if (!v) {
      v = compileValidator(tool.input as TSchema);
      validators.set(tool.name, v);
    }
    return v;
  };

  return {
    async execute(name: string, body: unknown, opts: ExecuteOptions): Promise<Executed> {
      const tool = deps.tools.get(name);
      if (!tool) throw new AppError('not_found', `No tool named ${name}; GET /api/v1/openapi.json lists them`, { tool: name });
      // Validation fills defaults in place; with an Idempotency-Key the body as sent is hashed,
      // so only then is it copied first.
      const original = body ?? {};
      const input = validatorOf(tool)(opts.idempotencyKey !== undefined ? structuredClone(original) : original);
      const ctx = { principal: opts.principal, deps: deps.toolDeps(), signal: opts.signal, onProgress: opts.onProgress };

      let claim: IdempotencyClaim | undefined;
      if (opts.idempotencyKey !== undefined && opts.principal.kind === 'apiKey') {
        const outcome = deps.idempotency.begin(opts.principal.keyId, opts.idempotencyKey, name, original);
        if ('replay' in outcome) return { kind: 'json', data: (outcome.replay.body as { data: unknown }).data, replayed: true };
        claim = outcome.claim;
      }
      try {
        if (tool.kind === 'generation') {
          const plan = await (tool as GenerationTool).plan(input as never, ctx);
          const ack = await ctx.deps.tasks.submit(tool.name, plan, opts.principal, (a) => claim?.complete(200, { data: a }), input);
          return { kind: 'json', data: ack };
        }
        const result = await tool.handle(input as never, ctx);
        if (claim) {
          // Files are not replayable answers; the request is simply safe to repeat.
          if (result.kind === 'json') claim.complete(200, { data: result.data });
          else claim.release();
        }
        return result;
      } catch (err) {
        claim?.release();
        throw err;
      }
    },
  };
}

export type ToolExecutor = ReturnType<typeof createToolExecutor>;
