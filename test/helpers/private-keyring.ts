/**
 * A real gnome-keyring on a private D-Bus session bus of its own, so a test can lock it (and
 * "log in again") without touching the keyring the rest of the suite shares. The bus is a
 * `dbus-daemon --session`; the keyring daemon leaves when its bus goes away. Items persist in
 * HOME's keyring file across `relogin()`, as they do across a desktop's log-ins.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './service.ts';

export interface PrivateKeyring {
  /** Environment for a process that should use this keyring. */
  env: Record<string, string>;
  /** Locks the login collection, as a screen lock or "Lock" in Passwords and Keys does. */
  lock(): void;
  /** Stops the keyring and its bus, then starts both again unlocked with the password (a new log-in). */
  relogin(): void;
  close(): void;
}

const PASSWORD = 'private-keyring-password';

export function startPrivateKeyring(): PrivateKeyring {
  const home = tempDir('timbre-private-keyring-');
  const dataHome = join(home, '.local', 'share');
  mkdirSync(dataHome, { recursive: true });
  let busPid = 0;
  const env: Record<string, string> = { HOME: home, XDG_DATA_HOME: dataHome, DBUS_SESSION_BUS_ADDRESS: '' };
  const start = () => {
    const [address, pid] = execFileSync('dbus-daemon', ['--session', '--fork', '--print-address=1', '--print-pid=1'], { encoding: 'utf8' })
      .trim()
      .split('\n');
    env.DBUS_SESSION_BUS_ADDRESS = address!;
    busPid = Number(pid);
    const unlocked = spawnSync('gnome-keyring-daemon', ['--unlock', '--components=secrets'], {
      input: PASSWORD,
      env: { ...process.env, ...env, DISPLAY: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    if (unlocked.status !== 0) throw new Error(`gnome-keyring-daemon --unlock failed: ${unlocked.stderr}`);
  };
  const stop = () => {
    if (busPid) {
      try {
        process.kill(busPid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    busPid = 0;
  };
  start();
  return {
    env,
    lock() {
      execFileSync(
        'dbus-send',
        [
          '--session',
          '--print-reply',
          '--dest=org.freedesktop.secrets',
          '/org/freedesktop/secrets',
          'org.freedesktop.Secret.Service.Lock',
          'array:objpath:/org/freedesktop/secrets/collection/login',
        ],
        { env: { ...process.env, ...env }, stdio: 'ignore' },
      );
    },
    relogin() {
      stop();
      start();
    },
    close: stop,
  };
}
