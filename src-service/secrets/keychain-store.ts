import { createRequire } from 'node:module';
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
export async function openKeychainStore(namespace: string): Promise<SecretStore | { unavailable: string }> {
  let keytar: Keytar;
  try {
    keytar = createRequire(import.meta.url)('keytar') as Keytar;
  } catch {
    return { unavailable: 'keytar is not installed (it needs libsecret-1-dev at install time)' };
  }
  const account = (name: string) => `${namespace}:${name}`;
  try {
    // A write, not a read: a locked or missing collection only fails on write.
    await keytar.setPassword(SERVICE, account('probe'), 'ok');
    await keytar.deletePassword(SERVICE, account('probe'));
  } catch (err) {
    return { unavailable: `no OS keychain answered (${(err as Error).message})` };
  }
  return {
    backend: 'keychain',
    get: (name) => keytar.getPassword(SERVICE, account(name)),
    set: (name, value) => keytar.setPassword(SERVICE, account(name), value),
    async delete(name) {
      await keytar.deletePassword(SERVICE, account(name));
    },
  };
}
