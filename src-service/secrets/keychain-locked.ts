import { AppError } from '../core/app-error.ts';
import { StartRefusal } from '../instance/refusal.ts';

/**
 * A locked keychain is not a missing one. libsecret reads from a locked collection answer
 * "not found" (null) without an error, and only writes fail ("Cannot create an item in a
 * locked collection"). Falling back to the file store then would hide the secrets already in
 * the keychain (provider keys, the studio's key, the signed-URL key) and fork them into a
 * second store, so a locked keychain stops the start, and, while serving, the one request
 * that needed a secret, each time with what to do.
 */
export const isLockedKeychainError = (err: unknown): boolean => /\blocked\b/i.test((err as Error)?.message ?? '');

const UNLOCK_ADVICE =
  'Unlock it (log in to the desktop session, or unlock the "Login" keyring in Passwords and Keys), ' +
  'or start Timbre with TIMBRE_SECRET_STORE=file to keep its secrets in a 0600 file in the data folder instead';

/** At start-up: the keychain answers but is locked. */
export class KeychainLockedRefusal extends StartRefusal {
  constructor(detail: string) {
    super(
      `the OS keychain that keeps Timbre's secrets is locked (${detail}), so Timbre did not start: ` +
        `it would not find the provider keys and signing keys kept there.\n  ${UNLOCK_ADVICE}.`,
    );
  }
}

/** While serving: a secret was needed and the keychain has been locked since the start. */
export function keychainLockedError(): AppError {
  return new AppError(
    'unavailable',
    `The OS keychain that keeps Timbre's secrets is locked, so nothing was changed. ${UNLOCK_ADVICE}, then try again.`,
  );
}
