/**
 * Backups, restore and the start-up checks on a database with 10^5 tasks (and 10^4 assets),
 * each beside its baseline in the same run, best of ROUNDS:
 * - the service's backup (VACUUM INTO + quick_check of the copy + fsync + rename) beside a
 *   plain file copy of the same (checkpointed) file;
 * - the event loop while a scheduled backup runs in its worker thread and the main thread
 *   keeps writing, beside the same writes with no backup; and beside better-sqlite3's
 *   page-stepped `db.backup()` and a `VACUUM INTO` on the main thread;
 * - `PRAGMA quick_check` (run at start after an unclean stop);
 * - `restore` (verify the backup, copy, fsync, swap, scan the asset folder);
 * - a second `serve` on a held folder, spawn to exit, beside `node -e ""`.
 * Run: node bench/backup.ts   (or: node bench/run.ts backup)
 * Env: BENCH_BACKUP_TASKS (default 100000), BENCH_BACKUP_ROUNDS (5).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startService } from '../src-service/index.ts';
import { writeBackup, listBackups } from '../src-service/db/backup.ts';
import { startBackupSchedule } from '../src-service/db/backup-schedule.ts';
import { quickCheckProblem } from '../src-service/db/quick-check.ts';
import { openDatabase } from '../src-service/db/open.ts';
import { startCheckpointer } from '../src-service/db/checkpointer.ts';
import { restoreDatabase } from '../src-service/db/restore.ts';
import { claimDataDir } from '../src-service/instance/claim.ts';
import { prefill } from './lib/history.ts';
import { call } from './lib/http.ts';
import { machineLine, writeSection } from './lib/report.ts';
import { sized } from './lib/smoke.ts';
import { f, loadAverage, median } from './lib/stats.ts';

const TASKS = Number(process.env.BENCH_BACKUP_TASKS ?? sized(100_000, 2000));
const ROUNDS = Number(process.env.BENCH_BACKUP_ROUNDS ?? sized(5, 1));
const TICK_MS = 2;
const root = mkdtempSync(join(tmpdir(), 'timbre-bench-backup-'));
const dataDir = join(root, 'data');
const file = join(dataDir, 'timbre.db');
const backups = join(root, 'backups');

const best = async (fn: () => unknown | Promise<unknown>): Promise<number> => {
  let min = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await fn();
    min = Math.min(min, performance.now() - t);
  }
  return min;
};

/**
 * Runs `fn` while the main thread commits one small transaction every 2 ms through `db` (a busy
 * service's write rate); answers the longest delay of that timer past its 2 ms, i.e. the longest
 * the event loop was held.
 */
interface Stall {
  ms: number;
  maxDelay: number;
  writes: number;
}
async function stallDuring(fn: () => Promise<unknown>, db: Database.Database): Promise<Stall> {
  const insert = db.prepare(
    "INSERT INTO settings (key, value, updated_at) VALUES (?, 'x', 'now') ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  );
  let writes = 0;
  let last = performance.now();
  let maxDelay = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxDelay = Math.max(maxDelay, now - last - TICK_MS);
    last = now;
    insert.run(`bench-${writes++ % 100}`);
  }, TICK_MS);
  const t = performance.now();
  await fn();
  const ms = performance.now() - t;
  await new Promise((r) => setTimeout(r, 20)); // a tick held back by a synchronous fn fires (and is measured) here
  clearInterval(timer);
  return { ms, maxDelay, writes };
}

// A service's database with a key, then the history written while it is stopped.
{
  const s = await startService({ dataDir, port: 0, concurrency: 0, logLevel: 'warn', backupIntervalSeconds: 0 });
  const created = await call<{ apiKey: { id: string } }>(`${s.url}/api/v1/api-keys`, { token: s.sessionToken, body: { label: 'bench' } });
  const keyId = created.apiKey.id;
  await s.close();
  prefill(file, keyId, TASKS, Math.min(10_000, TASKS));
}
const mib = statSync(file).size / 2 ** 20;
mkdirSync(backups);
// Asset files for the restore's scan: 1,000 of the rows' files (1 KiB each) and 100 the backup does not know.
{
  const db = new Database(file, { readonly: true });
  const ids = db.prepare('SELECT id FROM assets LIMIT 1000').pluck().all() as string[];
  db.close();
  mkdirSync(join(dataDir, 'assets'), { recursive: true });
  for (const id of ids) writeFileSync(join(dataDir, 'assets', id), Buffer.alloc(1024));
  for (let i = 0; i < 100; i++) writeFileSync(join(dataDir, 'assets', `asset_newer${i}`), Buffer.alloc(1024));
}

const copyMs = await best(() => copyFileSync(file, join(root, 'copy.db')));
const source = new Database(file, { readonly: true });
const backupMs = await best(() => writeBackup(source, backups, 'manual', 1));
source.close();
const quickCheckMs = await best(() => {
  const db = new Database(file, { readonly: true });
  if (quickCheckProblem(db)) throw new Error('quick_check failed');
  db.close();
});

