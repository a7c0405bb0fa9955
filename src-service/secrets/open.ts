import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createFileSecretStore } from './file-store.ts';
import { KeychainLockedRefusal } from './keychain-locked.ts';
import { openKeychainStore } from './keychain-store.ts';
import type { SecretStore } from './secret-store.ts';

/**
 * The keychain when one answers, else the 0600 file `<dataDir>/secrets.json`.
 * `prefer: 'file'` skips the keychain (an explicit setting, e.g. portable installs). A keychain
 * that answers but is locked refuses the start (KeychainLockedRefusal): see keychain-locked.ts.
 */
export async function openSecretStore(dataDir: string, prefer: 'keychain' | 'file' = 'keychain'): Promise<SecretStore> {
  const file = join(dataDir, 'secrets.json');
  if (prefer === 'file') return createFileSecretStore(file, 'the file store was chosen in settings');
  const namespace = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  const keychain = await openKeychainStore(namespace);
  if ('locked' in keychain) throw new KeychainLockedRefusal(keychain.locked);
  if ('unavailable' in keychain) return createFileSecretStore(file, keychain.unavailable);
  return keychain;
}
