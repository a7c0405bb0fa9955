import type { SecretStore } from '../secrets/secret-store.ts';
import type { ApiKeys } from './api-keys.ts';

const SECRET_NAME = 'studio-api-key';
const STUDIO_KEY_LABEL = 'Timbre Studio';

/**
 * The studio's own API key (docs/architecture.md §5: "the desktop's own API key" lives in the OS
 * keychain). The secret is kept in the secret store, never in SQLite or the browser; a key
 * that was revoked is replaced by a new one on the next request.
 */
export function createStudioKey(deps: { apiKeys: ApiKeys; secrets: SecretStore }) {
  let pending: Promise<{ key: string; created: boolean }> | null = null;
  /** The id of the key last handed to the studio (known once the studio has asked for it). */
  let keyId: string | null = null;
  const remember = (key: string) => {
    const principal = deps.apiKeys.authenticate(key);
    keyId = principal?.kind === 'apiKey' ? principal.keyId : null;
  };
  const obtain = async (): Promise<{ key: string; created: boolean }> => {
    const stored = await deps.secrets.get(SECRET_NAME);
    if (stored && deps.apiKeys.authenticate(stored)) {
      remember(stored);
      return { key: stored, created: false };
    }
    const { key } = await deps.apiKeys.create({ label: STUDIO_KEY_LABEL });
    await deps.secrets.set(SECRET_NAME, key);
    remember(key);
    return { key, created: true };
  };
  return {
    /** The studio key, created on first use. Concurrent callers share one creation. */
    get(): Promise<{ key: string; created: boolean }> {
      pending ??= obtain().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Whether `id` is the studio's own key (as handed out by `get`). */
    isStudioKey: (id: string) => id === keyId,
  };
}

export type StudioKey = ReturnType<typeof createStudioKey>;
