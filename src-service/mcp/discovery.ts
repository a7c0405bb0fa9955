import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from '../config/service-config.ts';

/** Where the stdio proxy sends its calls, or why it cannot. */
export type Target = { url: string; from: string } | { problem: string };

/** `--data-dir <dir>` or `--data-dir=<dir>`, then TIMBRE_DATA_DIR, then the platform default. */
function dataDirFrom(argv: string[], env: NodeJS.ProcessEnv): string {
  const i = argv.findIndex((a) => a === '--data-dir' || a.startsWith('--data-dir='));
  if (i >= 0) {
    const v = argv[i].includes('=') ? argv[i].slice('--data-dir='.length) : argv[i + 1];
    if (v) return v;
  }
  return env.TIMBRE_DATA_DIR ?? defaultDataDir(env);
}

function mcpUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/mcp') ? trimmed : `${trimmed}/mcp`;
}

function alive(pid: unknown): boolean {
  if (typeof pid !== 'number') return true; // no pid to check: let the connection attempt decide
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Finds the running service: TIMBRE_URL wins; otherwise the discovery file the service
 * writes at start (`<dataDir>/service.json`). Read on every connection attempt, so a
 * service started (or restarted on another port) after the client is picked up.
 */
export function resolveTarget(argv: string[], env: NodeJS.ProcessEnv): Target {
  if (env.TIMBRE_URL) return { url: mcpUrl(env.TIMBRE_URL), from: 'TIMBRE_URL' };
  const file = join(dataDirFrom(argv, env), 'service.json');
  const start =
    'Start the Timbre app (or `npm run serve`), or set TIMBRE_URL to the address of a running service (e.g. http://127.0.0.1:PORT).';
  let info: { url?: unknown; pid?: unknown };
  try {
    info = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : 'cannot be read';
    return {
      problem: `No running Timbre service found: the discovery file ${file} ${why}. ${start} Use --data-dir or TIMBRE_DATA_DIR if the service keeps its data elsewhere.`,
    };
  }
  if (typeof info.url !== 'string') return { problem: `The discovery file ${file} has no url. ${start}` };
  if (!alive(info.pid)) return { problem: `The Timbre service recorded in ${file} (pid ${info.pid}) is not running any more. ${start}` };
  return { url: mcpUrl(info.url), from: file };
}
