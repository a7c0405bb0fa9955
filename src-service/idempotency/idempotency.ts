import { createHash, type Hash } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { AppError, invalid } from '../core/app-error.ts';
import type { IdempotencyRepo } from './idempotency-repo.ts';

/** Replays are kept for 24 hours. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** An idempotent request in progress: complete it with the answer, or release it on failure. */
export interface IdempotencyClaim<Body = unknown> {
  complete(statusCode: number, body: Body): void;
  release(): void;
}

/**
 * The outcome of presenting an Idempotency-Key: a replay of the first answer, or a claim.
 * `Body` is the answer its caller records (the tools: `{ data }`).
 */
export type IdempotencyOutcome<Body = unknown> = { replay: { statusCode: number; body: Body } } | { claim: IdempotencyClaim<Body> };

/**
 * Stable hash of a request: the same tool and JSON body (key order aside) hash the same. The
 * canonical JSON text is fed to the hash piece by piece rather than built first, so a large
 * body (upload-asset's base64) is not copied once more.
 */
export function requestHash(tool: string, body: unknown): string {
  const hash = createHash('sha256').update(tool).update('\n');
  hashCanonicalJson(hash, body);
  return hash.digest('hex');
}

function hashCanonicalJson(hash: Hash, v: unknown): void {
  if (Array.isArray(v)) {
    hash.update('[');
    v.forEach((item, i) => {
      if (i > 0) hash.update(',');
      hashCanonicalJson(hash, item);
    });
    hash.update(']');
  } else if (v && typeof v === 'object') {
    hash.update('{');
    Object.keys(v)
      .sort()
      .forEach((k, i) => {
        hash.update(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`);
        hashCanonicalJson(hash, (v as Record<string, unknown>)[k]);
      });
    hash.update('}');
  } else if (typeof v === 'string' && !NEEDS_ESCAPE.test(v)) {
    // The same bytes JSON.stringify would give, without copying a long string (base64) first.
    hash.update('"').update(v).update('"');
  } else {
    hash.update(JSON.stringify(v) ?? 'null');
  }
}

/** Characters JSON.stringify escapes in a string (quotes, backslash, controls, surrogates). */
// eslint-disable-next-line no-control-regex -- control characters are among what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * Idempotency-Key handling (docs/architecture.md §5): same key and body within 24 h replays the
 * first answer without a second hold; a different body → 422; still in flight → 409.
 * Only successful answers are kept, so a caller can fix a rejected body and retry.
 */
export function createIdempotency(db: Db, repo: IdempotencyRepo, now: () => Date) {
  return {
    begin<Body = unknown>(keyId: string, key: string, tool: string, body: unknown): IdempotencyOutcome<Body> {
      if (key.length === 0 || key.length > 255) throw invalid('Idempotency-Key', 'must be 1 to 255 characters');
      const hash = requestHash(tool, body);
      return db.transaction((): IdempotencyOutcome<Body> => {
        const existing = repo.get(keyId, key);
        if (existing && Date.parse(existing.created_at) < now().getTime() - IDEMPOTENCY_TTL_MS) {
          repo.remove(keyId, key);
        } else if (existing) {
          if (existing.request_hash !== hash) {
            throw new AppError(
              'idempotency_mismatch',
              'This Idempotency-Key was already used with a different request body or tool; use a new key for a new request.',
            );
          }
          if (existing.state === 'in_flight') {
            throw new AppError('conflict', 'A request with this Idempotency-Key is still in progress; retry after it finishes.');
          }
          // The one place a recorded answer is read back. Its request hash includes the tool, so
          // it is the answer this caller's own claim completed it with: typed `Body` there.
          return { replay: { statusCode: existing.status_code ?? 200, body: JSON.parse(existing.response ?? 'null') as Body } };
        }
        repo.insert({ api_key_id: keyId, key, tool, request_hash: hash, created_at: now().toISOString() });
        // SQL only, and safe to run again: see the repo's complete/release.
        return {
          claim: {
            complete: (statusCode, responseBody) => repo.complete(keyId, key, statusCode, JSON.stringify(responseBody)),
            release: () => repo.release(keyId, key),
          },
        };
      })();
    },
    /** Start-up and periodic housekeeping. */
    sweep(): void {
      repo.abandonInFlight();
      repo.expireBefore(new Date(now().getTime() - IDEMPOTENCY_TTL_MS).toISOString());
    },
    expire(): void {
      repo.expireBefore(new Date(now().getTime() - IDEMPOTENCY_TTL_MS).toISOString());
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