// The event loop: a scheduled backup (worker); writes alone; db.backup(); VACUUM INTO on the main thread.
// The service's connection settings, and its checkpointer (WAL checkpoints on a worker thread).
// Interleaved rounds, so each mode meets the same machine; a round of plain writes (as long as
// the backup took) is the baseline of what the machine's own noise costs.
const live = openDatabase(file);
const checkpointer = startCheckpointer(live);
const runs = { idle: [] as Stall[], worker: [] as Stall[], stepped: [] as Stall[], vacuumMain: [] as Stall[] };
for (let i = 0; i < ROUNDS; i++) {
  const schedule = startBackupSchedule({
    file,
    dir: backups,
    intervalSeconds: 0,
    keep: 1,
    existedBefore: true,
    onError: (e) => {
      throw e;
    },
  });
  runs.worker.push(await stallDuring(() => schedule.runNow(), live));
  await schedule.stop();
  if (schedule.status().lastError) throw new Error(schedule.status().lastError!.message);
  runs.idle.push(await stallDuring(() => new Promise((r) => setTimeout(r, runs.worker[i].ms)), live));
  rmSync(join(root, 'stepped.db'), { force: true });
  runs.stepped.push(await stallDuring(() => live.backup(join(root, 'stepped.db')), live));
  rmSync(join(root, 'vacuum.db'), { force: true });
  runs.vacuumMain.push(await stallDuring(async () => live.prepare('VACUUM INTO ?').run(join(root, 'vacuum.db')), live));
}
await checkpointer.stop();
live.close();
/** Median duration and median (and worst) longest stall over the rounds. */
const summary = (r: Stall[]) => ({
  ms: median(r.map((x) => x.ms)),
  stall: median(r.map((x) => x.maxDelay)),
  worst: Math.max(...r.map((x) => x.maxDelay)),
});
const [idle, worker, stepped, vacuumMain] = [runs.idle, runs.worker, runs.stepped, runs.vacuumMain].map(summary);

// Restore: the newest backup over the live file (the folder claimed, as the CLI does).
const restoreMs = await best(() => {
  const claim = claimDataDir(dataDir, { command: 'restore', version: 'bench' });
  try {
    restoreDatabase(dataDir, { from: listBackups(backups)[0].file });
  } finally {
    claim.release({ clean: true });
  }
});

// A second `serve` on a held folder: spawn to exit, beside bare Node start-up.
const holder = claimDataDir(dataDir, { command: 'serve', version: 'bench' });
const cli = join(import.meta.dirname, '..', 'src-service', 'cli.ts');
const secondMs = await best(() => {
  const r = spawnSync(process.execPath, [cli, 'serve', '--data-dir', dataDir, '--port', '0'], { encoding: 'utf8' });
  if (r.status === 0) throw new Error('the second serve started');
  // Timed only when it stops for the reason measured: the folder is held (not, say, a crash on start).
  if (!/is in use by/.test(r.stderr + r.stdout)) throw new Error(`the second serve exited ${r.status} for another reason:\n${r.stderr}`);
});
holder.release({ clean: true });
const nodeMs = await best(() => execFileSync(process.execPath, ['-e', '']));
rmSync(root, { recursive: true, force: true });

const md = `## Backups, restore and a second instance (database with ${TASKS.toLocaleString('en')} tasks, ${f(mib)} MiB)

${machineLine()}; load ${loadAverage()}. Times: best of ${ROUNDS} (the backup modes: median); event-loop stalls: median (and worst) of ${ROUNDS} interleaved rounds. Reproduce: \`node bench/backup.ts\` (or \`node bench/run.ts backup\`).

| Operation | Time | Baseline (same run) | Longest event-loop stall (main thread committing every 2 ms) |
| --- | --- | --- | --- |
| backup: VACUUM INTO + quick_check + fsync + rename | ${f(backupMs, 0)} ms | plain file copy: ${f(copyMs, 0)} ms | — (the CLI; the service runs it in a worker, below) |
| scheduled backup in the worker thread | ${f(worker.ms, 0)} ms | the same writes alone, as long: ${f(idle.stall)} ms (worst ${f(idle.worst)}) | **${f(worker.stall)} ms** (worst ${f(worker.worst)}) |
| better-sqlite3 \`db.backup()\` (page-stepped, main thread) | ${f(stepped.ms, 0)} ms | — | ${f(stepped.stall)} ms (worst ${f(stepped.worst)}) |
| \`VACUUM INTO\` on the main thread | ${f(vacuumMain.ms, 0)} ms | — | ${f(vacuumMain.stall)} ms (worst ${f(vacuumMain.worst)}) |
| \`PRAGMA quick_check\` (start after an unclean stop) | ${f(quickCheckMs, 0)} ms | — | at start, before listening |
| restore (verify backup, copy, fsync, swap, scan assets) | ${f(restoreMs, 0)} ms | plain file copy: ${f(copyMs, 0)} ms | — (no service runs) |
| a second \`serve\` on a held folder, spawn to exit | ${f(secondMs, 0)} ms | \`node -e ""\`: ${f(nodeMs, 0)} ms | — |

The scheduled backup copies with \`VACUUM INTO\` (one read transaction, so the service's writes never restart
it) and checks the copy with \`quick_check\`, both on a worker thread's own connection: the service's event
loop only pays for its own writes, plus what sharing the CPU with the worker costs on a small machine (compare
with the writes-alone baseline). better-sqlite3's \`db.backup()\` steps 100 pages at a time on the main thread;
idle that stalls little, but with the service writing during it its stalls grow (column above), its check of
the copy would still be a main-thread \`quick_check\`, and driven from another connection it restarts on every
write. \`VACUUM INTO\` on the main thread holds the loop for the whole copy.`;
console.log(md);
writeSection('backup', md);
