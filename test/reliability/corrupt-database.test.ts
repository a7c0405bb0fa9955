import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, openSync, readdirSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectWal } from '../../src-service/db/wal-check.ts';
import { api, killHard, spawnService, type ChildService } from '../helpers/child-service.ts';
import { killRuns, ledgerState, runCli, stackLines, type CliRun } from '../helpers/cli-run.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { tempDir } from '../helpers/service.ts';

/** No automatic backups here: each case makes the backups it needs, so what a restore picks is known. */
const ENV = { TIMBRE_BACKUP_INTERVAL_SECONDS: '0', TIMBRE_SANDBOX_SLOW_MS: '300' };
const children: ChildService[] = [];
const figures: { refusal?: CliRun; restore?: CliRun; walRefusal?: CliRun; walTail?: string; truncated?: CliRun; walKills?: number } = {};
afterAll(() => {
  killRuns();
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

async function start(dataDir: string): Promise<ChildService> {
  const c = await spawnService(dataDir, ENV);
  children.push(c);
  return c;
}

async function stop(c: ChildService): Promise<void> {
  const exited = new Promise((r) => c.proc.once('exit', r));
  c.proc.kill('SIGTERM');
  await exited;
}

/** A finished speech task; its one asset. */
async function speech(c: ChildService, key: string, text: string): Promise<string> {
  const sub = await api(c.url, key, '/api/v1/tools/generate-tts/execute', { text, voiceId: 'alpha-cherry' });
  const done = await api(c.url, key, '/api/v1/tools/wait-for-task/execute', { taskId: sub.body.data.taskId, timeoutSeconds: 60 });
  expect(done.body.data.status).toBe('COMPLETED');
  return done.body.data.output.assetIds[0];
}

/** Waits until no task is PENDING or PROCESSING (recovered work included). */
async function settle(c: ChildService): Promise<void> {
  for (;;) {
    const live = await Promise.all(['PENDING', 'PROCESSING'].map((s) => api(c.url, c.token, `/api/v1/tasks?status=${s}&limit=500`)));
    if (live.every((r) => r.body.data.tasks.length === 0)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function overwrite(file: string, offset: number, length: number): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(length, 0x5a), 0, length, offset);
  closeSync(fd);
}

/** Every task ended, nothing held, balance = grants − captures: read straight from the stopped service's file. */
function expectLedgerSettled(dataDir: string): ReturnType<typeof ledgerState> {
  const s = ledgerState(join(dataDir, 'timbre.db'));
  expect(s.unfinished).toEqual([]);
  expect(s.held).toBe(0);
  expect(s.balance).toBe(s.grants - s.captures);
  return s;
}

/** A refused start: exit 1 by itself, the file named, the restore command given, no stack trace. */
function expectRefusedWithRestore(run: CliRun, dataDir: string, problem: RegExp): void {
  expect(run.signal).toBeNull();
  expect(run.code).toBe(1);
  expect(run.output).toContain(`timbre: the database ${join(dataDir, 'timbre.db')} is damaged (`);
  expect(run.output).toMatch(problem);
  expect(run.output).toContain(`npm run timbre -- restore --data-dir ${dataDir}`);
  expect(run.output).toContain(`Backups are in ${join(dataDir, 'backups')}`);
  expect(stackLines(run.output)).toEqual([]);
}

describe('a broken database', () => {
  const dataDir = tempDir('timbre-corrupt-');
  let key = '';
  let older: string[] = [];
  let newer: string[] = [];

  it('(a) garbage over the first pages: refused naming the file and the restore command; the restore brings it back and keeps newer asset files safe', async () => {
    let c = await start(dataDir);
    key = (await api(c.url, c.token, '/api/v1/api-keys', { label: 'corrupt' })).body.key;
    older = [await speech(c, key, 'Kept by the backup, one.'), await speech(c, key, 'Kept by the backup, two.')];
    // A backup made while the service runs (the CLI reads beside it; no stop needed).
    const backup = await runCli(['backup', '--data-dir', dataDir]);
    expect(backup.code).toBe(0);
    expect(backup.output).toMatch(/^Backed up .* to .*backups\/timbre-\d{8}T\d{9}Z-v\d+-manual\.db/);
    newer = [await speech(c, key, 'Made after the backup.')];
    // A restore while the service runs is refused and changes nothing.
    const early = await runCli(['restore', '--data-dir', dataDir]);
    expect(early.code).toBe(1);
    expect(early.output).toContain(`in use by a running Timbre (pid ${c.proc.pid}, ${c.url}), so nothing was restored`);
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
    await stop(c);
    const assetHash = Object.fromEntries([...older, ...newer].map((id) => [id, sha(join(dataDir, 'assets', id))]));

    overwrite(join(dataDir, 'timbre.db'), 0, 8192);
    const damagedHash = sha(join(dataDir, 'timbre.db'));
    const refused = await runCli(['serve', '--data-dir', dataDir, '--port', '0']);
    expectRefusedWithRestore(refused, dataDir, /is damaged \(file is not a database\)/);
    figures.refusal = refused;

    const restore = await runCli(['restore', '--data-dir', dataDir]);
    figures.restore = restore;
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/^Restored .*timbre\.db from .*-manual\.db, made \S+ \(.*\), schema version \d+\./);
    expect(restore.output).toContain('API keys revoked since are valid again');
    const aside = readdirSync(dataDir).find((f) => /^timbre\.db\.before-restore-\d{8}T\d{9}Z$/.test(f))!;
    expect(sha(join(dataDir, aside))).toBe(damagedHash); // the damaged file is kept, not deleted
    const recoveredDir = /moved, intact, to (\S+)\./.exec(restore.output)![1];
    expect(readdirSync(recoveredDir)).toEqual(newer);
    for (const id of newer) expect(sha(join(recoveredDir, id))).toBe(assetHash[id]);

    c = await start(dataDir);
    const listed: Array<{ assetId: string; url: string }> = (await api(c.url, key, '/api/v1/assets?limit=100')).body.data.assets;
    expect(listed.map((a) => a.assetId).sort()).toEqual([...older].sort());
    for (const a of listed) {
      const res = await fetch(a.url);
      expect(res.status).toBe(200);
      expect(
        createHash('sha256')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('hex'),
      ).toBe(assetHash[a.assetId]);
    }
    expect(readdirSync(recoveredDir)).toEqual(newer); // the start-up sweep did not reach them
    await speech(c, key, 'Working again after the restore.');
    await settle(c);
    await stop(c);
    expectLedgerSettled(dataDir);
  }, 120_000);

  it('(b) a truncated timbre.db: refused the same way; restored, it works and the ledger settles', async () => {
    truncateSync(join(dataDir, 'timbre.db'), 3 * 4096);
    const refused = await runCli(['serve', '--data-dir', dataDir, '--port', '0']);
    expectRefusedWithRestore(refused, dataDir, /is damaged \(database disk image is malformed\)/);
    figures.truncated = refused;
    expect((await runCli(['restore', '--data-dir', dataDir])).code).toBe(0);
    const c = await start(dataDir);
    await speech(c, key, 'Working again after the truncation.');
    await settle(c);
    await stop(c);
    expectLedgerSettled(dataDir);
  }, 120_000);

  it('(c) a corrupt WAL after SIGKILL under load: damage amid committed frames is refused (restore works); garbage past the end is ignored and every task ends', async () => {
    const dir = tempDir('timbre-corrupt-wal-');
    let c = await start(dir);
    const k = (await api(c.url, c.token, '/api/v1/api-keys', { label: 'wal' })).body.key;
    await speech(c, k, 'Before the backup.');
    expect((await runCli(['backup', '--data-dir', dir])).code).toBe(0);
    const wal = join(dir, 'timbre.db-wal');

    // Kill under load until the log's current generation holds at least two commits (the
    // checkpointer restarts the log often, so one kill may land just after a restart).
    let kills = 0;
    for (;;) {
      if (kills > 0) c = await start(dir);
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          api(c.url, k, '/api/v1/tools/generate-tts/execute', { text: `sandbox:slow load ${kills}-${i}`, voiceId: 'alpha-ethan' }),
        ),
      );
      await speech(c, k, `Busy ${kills}.`);
      await killHard(c);
      kills++;
      if (countCommits(wal) >= 2) break;
      expect(kills).toBeLessThan(10);
    }
    const walBytes = readFileSync(wal);
    figures.walKills = kills;

    // 1. Garbage over the first frame of the current generation: later commits cannot be replayed.
    overwrite(wal, 32, 4096);
    expect(inspectWal(wal)).toMatchObject({ stopsAt: 1, badHeader: false });
    const refused = await runCli(['serve', '--data-dir', dir, '--port', '0']);
    expectRefusedWithRestore(
      refused,
      dir,
      /write-ahead log .*timbre\.db-wal is damaged at frame 1: \d+ later committed transaction\(s\) cannot be read/,
    );
    figures.walRefusal = refused;

    // 2. The same log with garbage appended past its end instead (a torn tail): SQLite replays every commit.
    const tail = tempDir('timbre-corrupt-tail-');
    appendFileSync(join(tail, 'timbre.db'), readFileSync(join(dir, 'timbre.db')));
    appendFileSync(join(tail, 'timbre.db-wal'), walBytes);
    appendFileSync(join(tail, 'timbre.db-wal'), Buffer.alloc(3 * 4120, 0x5a));
    const t = await start(tail);
    await settle(t);
    await stop(t);
    const tailState = expectLedgerSettled(tail);
    figures.walTail = `${tailState.tasks} tasks, all ended; held 0`;

    // Back to the refused folder: restore, start, every task ends and holds settle.
    const restore = await runCli(['restore', '--data-dir', dir]);
    expect(restore.code).toBe(0);
    expect(readdirSync(dir).filter((f) => /^timbre\.db\.before-restore-\d+T\d+Z-wal$/.test(f))).toHaveLength(1);
    c = await start(dir);
    await settle(c);
    await stop(c);
    expectLedgerSettled(dir);
  }, 180_000);

  afterAll(() => {
    const { refusal, restore, truncated, walRefusal, walTail } = figures;
    if (!refusal || !restore || !truncated || !walRefusal || !walTail) return;
    const ms = (r: CliRun) => `${r.ms.toFixed(0)} ms`;
    recordFaultRow('corrupt-database', {
      fault: 'a damaged timbre.db (garbage header, truncated, WAL overwritten mid-log after SIGKILL; a torn WAL tail)',
      userSees: 'exit 1 naming the file and the damage, the exact `restore` command and where the backups are; a torn tail starts normally',
      testChecks: `refused in ${Math.round(Math.min(refusal.ms, truncated.ms, walRefusal.ms))}–${Math.round(Math.max(refusal.ms, truncated.ms, walRefusal.ms))} ms, by itself, no stack trace; \`restore\` (${ms(restore)}) keeps the damaged file and moves newer asset files to recovered/; restarted, every task ends, held 0, balance = grants − captures`,
      slowestHealthMs: null,
      maxEventLoopDelayMs: null,
      note: 'refused before serving',
    });
    recordReliability(
      'corrupt-database',
      `## A broken database (\`test/reliability/corrupt-database.test.ts\`)

Real \`serve\` processes on a data folder; the database damaged on disk between runs; the documented
\`restore\` command; then the ledger invariants read straight from the file.

| Fault | What the user sees | What the test checks | Figures |
| --- | --- | --- | --- |
| garbage over the first 8 KiB of timbre.db | exit 1: "the database …/timbre.db is damaged (file is not a database)", the restore command, where the backups are | exit 1 by itself; file, command and backup folder named; no stack trace; restore keeps the damaged file (same bytes) and moves the asset files made after the backup to recovered/ (same bytes); restarted, the backup's assets download intact, a new task completes; every task ended, held 0, balance = grants − captures | refused in ${ms(refusal)} (spawn to exit); restore ${ms(restore)} |
| timbre.db truncated to 3 pages | the same, "(database disk image is malformed)" | the same refusal; restore, start, a task completes; invariants hold | refused in ${ms(truncated)} |
| WAL overwritten amid committed frames after SIGKILL under load | the same, "(its write-ahead log …-wal is damaged at frame 1: N later committed transaction(s) cannot be read)" — SQLite alone would drop them silently | refused before SQLite opens the file; restore moves the db, -wal and -shm aside; restarted, every task ends, invariants hold | refused in ${ms(walRefusal)}; ${figures.walKills} SIGKILL(s) to get a log with ≥ 2 commits |
| garbage appended past the WAL's end (a torn tail) | starts normally | every task ends, held 0, balance = grants − captures | ${walTail} |

\`\`\`
${refusal.output.trim()}

$ npm run timbre -- restore --data-dir D
${restore.output.trim()}

${walRefusal.output.trim()}
\`\`\``,
    );
  });
});

/** Commit frames of the current generation (the ones SQLite will replay). */
function countCommits(wal: string): number {
  const r = inspectWal(wal);
  if (!r) return 0;
  const buf = readFileSync(wal);
  const pageSize = buf.readUInt32BE(8);
  let commits = 0;
  for (let i = 0; i < r.replayed; i++) if (buf.readUInt32BE(32 + i * (24 + pageSize) + 4) !== 0) commits++;
  return commits;
}
