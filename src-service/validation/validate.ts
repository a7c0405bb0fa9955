/**
 * The one validator of the service: tool inputs, REST bodies and settings are checked by the
 * same Ajv setup, and every refusal is the same 400 `validation_failed` whose message names the
 * field and the rule. It sits below tools, routes and settings so all of them can use it.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { AppError } from '../errors.ts';

// ajv-formats is CommonJS; under nodenext its default export is the module object.
const addFormats = ((formatsPlugin as unknown as { default?: unknown }).default ?? formatsPlugin) as (a: Ajv) => Ajv;

/** Sampling parameters the spec removed; they get their own message instead of "unknown field". */
const REMOVED_FIELDS = new Set(['temperature', 'topK', 'topP']);

/**
 * The Ajv options every validator of the service uses (all errors, so a 400 can list them;
 * strict schemas; no coercion; defaults filled in). `overrides` is for a caller that needs a
 * variant, such as query strings, whose values arrive as text and must be coerced.
 */
export function createAjv(overrides: Options = {}): Ajv {
  const instance = new Ajv({ allErrors: true, strict: true, coerceTypes: false, useDefaults: true, ...overrides });
  addFormats(instance);
  return instance;
}

const ajv = createAjv();

/** Problems listed in a 400; the rest are counted, so an answer stays small whatever the body. */
export const MAX_LISTED_ERRORS = 10;
/** Longest field name quoted in a message (a body can have a key of any length). */
const MAX_FIELD_CHARS = 100;

/**
 * Compiles a schema once; the returned function throws a 400 naming the field and rule. The
 * answer lists the first MAX_LISTED_ERRORS problems and counts the rest (`moreErrors`). ajv
 * still collects every error (allErrors), which costs time in proportion to the body; the body
 * limits of the routes keep that small (a 128 KiB object of unknown keys takes a few ms).
 */
export function compileValidator<T>(schema: TSchema): (input: unknown) => T {
  const validate: ValidateFunction = ajv.compile(schema);
  return (input: unknown): T => {
    if (input === undefined || input === null) input = {};
    if (typeof input !== 'object' || Array.isArray(input) || Buffer.isBuffer(input)) {
      throw new AppError('validation_failed', 'body: must be a JSON object', { field: 'body' });
    }
    if (validate(input)) return input as T;
    throw validationError(validate.errors ?? []);
  };
}

/**
 * The 400 for what Ajv found wrong: its message is the first problem (a removed parameter
 * first, as the likeliest fix), `details.errors` the first MAX_LISTED_ERRORS, `moreErrors`
 * the count of the rest.
 */
export function validationError(errors: readonly ErrorObject[]): AppError {
  // Removed parameters first: they are the most likely thing a caller needs to fix.
  const removed = errors.filter(isRemoved);
  const listed = [...removed, ...errors.filter((e) => !isRemoved(e))].slice(0, MAX_LISTED_ERRORS).map(describe);
  const first = listed[0] ?? { field: 'body', message: 'body: is invalid', removed: false };
  const more = errors.length - listed.length;
  return new AppError('validation_failed', first.message, {
    field: first.field,
    errors: (listed.length ? listed : [first]).map(({ field, message }) => ({ field, message })),
    ...(more > 0 ? { moreErrors: more } : {}),
  });
}

function isRemoved(e: ErrorObject): boolean {
  return e.keyword === 'additionalProperties' && REMOVED_FIELDS.has(String((e.params as Record<string, unknown>).additionalProperty));
}

interface Problem {
  field: string;
  message: string;
  removed: boolean;
}

function describe(e: ErrorObject): Problem {
  const fullPath = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const path = fullPath.length > 2 * MAX_FIELD_CHARS ? `${fullPath.slice(0, 2 * MAX_FIELD_CHARS)}…` : fullPath;
  // Odd property names (empty, spaces, dots) are quoted so the field stays unambiguous.
  const label = (name: string) => {
    const short = name.length > MAX_FIELD_CHARS ? `${name.slice(0, MAX_FIELD_CHARS)}…` : name;
    return /^[\w-]+$/.test(name) ? short : JSON.stringify(short);
  };
  const field = (name: string) => (path ? `${path}.${label(name)}` : label(name));
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      if (REMOVED_FIELDS.has(name)) {
        return {
          field: field(name),
          removed: true,
          message: `${field(name)}: is not supported; temperature, topK and topP were removed and are rejected rather than ignored`,
        };
      }
      return { field: field(name), removed: false, message: `${field(name)}: is not a field of this tool; remove it` };
    }
    case 'required':
      return { field: field(String(p.missingProperty)), removed: false, message: `${field(String(p.missingProperty))}: is required` };
    case 'maxLength':
      return { field: path, removed: false, message: `${path}: must be at most ${p.limit} characters` };
    case 'minLength':
      return {
        field: path,
        removed: false,
        message: p.limit === 1 ? `${path}: must not be empty` : `${path}: must be at least ${p.limit} characters`,
      };
    case 'maxItems':
      return { field: path, removed: false, message: `${path}: must have at most ${p.limit} items` };
    case 'minItems':
      return { field: path, removed: false, message: `${path}: must have at least ${p.limit} items` };
    case 'minimum':
      return { field: path, removed: false, message: `${path}: must be at least ${p.limit}` };
    case 'maximum':
      return { field: path, removed: false, message: `${path}: must be at most ${p.limit}` };
    case 'enum':
      return {
        field: path,
        removed: false,
        message: `${path}: must be one of ${(p.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'const':
      return { field: path, removed: false, message: `${path}: must be ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return { field: path || 'body', removed: false, message: `${path || 'body'}: must be ${article(String(p.type))}` };
    case 'format':
      return { field: path, removed: false, message: `${path}: must be a valid ${p.format}` };
    case 'pattern':
      return { field: path, removed: false, message: `${path}: has an invalid format` };
    default:
      return { field: path || 'body', removed: false, message: `${path || 'body'}: ${e.message ?? 'is invalid'}` };
  }
}

function article(type: string): string {
  if (type === 'integer') return 'an integer';
  if (type === 'object' || type === 'array') return `an ${type}`;
  return `a ${type}`;
}
