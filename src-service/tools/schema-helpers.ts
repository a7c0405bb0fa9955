import { Type, type TUnsafe } from '@sinclair/typebox';

/** A string enum as plain JSON Schema `enum`, so a bad value gets one "must be one of" error. */
export function StringEnum<const T extends readonly string[]>(values: T, opts: { description?: string; default?: T[number] } = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...opts });
}

/** Counts characters as people do (code points), the unit of every text limit and price. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
