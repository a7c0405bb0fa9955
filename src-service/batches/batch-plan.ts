import { Type } from '@sinclair/typebox';
import { AppError } from '../core/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import type { TaskPlan } from '../tasks/task-plan.ts';
import { compileValidator } from '../validation/validate.ts';
import { requestHash } from '../idempotency/idempotency.ts';
import { BATCH_LIMITS } from '../contract/limits.ts';
import type { BatchProblem } from '../contract/batch.ts';
import { Closed } from '../contract/schema-helpers.ts';
import type { PlannedItem } from './batch-repo.ts';
import { slicer } from './yield.ts';

/**
 * The body's outer shape, checked at once (the items themselves are checked one by one,
 * below, so 10,000 of them never run through one validator call). Compiled on the first
 * batch, not at start: the service's first compile also compiles Ajv's meta-schema.
 */
let checkEnvelope: ((input: unknown) => { items: unknown[]; label?: string }) | undefined;

/** The body's envelope, or the 400 naming what is wrong with it. */
export function envelopeOf(body: unknown): { items: unknown[]; label: string | null } {
  checkEnvelope ??= compileValidator<{ items: unknown[]; label?: string }>(
    Closed({
      items: Type.Array(Type.Unknown(), { minItems: 1, maxItems: BATCH_LIMITS.maxItems }),
      label: Type.Optional(Type.String({ maxLength: BATCH_LIMITS.labelMax })),
    }),
  );
  const b = checkEnvelope(body);
  return { items: b.items, label: b.label ?? null };
}

/**
 * How an item is checked and priced: by its tool, exactly as a single call of it would be
 * (tools/batch-tools.ts gives the registry's tools and the executor's compiled checks).
 */
export interface PlanDeps {
  /** The generation tools' names, in the registry's order. */
  generationTools: readonly string[];
  /** The tool's schema check of an input (defaults filled in); throws its 400. */
  check(tool: string, input: unknown): unknown;
  /** The tool's own validation and pricing; throws its 400, writes nothing. */
  plan(tool: string, input: unknown, principal: Principal): Promise<TaskPlan> | TaskPlan;
}

/** Every item planned (null for a row with problems), the problems in row order, and the total of the valid rows. */
export interface BatchPlan {
  label: string | null;
  items: Array<PlannedItem | null>;
  problems: BatchProblem[];
  moreProblems: number;
  totalCredits: number;
}

const ITEM_FIELDS = new Set(['tool', 'input', 'fileName']);
// eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
const BAD_FILE_NAME = /[/\\\u0000-\u001f\u007f]|^\.{1,2}$/;

/** "text: must not be empty" → rule "must not be empty" (the field is told apart). */
const ruleOf = (message: string, field: string) => (message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

/**
 * Checks and prices every item the way a single call of its tool would (the same compiled
 * validator, the same `plan`), in slices that yield to the event loop, writing nothing.
 * `maxProblems` bounds the problems kept; the rest are counted.
 */
export async function planBatch(
  body: { items: unknown[]; label: string | null },
  principal: Principal,
  deps: PlanDeps,
  maxProblems: number,
): Promise<BatchPlan> {
  const problems: BatchProblem[] = [];
  let moreProblems = 0;
  const add = (row: number, field: string, rule: string) => {
    if (problems.length < maxProblems) problems.push({ row, field, rule, message: `row ${row}: ${field}: ${rule}` });
    else moreProblems++;
  };
  const generation = new Set(deps.generationTools);
  const items: Array<PlannedItem | null> = [];
  let totalCredits = 0;
  const slice = slicer();
  for (let i = 0; i < body.items.length; i++) {
    const pause = slice();
    if (pause) await pause;
    const row = i + 1;
    const before = problems.length + moreProblems;
    const item = body.items[i];
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      add(row, 'item', 'must be an object with tool and input');
      items.push(null);
      continue;
    }
    const { tool: name, input, fileName } = item as Record<string, unknown>;
    for (const k of Object.keys(item)) if (!ITEM_FIELDS.has(k)) add(row, k, 'is not a field of a batch item; use tool, input and fileName');
    if (fileName !== undefined) {
      if (typeof fileName !== 'string' || fileName.length === 0 || fileName.length > BATCH_LIMITS.fileNameMax)
        add(row, 'fileName', `must be a string of 1 to ${BATCH_LIMITS.fileNameMax} characters`);
      else if (BAD_FILE_NAME.test(fileName)) add(row, 'fileName', 'must not hold slashes or control characters, nor be . or ..');
    }
    const tool = typeof name === 'string' && generation.has(name) ? name : undefined;
    if (name === undefined) add(row, 'tool', 'is required');
    else if (!tool) add(row, 'tool', `must be a generation tool: ${deps.generationTools.join(', ')}`);
    if (input === undefined) add(row, 'input', 'is required');
    else if (!input || typeof input !== 'object' || Array.isArray(input)) add(row, 'input', 'must be an object');
    if (problems.length + moreProblems > before || !tool) {
      items.push(null);
      continue;
    }
    try {
      const valid = deps.check(tool, input);
      const plan = await deps.plan(tool, valid, principal);
      totalCredits += plan.credits;
      items.push({
        tool,
        fileName: typeof fileName === 'string' ? fileName : null,
        credits: plan.credits,
        taskType: plan.taskType,
        engine: plan.engine,
        lane: plan.lane,
        providerCost: plan.providerCost ?? null,
        input: plan.input,
        request: valid,
      });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      items.push(null);
      const d = (err.details ?? {}) as { field?: string; errors?: Array<{ field: string; message: string }> };
      const listed = d.errors ?? [{ field: d.field ?? '', message: err.message }];
      for (const e of listed) add(row, e.field ? `input.${e.field}` : 'input', ruleOf(e.message, e.field));
    }
  }
  return { label: body.label, items, problems, moreProblems, totalCredits };
}

/**
 * The Idempotency-Key fingerprint of a batch body: its canonical hash, computed item by item
 * in slices (hashing 10,000 items in one go would hold the event loop).
 */
export async function batchFingerprint(body: { items: unknown[]; label: string | null }): Promise<{ label: string | null; items: string }> {
  const slice = slicer();
  const parts: string[] = [];
  for (const item of body.items) {
    const pause = slice();
    if (pause) await pause;
    parts.push(requestHash('item', item));
  }
  return { label: body.label, items: requestHash('items', parts) };
}
