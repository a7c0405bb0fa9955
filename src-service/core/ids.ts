import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// Random bytes are drawn from the OS in 4 KiB batches: ids are made on every submission,
// and one syscall per id showed in the submit path's profile.
const pool = Buffer.alloc(4096);
let offset = pool.length;

function randomByte(): number {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  return pool[offset++];
}

/** Random base62 string; rejection sampling (bytes ≥ 248 are skipped) keeps it unbiased. */
export function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    if (b < 248) out += ALPHABET[b % 62];
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
