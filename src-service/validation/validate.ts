import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { AppError } from '../core/app-error.ts';

// ajv-formats is CommonJS; under nodenext its default export is the module object.
export const addFormats = ((formatsPlugin as unknown as { default?: unknown }).default ?? formatsPlugin) as (a: Ajv) => Ajv;

/** Sampling parameters the API removed (docs/interface.md#tools); they get their own message instead of "unknown field". */
const REMOVED_FIELDS = new Set(['temperature', 'topK', 'topP']);

/**
 * The one Ajv setup of the service: tool inputs (HTTP and MCP) and every REST route's body,
 * params, query and headers are checked by it, and their errors all read the same way.
 * Bodies are JSON and are taken as they are; a query string, path or header is text, so its
 * numbers and booleans are converted (`?limit=20`).
 */
const ajvOptions = { allErrors: true, strict: true, useDefaults: true, verbose: true } as const;
const bodyAjv = addFormats(new Ajv({ ...ajvOptions, coerceTypes: false }));
const textAjv = addFormats(new Ajv({ ...ajvOptions, coerceTypes: true }));

/** Problems listed in a 400; the rest are counted, so an answer stays small whatever the body. */
export const MAX_LISTED_ERRORS = 10;
/** Longest field name quoted in a message (a body can have a key of any length). */
const MAX_FIELD_CHARS = 100;

/** What a part of a request is checked as: a JSON body, or text (query, path, headers). */
export type RequestPart = 'body' | 'text';

/** Compiles a schema with the service's Ajv; `text` converts strings to the schema's types. */
export function compileSchema(schema: TSchema | object, part: RequestPart): ValidateFunction {
  return (part === 'body' ? bodyAjv : textAjv).compile(schema);
}

/** The body is a JSON object, or the 400 that says it is not. */
export function objectBody(input: unknown): object {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input) || Buffer.isBuffer(input)) {
    throw new AppError('validation_failed', 'body: must be a JSON object', { field: 'body' });
  }
  return input;
}

/**
 * The 400 for a failed validation: its message names the first field and the rule it broke;
 * `details.errors` lists the first MAX_LISTED_ERRORS problems and `moreErrors` counts the rest.
 * ajv still collects every error (allErrors), which costs time in proportion to the body; the
 * body limits of the routes keep that small (a 128 KiB object of unknown keys takes a few ms).
 */
export function validationError(all: readonly ErrorObject[]): AppError {
  // A value outside an enum also fails its type (a repeated query parameter is an array):
  // "must be one of …" says more, so it stands alone.
  const enums = new Set(all.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  const errors = all.filter((e) => !(e.keyword === 'type' && enums.has(e.instancePath)));
  // Removed parameters first: they are the most likely thing a caller needs to fix.
  const removed = errors.filter(isRemoved);
  const listed = [...removed, ...errors.filter((e) => !isRemoved(e))].slice(0, MAX_LISTED_ERRORS).map(describe);
  const first = listed[0] ?? { field: 'body', message: 'body: is invalid' };
  const more = errors.length - listed.length;
  return new AppError('validation_failed', first.message, {
    field: first.field,
    errors: listed.map(({ field, message }) => ({ field, message })),
    ...(more > 0 ? { moreErrors: more } : {}),
  });
}

/** Compiles a body schema once; the returned function answers the body, or throws the 400. */
export function compileValidator<T>(schema: TSchema): (input: unknown) => T {
  const validate = compileSchema(schema, 'body');
  return (input: unknown): T => {
    const body = objectBody(input);
    if (validate(body)) return body as T;
    throw validationError(validate.errors ?? []);
  };
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
    case 'minProperties': {
      // A body that must set something (a PATCH): say which fields it can set.
      const fields = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return { field: path || 'body', removed: false, message: `${path || 'body'}: set at least one of ${fields.join(', ')}` };
    }
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
