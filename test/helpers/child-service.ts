import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The real service as a child process (the `serve` command), for crash tests. */
export interface ChildService {
  url: string;
  token: string;
  proc: ChildProcess;
  output: () => string;
}

/**
 * `script`: the CLI to run, from the repository root (the sources by default; dist/cli.js is the bundle).
 * `startMs`: how long a start may take. Generous: with the rest of the suite running beside it on
 * two cores, loading the service's modules has taken over 20 s.
 */
export async function spawnService(
  dataDir: string,
  env: Record<string, string> = {},
  startMs = 60_000,
  script = 'src-service/cli.ts',
): Promise<ChildService> {
  const proc = spawn(process.execPath, [join(ROOT, script), 'serve', '--data-dir', dataDir, '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c) => (out += c));
  proc.stderr!.on('data', (c) => (out += c));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start within ${startMs / 1000} s:\n${out}`)), startMs);
    const check = () => {
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout!.on('data', check);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}:\n${out}`));
    });
  });
  return { url, token: readFileSync(join(dataDir, 'session-token'), 'utf8'), proc, output: () => out };
}

export async function api(base: string, token: string, path: string, json?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(base + path, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export function killHard(child: ChildService): Promise<void> {
  return new Promise((resolve) => {
    child.proc.once('exit', () => resolve());
    child.proc.kill('SIGKILL');
  });
}
