// StringEnum is declared with the contract's schemas; tools keep importing it from here.
export { StringEnum } from '../contract/shapes.ts';

/** Counts characters as people do (code points), the unit of every text limit and price. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
