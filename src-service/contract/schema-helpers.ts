// Building blocks of the API's schemas (TypeBox, so each shape is written once and its
// TypeScript type is derived from it with Static<>).
import { Type, type ObjectOptions, type Static, type TProperties, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** A string enum as plain JSON Schema `enum`, so a bad value gets one "must be one of" error. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  opts: { description?: string; default?: T[number] } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...opts });
}

/** `T` or `null`. */
export const Nullable = <T extends TSchema>(schema: T, opts: { description?: string } = {}) => Type.Union([schema, Type.Null()], opts);

/**
 * An object whose fields are all listed: an answer with any other field is a contract
 * breach (the contract test checks every answer against these).
 */
export const Closed = <T extends TProperties>(properties: T, opts: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...opts });

/**
 * A reference to a named schema (one with a `$id`): the document lists it once under
 * components, and the generated client gets a named type for it.
 */
export const Ref = <T extends TSchema>(schema: T, opts: { description?: string } = {}): TUnsafe<Static<T>> => {
  if (!schema.$id) throw new Error('Ref needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id, opts));
};

/** `{"data": T}`: how most answers wrap their payload. */
export const DataOf = <T extends TSchema>(schema: T, opts: ObjectOptions = {}) => Closed({ data: schema }, opts);

/** An ISO 8601 timestamp in UTC, as the service writes them (`Date.toISOString()`). */
export const Timestamp = (opts: { description?: string } = {}) => Type.String({ format: 'date-time', ...opts });

/** An id the service made (`task_…`, `asset_…`, `key_…`, `whev_…`). */
export const Id = (opts: { description?: string; examples?: string[] } = {}) => Type.String({ minLength: 1, maxLength: 100, ...opts });
