import { randomBytes } from 'node:crypto';
import type { SecretStore } from '../secrets/secret-store.ts';
import { SECRET_PREFIX, type SigningSecrets } from './signing.ts';

/** How long a rotated-out secret keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

/** Name of a key's webhook signing secret in the secret store. */
export const webhookSecretName = (keyId: string) => `webhook-secret:${keyId}`;
/** Name of the rotated-out secret; its value is JSON `{secret, expiresAt}`. */
const previousName = (keyId: string) => `webhook-secret-previous:${keyId}`;

/** A key's secrets as stored: the current one and, after a rotation, the previous one until `expiresAt` (epoch ms). */
export interface SecretState {
  current: string;
  previous?: { secret: string; expiresAt: number };
}
type Loaded = SecretState;

/** What to sign with at `nowMs`: the previous secret too while its overlap lasts. */
export function signingAt(state: SecretState, nowMs: number): SigningSecrets {
  if (state.previous && state.previous.expiresAt > nowMs) return { current: state.current, previous: state.previous.secret };
  return { current: state.current };
}

/**
 * Webhook signing secrets of API keys, kept in the secret store (OS keychain or 0600 file)
 * and never in SQLite. Reads are cached: the dispatcher signs every delivery and a keychain
 * round trip (D-Bus) per delivery would cap throughput. This process is the only writer, so
 * updating the cache on create and rotate keeps it exact. Changes to one key run one at a
 * time, so two concurrent requests cannot both "create" a secret and show different ones.
 */
export function createWebhookSecrets(deps: { store: SecretStore; now: () => Date; overlapMs?: number }) {
  const { store, now } = deps;
  const overlapMs = deps.overlapMs ?? ROTATION_OVERLAP_MS;
  const cache = new Map<string, Promise<Loaded | null>>();
  const queues = new Map<string, Promise<unknown>>();
  // Told of every new or rotated secret: the dispatcher's thread keeps a copy of its own.
  const listeners: Array<(keyId: string) => void> = [];
  const changed = (keyId: string) => listeners.forEach((l) => l(keyId));

  const serial = <T>(keyId: string, fn: () => Promise<T>): Promise<T> => {
    const run = (queues.get(keyId) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    queues.set(keyId, tail);
    void tail.then(() => {
      if (queues.get(keyId) === tail) queues.delete(keyId);
    });
    return run;
  };

  const read = async (keyId: string): Promise<Loaded | null> => {
    const current = await store.get(webhookSecretName(keyId));
    if (!current) return null;
    const prevText = await store.get(previousName(keyId));
    if (!prevText) return { current };
    const prev = JSON.parse(prevText) as { secret: string; expiresAt: string };
    return { current, previous: { secret: prev.secret, expiresAt: Date.parse(prev.expiresAt) } };
  };

  const load = (keyId: string): Promise<Loaded | null> => {
    let p = cache.get(keyId);
    if (!p) {
      p = read(keyId);
      cache.set(keyId, p);
      // A failed read (keychain hiccup) is retried next time rather than cached.
      p.catch(() => cache.delete(keyId));
    }
    return p;
  };

  const fresh = () => SECRET_PREFIX + randomBytes(32).toString('base64');

  return {
    async has(keyId: string): Promise<boolean> {
      return (await load(keyId)) !== null;
    },

    /** The key's secret, created when it has none; `created` says whether this call made it (and so may show it). */
    ensure(keyId: string): Promise<{ secret: string; created: boolean }> {
      return serial(keyId, async () => {
        const existing = await load(keyId);
        if (existing) return { secret: existing.current, created: false };
        const secret = fresh();
        await store.set(webhookSecretName(keyId), secret);
        cache.set(keyId, Promise.resolve({ current: secret }));
        changed(keyId);
        return { secret, created: true };
      });
    },

    /**
     * A new secret; the old one keeps signing beside it for the overlap. The old one is saved
     * as "previous" before the new one replaces it, so a crash in between loses no secret.
     * Rotating again within the overlap retires the older previous secret at once.
     */
    rotate(keyId: string): Promise<{ secret: string; previousExpiresAt: string } | null> {
      return serial(keyId, async () => {
        const existing = await load(keyId);
        if (!existing) return null;
        const expiresAt = new Date(now().getTime() + overlapMs).toISOString();
        await store.set(previousName(keyId), JSON.stringify({ secret: existing.current, expiresAt }));
        const secret = fresh();
        await store.set(webhookSecretName(keyId), secret);
        cache.set(keyId, Promise.resolve({ current: secret, previous: { secret: existing.current, expiresAt: Date.parse(expiresAt) } }));
        changed(keyId);
        return { secret, previousExpiresAt: expiresAt };
      });
    },

    /** Calls `listener` with the key's id whenever its secret is created or rotated. */
    onChange(listener: (keyId: string) => void): void {
      listeners.push(listener);
    },

    /** The key's secrets with the end of the overlap, for a copy that decides {@link signingAt} itself; null when it has none. */
    async state(keyId: string): Promise<SecretState | null> {
      return (await load(keyId)) ?? null;
    },

    /** The secrets to sign with now, or null when the key has none. */
    async forSigning(keyId: string): Promise<SigningSecrets | null> {
      const loaded = await load(keyId);
      return loaded && signingAt(loaded, now().getTime());
    },
  };
}

export type WebhookSecrets = ReturnType<typeof createWebhookSecrets>;
