import type { TSchema } from '@sinclair/typebox';
import { AppError } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import type { Idempotency, IdempotencyClaim } from '../idempotency/idempotency.ts';
import type { ProgressReporter, Tool, ToolResult } from './tool.ts';
import type { ToolDeps } from './deps.ts';
import { compileValidator } from '../validation/validate.ts';
import type { CompatDialect } from '../contract/compat-speech.ts';

/** How a caller (HTTP route or MCP server) reaches a tool. */
export interface ExecuteOptions {
  principal: Principal;
  idempotencyKey?: string;
  signal: AbortSignal;
  onProgress?: ProgressReporter;
  /** The foreign API the call came through (the compatible speech endpoints), recorded on its task. */
  via?: CompatDialect;
}

/**
 * A body that costs something to make, such as an upload the REST clone form must store to get
 * an asset id. `fingerprint` stands for the request as the client sent it (the form's fields and
 * the sample's SHA-256): it is what an Idempotency-Key is bound to. `make` runs only once the
 * key shows a new request, so a replay or a mismatch stores nothing; `undo` runs if the call
 * fails after `make`.
 */
export interface DeferredBody {
  fingerprint: unknown;
  make(): Promise<unknown>;
  undo(): void;
}

/** What an Idempotency-Key records of a tool call, and replays: its JSON answer. */
interface RecordedAnswer {
  data: unknown;
}

/** The answer of a tool call, with `replayed` when an Idempotency-Key replayed it. */
export type Executed = ToolResult & { replayed?: boolean };

/**
 * The one code path of every tool call, whatever the transport: idempotency, schema
 * validation, tool validation and pricing, then the handler or the task submission.
 */
export function createToolExecutor(deps: {
  tools: ReadonlyMap<string, Tool>;
  toolDeps: ToolDeps;
  idempotency: Idempotency;
  /** Turns a write the disk refused (the task, its hold, an idempotency record) into its 507. */
  storageFault?: (err: unknown) => AppError | null;
}) {
  const validators = new Map<string, (input: unknown) => unknown>();
  const validatorOf = (tool: Tool) => {
    let v = validators.get(tool.name);
    if (!v) {
      v = compileValidator(tool.input as TSchema);
      validators.set(tool.name, v);
    }
    return v;
  };

  const executeDeferred = async (name: string, body: DeferredBody, opts: ExecuteOptions): Promise<Executed> => {
    const tool = deps.tools.get(name);
    if (!tool) throw new AppError('not_found', `No tool named ${name}; GET /api/v1/openapi.json lists them`, { tool: name });
    // The key is checked first, against the request as sent (validation then fills defaults in
    // place): a replay answers before anything is made, validated or held.
    let claim: IdempotencyClaim<RecordedAnswer> | undefined;
    if (opts.idempotencyKey !== undefined && opts.principal.kind === 'apiKey') {
      const outcome = deps.idempotency.begin<RecordedAnswer>(opts.principal.keyId, opts.idempotencyKey, name, body.fingerprint);
      if ('replay' in outcome) return { kind: 'json', data: outcome.replay.body.data, replayed: true };
      claim = outcome.claim;
    }
    let made = false;
    try {
      const raw = await body.make();
      made = true;
      const input = validatorOf(tool)(raw ?? {});
      const ctx = {
        principal: opts.principal,
        deps: deps.toolDeps,
        signal: opts.signal,
        onProgress: opts.onProgress,
        // A query tool that writes (submit-batch) records its answer in its own transaction.
        recordResult: claim ? (statusCode: number, answer: RecordedAnswer) => claim.complete(statusCode, answer) : undefined,
      };
      if (tool.kind === 'generation') {
        const plan = await tool.plan(input as never, ctx);
        const ack = await ctx.deps.tasks.submit(
          tool.name,
          plan,
          opts.principal,
          (a) => claim?.complete(200, { data: a }),
          input,
          opts.via ?? null,
        );
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
      try {
        claim?.release();
      } catch {
        // the claim expires by itself; the request's own error is what the caller needs
      }
      if (made) body.undo();
      throw deps.storageFault?.(err) ?? err;
    }
  };

  return {
    /**
     * The compiled input check of a tool (the same one its calls go through), or undefined for
     * no such tool: batches check each item's input with it.
     */
    validatorFor(name: string): ((input: unknown) => unknown) | undefined {
      const tool = deps.tools.get(name);
      return tool ? validatorOf(tool) : undefined;
    },
    execute(name: string, body: unknown, opts: ExecuteOptions): Promise<Executed> {
      return executeDeferred(name, { fingerprint: body ?? {}, make: async () => body, undo() {} }, opts);
    },
    executeDeferred,
  };
}

export type ToolExecutor = ReturnType<typeof createToolExecutor>;
