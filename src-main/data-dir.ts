// Where the service keeps its data and which port it listens on, decided from the
// command line, then the environment, then the defaults (docs/architecture.md §6).
import { resolve } from 'node:path';

/** Inputs of {@link chooseDataDir}. */
export interface DataDirInputs {
  /** Command-line arguments (process.argv, or the part after the script). */
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** Fallback: Electron's userData, or the service's headless default without Electron. */
  userDataDir: string;
  /** Base for relative paths; defaults to process.cwd(). */
  cwd?: string;
}

/** Inputs of {@link choosePort}. */
export interface PortInputs {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
}

/** `--data-dir` → `TIMBRE_DATA_DIR` → userData; always an absolute path. */
export function chooseDataDir(inputs: DataDirInputs): string {
  const cwd = inputs.cwd ?? process.cwd();
  const fromArg = readOption(inputs.argv, 'data-dir');
  if (fromArg !== undefined) {
    if (fromArg === '') throw new Error('--data-dir needs a folder path');
    return resolve(cwd, fromArg);
  }
  const fromEnv = inputs.env.TIMBRE_DATA_DIR;
  if (fromEnv) return resolve(cwd, fromEnv);
  return resolve(cwd, inputs.userDataDir);
}

/**
 * `--port` → `TIMBRE_PORT` → undefined, which the service reads as "7717, or the next
 * free one". 0 means any free port. Throws on anything that is not a port number.
 */
export function choosePort(inputs: PortInputs): number | undefined {
  const fromArg = readOption(inputs.argv, 'port');
  if (fromArg !== undefined) return parsePort(fromArg, '--port');
  const fromEnv = inputs.env.TIMBRE_PORT;
  if (fromEnv !== undefined && fromEnv !== '') return parsePort(fromEnv, 'TIMBRE_PORT');
  return undefined;
}

function parsePort(text: string, source: string): number {
  const value = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${source} must be a port number from 0 to 65535 (0 = any free port), got "${text}"`);
  }
  return value;
}

/** Value of `--name=value` or `--name value`; the last occurrence wins, like most CLIs. */
export function readOption(argv: readonly string[], name: string): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === `--${name}`) {
      const next = argv[i + 1];
      found = next !== undefined && !next.startsWith('--') ? next : '';
      if (found !== '') i++;
    } else if (arg.startsWith(`--${name}=`)) {
      found = arg.slice(name.length + 3);
    }
  }
  return found;
}
