import { Type, type TUnsafe } from '@sinclair/typebox';

/** A string enum as plain JSON Schema `enum`, so a bad value gets one "must be one of" error. */
export function StringEnum<const T extends readonly string[]>(values: T, opts: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...opts });
}
