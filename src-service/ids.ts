import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 string with ~`bytes*8` bits of entropy (rejection sampling keeps it unbiased). */
export function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248) out += ALPHABET[b % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/**
 * A prefixed identifier that sorts by creation time: `task_` + 9 base36 time chars +
 * 16 random base62 chars. Sortable ids keep listings and the runner's queue in order.
 */
export function newId(prefix: string): string {
  return `${prefix}_${Date.now().toString(36).padStart(9, '0')}${base62(16)}`;
}
