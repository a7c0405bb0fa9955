import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { base62 } from '../core/ids.ts';

/** API keys look like `tmb_` + 43 base62 characters (≈256 bits). */
export const KEY_PREFIX = 'tmb_';

export function newApiKeySecret(): string {
  return KEY_PREFIX + base62(43);
}

/** Only this hash is stored; the secret is shown once. One-shot `hash`: this runs on every request. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** A short, non-secret label to recognise a key by: `tmb_AbC1…`. */
export function displayPrefix(secret: string): string {
  return secret.slice(0, KEY_PREFIX.length + 6);
}

/** Constant-time string comparison (lengths may differ). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** The studio's session token for this run: 256 random bits, never with an API key's prefix (keys are told apart by it). */
export function newSessionToken(): string {
  let token = randomBytes(32).toString('base64url');
  while (token.startsWith(KEY_PREFIX)) token = randomBytes(32).toString('base64url');
  return token;
}
