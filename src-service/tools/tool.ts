import type { Static, TSchema } from '@sinclair/typebox';
import type { ErrorCode } from '../contract/error-codes.ts';
import { TaskAck } from '../contract/task.ts';
import { Ref } from '../contract/schema-helpers.ts';
import type { Principal } from '../auth/principal.ts';
import type { TaskPlan } from '../tasks/task-plan.ts';
import type { RunResult, TaskRun } from '../tasks/task-job.ts';
import type { RunDeps, ToolDeps } from './deps.ts';

// A generation tool plans a task and runs it; both shapes belong to the task pipeline.
export type { TaskPlan } from '../tasks/task-plan.ts';
export type { RunResult } from '../tasks/task-job.ts';

/** Progress of long work, forwarded to MCP progress notifications and the event stream. */
export type ProgressReporter = (p: { progress: number; total?: number; message?: string }) => void;

/** What every tool call gets besides its input. */
export interface CallContext {
  principal: Principal;
  deps: ToolDeps;
  /** Aborted when the caller goes away. */
  signal: AbortSignal;
  onProgress?: ProgressReporter;
  /** Called inside the submission transaction, so an idempotent replay record commits with the task. */
  recordResult?: (statusCode: number, body: { data: unknown }) => void;
}

/** A tool answer: JSON data, or a file (download-asset over HTTP). */
export type ToolResult =
  { kind: 'json'; data: unknown } | { kind: 'file'; path: string; mimeType: string; bytes: number; fileName: string; assetId: string };

interface ToolBase<S extends TSchema> {
  name: string;
  /** For people and agents: what it does, its limits and its price. */
  description: string;
  input: S;
  /**
   * What it answers in `data`: the schema of its JSON, or `file` for the bytes of an asset
   * (download-asset over HTTP). Generation tools answer the acknowledgement (TaskAck).
   * HTTP serializes with it, and OpenAPI and the generated client describe it.
   */
  output: TSchema | 'file';
  /** Error codes it can answer besides the common ones (OpenAPI). */
  errors: ErrorCode[];
  /**
   * Largest JSON body it takes over HTTP, in bytes (default TOOL_BODY_LIMIT). Only a tool that
   * carries a file needs more; `/mcp` takes the largest of these.
   */
  bodyLimit?: number;
  /** What a body over the limit should do instead (a 413 says it). */
  tooLargeHint?: string;
  /** Most values a large body may hold over HTTP (route-table.ts `maxBodyValues`); submit-batch carries many. */
  maxBodyValues?: number;
}

/**
 * The body limit of a tool that declares none. The largest text field (generate-tts, 5,000
 * characters on beta voices) is about 60 KB when a client escapes every character as a
 * surrogate pair (`\ud83d\ude00`), so this fits any valid body of any other tool.
 */
export const TOOL_BODY_LIMIT = 128 * 1024;

/** A tool's body limit, its default applied. */
export function toolBodyLimit(tool: Pick<ToolBase<TSchema>, 'bodyLimit'>): number {
  return tool.bodyLimit ?? TOOL_BODY_LIMIT;
}

/** A tool that answers at once. */
export interface QueryTool<S extends TSchema = TSchema> extends ToolBase<S> {
  kind: 'query';
  handle(input: Static<S>, ctx: CallContext): Promise<ToolResult> | ToolResult;
}

/**
 * What a generation tool's `run` gets: the task's run as the runner hands it (tasks/task-job.ts)
 * with its input as the tool declared it, and, instead of the whole ToolDeps, only the services
 * a run uses.
 */
export interface RunContext<TaskInput = unknown> extends Omit<TaskRun, 'store' | 'input'> {
  input: TaskInput;
  deps: RunDeps;
}

/**
 * A tool that becomes an asynchronous task: validate, price, hold, acknowledge. `TaskInput` is
 * what its task stores: `plan` produces it and `run` receives it, so the two cannot drift apart.
 */
export interface GenerationTool<S extends TSchema = TSchema, TaskInput extends object = object> extends ToolBase<S> {
  kind: 'generation';
  /** Validation beyond the schema and pricing. Throws a 400 AppError; must not write anything. */
  plan(input: Static<S>, ctx: CallContext): Promise<TaskPlan<TaskInput>> | TaskPlan<TaskInput>;
  run(ctx: RunContext<TaskInput>): Promise<RunResult>;
}

/**
 * Any tool of the registry. A generation tool is held with its input types erased: the
 * registry, the executor and the runner pass inputs through without reading them.
 */
export type Tool = QueryTool<TSchema> | GenerationTool<TSchema, object>;

/** Keeps the schema's static type flowing into the handler of a query tool. */
export function defineQueryTool<S extends TSchema>(tool: Omit<QueryTool<S>, 'kind'>): Tool {
  return { ...tool, kind: 'query' } as unknown as Tool;
}

/** The answer of every generation tool: the acknowledgement of its task. */
const GENERATION_OUTPUT = Ref(TaskAck);

/**
 * Keeps the schema's static type flowing into `plan` of a generation tool, and its task input
 * from `plan` into `run`; its output is the acknowledgement.
 *
 * This is the one place a task input is trusted rather than checked. The registry holds tools of
 * many input types as one `Tool`, so their types are erased here; in return the runner hands a
 * tool's `run` exactly the JSON its own `plan` produced (tasks-service.ts, or a batch's
 * materializer, stores it with the task; runner.ts parses it back), so `run` may read it as
 * `TaskInput`. The request schemas check what callers send; nothing else writes a task's input.
 */
export function defineGenerationTool<S extends TSchema, TaskInput extends object>(
  tool: Omit<GenerationTool<S, TaskInput>, 'kind' | 'output'>,
): Tool {
  return { ...tool, output: GENERATION_OUTPUT, kind: 'generation' } as unknown as Tool;
}
