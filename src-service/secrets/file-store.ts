import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { SecretStore } from './secret-store.ts';

/**
 * Fallback secret store: one JSON file, mode 0600, replaced atomically on every write.
 * Used only where no OS keychain answers; health and the studio say so.
 */
export function createFileSecretStore(file: string, fallbackReason: string): SecretStore {
  const read = (): Record<string, string> => {
    if (!existsSync(file)) return {};
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  };
  const write = (all: Record<string, string>) => {
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(all), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
  };
  return {
    backend: 'file',
    fallbackReason,
    async get(name) {
      return read()[name] ?? null;
    },
    async set(name, value) {
      write({ ...read(), [name]: value });
    },
    async delete(name) {
      const all = read();
      delete all[name];
      write(all);
    },
  };
}
