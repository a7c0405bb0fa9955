import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { isLockedKeychainError, keychainLockedError } from './keychain-locked.ts';
import type { SecretStore } from './secret-store.ts';

/** The part of keytar we use. */
interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

const SERVICE = 'timbre';

/**
 * Opens the OS keychain through keytar (an optional dependency). Resolves to null with
 * the reason when keytar is not installed or no Secret Service answers; keytar fails
 * fast in that case rather than hanging (recipes: "A real keychain in tests").
 * `namespace` keeps several data dirs (tests, profiles) from sharing entries.
 */
export async function openKeychainStore(namespace: string): Promise<SecretStore | { unavailable: string } | { locked: string }> {
  let keytar: Keytar;
  try {
    keytar = createRequire(import.meta.url)('keytar') as Keytar;
  } catch {
    return { unavailable: 'keytar is not installed (it needs libsecret-1-dev at install time)' };
  }
  const account = (name: string) => `${namespace}:${name}`;
  // A write, not a read: a locked or missing collection only fails on write. Each probe has an
  // item of its own, so probes that overlap never delete each other's.
  const probe = async () => {
    const item = account(`probe-${randomUUID()}`);
    await keytar.setPassword(SERVICE, item, 'ok');
    await keytar.deletePassword(SERVICE, item);
  };
  // Reads that find nothing at the same moment (settings reads every provider's key at once)
  // share one check.
  let lockCheck: Promise<void> | null = null;
  const checkNotLocked = (): Promise<void> =>
    (lockCheck ??= probe()
      .catch((err) => {
        // Only a lock matters here; any other failure leaves the read's answer as it was.
        if (isLockedKeychainError(err)) throw keychainLockedError();
      })
      .finally(() => {
        lockCheck = null;
      }));
  try {
    await probe();
  } catch (err) {
    if (isLockedKeychainError(err)) return { locked: (err as Error).message };
    return { unavailable: `no OS keychain answered (${(err as Error).message})` };
  }
  /** Runs a keychain call; a lock since the start becomes the 503 that says to unlock it. */
  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      throw isLockedKeychainError(err) ? keychainLockedError() : err;
    }
  };
  return {
    backend: 'keychain',
    async get(name) {
      const value = await guard(() => keytar.getPassword(SERVICE, account(name)));
      // A locked collection reads as "not found": a missing secret is checked with a write
      // before it is believed (rare: secrets are read once and kept).
      if (value === null) await checkNotLocked();
      return value;
    },
    set: (name, value) => guard(() => keytar.setPassword(SERVICE, account(name), value)),
    async delete(name) {
      await guard(() => keytar.deletePassword(SERVICE, account(name)));
    },
  };
}
