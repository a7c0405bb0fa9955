import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A finished run of a Timbre entry point (the CLI or the launcher). */
export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** stdout and stderr, interleaved as they came. */
  output: string;
  pid: number;
  /** Wall time from spawn to exit. */
  ms: number;
}

const live = new Set<ChildProcess>();

/** Kills every run still going (for afterAll: a failed test must not leave a process behind). */
export function killRuns(): void {
  for (const p of live) p.kill('SIGKILL');
}

/** Starts `node <script> ...args` from the repository; `done` resolves at its end (killed after `timeoutMs`). */
export function startNode(
  script: string,
  args: string[],
  opts: { env?: Record<string, string>; timeoutMs?: number } = {},
): { proc: ChildProcess; done: Promise<CliRun> } {
  const started = performance.now();
  const proc = spawn(process.execPath, [join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(proc);
  let output = '';
  proc.stdout!.on('data', (c) => (output += c));
  proc.stderr!.on('data', (c) => (output += c));
  const timer = setTimeout(() => proc.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
  const done = new Promise<CliRun>((resolve) => {
    proc.on('close', (code, signal) => {
      clearTimeout(timer);
      live.delete(proc);
      resolve({ code, signal, output, pid: proc.pid!, ms: performance.now() - started });
    });
  });
  return { proc, done };
}

/** Runs `node <script> ...args` from the repository to its end. */
export function runNode(script: string, args: string[], opts: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<CliRun> {
  return startNode(script, args, opts).done;
}

/** `node src-service/cli.ts <args>` to its end. */
export function runCli(args: string[], opts: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<CliRun> {
  return runNode('src-service/cli.ts', args, opts);
}

/** Lines of a stack trace ("    at fn (file:1:2)"), which no message to a user should carry. */
export function stackLines(output: string): string[] {
  return output.split('\n').filter((l) => /^\s+at\s/.test(l));
}

/** The ledger and task invariants, read straight from a (stopped) service's database. */
export function ledgerState(dbFile: string): {
  unfinished: string[];
  held: number;
  balance: number;
  grants: number;
  captures: number;
  tasks: number;
} {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    const sum = (kind: string) =>
      (db.prepare('SELECT SUM(amount) AS n FROM ledger WHERE kind = ?').get(kind) as { n: number | null }).n ?? 0;
    const account = one<{ balance: number; held: number }>('SELECT balance, held FROM account');
    const unfinished = db
      .prepare("SELECT id FROM tasks WHERE status NOT IN ('COMPLETED', 'FAILED', 'CANCELLED')")
      .pluck()
      .all() as string[];
    const tasks = one<{ n: number }>('SELECT COUNT(*) AS n FROM tasks').n;
    return { unfinished, held: account.held, balance: account.balance, grants: sum('grant'), captures: sum('capture'), tasks };
  } finally {
    db.close();
  }
}
