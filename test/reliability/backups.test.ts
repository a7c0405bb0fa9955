import { watch, writeFileSync, readdirSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startService } from '../../src-service/index.ts';
import { listBackups, verifyDatabaseFile } from '../../src-service/db/backup.ts';
import { migrations } from '../../src-service/db/migrations/index.ts';
import { openDatabase } from '../../src-service/db/open.ts';
import { StartRefusal } from '../../src-service/instance/refusal.ts';
import { api, spawnService, type ChildService } from '../helpers/child-service.ts';
import { killRuns, runCli, startNode } from '../helpers/cli-run.ts';
import { startHealthProbe, type HealthProbeResult } from '../helpers/health-probe.ts';
import { recordFaultRow, recordReliability } from '../helpers/reliability-report.ts';
import { tempDir } from '../helpers/service.ts';

const children: ChildService[] = [];
const rows: string[] = [];
let scheduleHealth: HealthProbeResult | undefined;
afterAll(() => {
  killRuns();
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
});

async function stop(c: ChildService): Promise<void> {
  const exited = new Promise((r) => c.proc.once('exit', r));
  c.proc.kill('SIGTERM');
  await exited;
}

/** A data folder whose database an older Timbre wrote (schema `version`). */
function olderDatabase(version: number): string {
  const dir = tempDir('timbre-backups-old-');
  openDatabase(join(dir, 'timbre.db'), migrations.slice(0, version)).close();
  return dir;
}

describe('automatic backups', { timeout: 60_000 }, () => {
  it('(d) a database that needs migrating is copied first; the copy is whole, checked, and at the old version', async () => {
    const dir = olderDatabase(5);
    const s = await startService({ dataDir: dir, port: 0, backupIntervalSeconds: 0 });
    try {
      expect(s.internals.db.pragma('user_version', { simple: true })).toBe(migrations.length);
      const made = listBackups(join(dir, 'backups'));
      expect(made.map((b) => [b.reason, b.schemaVersion])).toEqual([['pre-migration', 5]]);
      expect(verifyDatabaseFile(made[0].file)).toEqual({ ok: true, schemaVersion: 5 });
      const health = (await (await fetch(`${s.url}/api/v1/health`)).json()) as { backups: unknown };
      expect(health.backups).toMatchObject({
        dir: join(dir, 'backups'),
        count: 1,
        newest: { file: made[0].file, schemaVersion: 5 },
        lastError: null,
      });
    } finally {
      await s.close();
    }
    // Already migrated: the next start copies nothing.
    const again = await startService({ dataDir: dir, port: 0, backupIntervalSeconds: 0 });
    await again.close();
    expect(listBackups(join(dir, 'backups'))).toHaveLength(1);
    rows.push(
      '| a database at schema v5 started by this Timbre (v' +
        migrations.length +
        ') | starts; `backups/timbre-<time>-v5-pre-migration.db` | one pre-migration copy, quick_check ok, still at v5; none on the next start | — |',
    );
  });

  it('(d) when that copy cannot be written, nothing is migrated and the start is refused, saying where to make room', async () => {
    const dir = olderDatabase(5);
    writeFileSync(join(dir, 'backups'), 'a file where the backup folder should be');
    const start = startService({ dataDir: dir, port: 0, backupIntervalSeconds: 0 });
    await expect(start).rejects.toBeInstanceOf(StartRefusal);
    await expect(start).rejects.toThrow(
      /could not back up the database .*timbre\.db before upgrading its schema from version 5 to \d+ .* nothing was changed/,
    );
    expect(readdirSync(dir)).not.toContain('service.json');
    const db = openDatabase(join(dir, 'timbre.db'), migrations.slice(0, 5));
    expect(db.pragma('user_version', { simple: true })).toBe(5);
    db.close();
  });

  it('(d) on schedule while the service works, keeping only the newest N; health answers throughout and reports them', async () => {
    const dir = tempDir('timbre-backups-schedule-');
    await stop(await spawnService(dir, { TIMBRE_BACKUP_INTERVAL_SECONDS: '0' })); // a database that already holds data
    const c = await spawnService(dir, { TIMBRE_BACKUP_INTERVAL_SECONDS: '1', TIMBRE_BACKUPS_KEPT: '3', TIMBRE_SANDBOX_SLOW_MS: '200' });
    children.push(c);
    const key = (await api(c.url, c.token, '/api/v1/api-keys', { label: 'schedule' })).body.key;
    const probe = startHealthProbe(() => c.url);
    const seen = new Set<string>();
    let round = 0;
    while (seen.size < 5) {
      await api(c.url, key, '/api/v1/tools/generate-tts/execute', {
        text: `sandbox:slow while backing up ${round++}`,
        voiceId: 'alpha-ethan',
      });
      const backups = (await api(c.url, c.token, '/api/v1/health')).body.backups;
      expect(backups.lastError).toBeNull();
      expect(backups.count).toBeLessThanOrEqual(3);
      if (backups.newest) seen.add(backups.newest.file);
      await new Promise((r) => setTimeout(r, 200));
    }
    const health = await probe.stop();
    scheduleHealth = health;
    await stop(c);
    expect(health.misses).toBe(0);
    const kept = listBackups(join(dir, 'backups'));
    expect(kept).toHaveLength(3);
    for (const b of kept) expect(verifyDatabaseFile(b.file)).toMatchObject({ ok: true });
    expect(readdirSync(join(dir, 'backups')).filter((f) => f.startsWith('.'))).toEqual([]);
    rows.push(
      `| every 1 s (TIMBRE_BACKUP_INTERVAL_SECONDS=1), keep 3, tasks running | health \`backups: {dir, count, newest, lastError}\` | ≥ 5 backups made, never more than 3 kept, each passes quick_check, no partial left; health answered throughout | slowest health answer ${health.maxMs} ms (p99 ${health.p99Ms} ms, ${health.samples} answers, ${health.misses} missed); largest event-loop delay ${health.maxEventLoopDelayMs ?? 'not reported'} ms |`,
    );
  }, 120_000);

  it('(d) a backup that fails is reported in health and stops nothing', async () => {
    const dir = tempDir('timbre-backups-fail-');
    await stop(await spawnService(dir, { TIMBRE_BACKUP_INTERVAL_SECONDS: '0' }));
    writeFileSync(join(dir, 'backups'), 'not a folder');
    const c = await spawnService(dir, { TIMBRE_BACKUP_INTERVAL_SECONDS: '1' });
    children.push(c);
    let backups;
    do {
      await new Promise((r) => setTimeout(r, 100));
      backups = (await api(c.url, c.token, '/api/v1/health')).body.backups;
    } while (!backups.lastError);
    expect(backups.lastError.message).toMatch(/EEXIST|ENOTDIR/);
    const key = (await api(c.url, c.token, '/api/v1/api-keys', { label: 'fail' })).body.key;
    const sub = await api(c.url, key, '/api/v1/tools/generate-tts/execute', { text: 'Still working.', voiceId: 'alpha-cherry' });
    const done = await api(c.url, key, '/api/v1/tools/wait-for-task/execute', { taskId: sub.body.data.taskId, timeoutSeconds: 60 });
    expect(done.body.data.status).toBe('COMPLETED');
    await stop(c);
    rows.push(
      `| the backup folder cannot be created | health \`backups.lastError\`: "${backups.lastError.message}" | reported; a task still completes | — |`,
    );
  }, 120_000);

  it('(e) kill -9 during a backup leaves no file that looks like a backup; the next run clears the partial', async () => {
    const dir = tempDir('timbre-backups-kill-');
    const db = openDatabase(join(dir, 'timbre.db'));
    db.exec('CREATE TABLE filler (b BLOB)');
    db.transaction(() => {
      for (let i = 0; i < 160; i++) db.prepare('INSERT INTO filler VALUES (randomblob(1048576))').run();
    })();
    db.close();
    const backupDir = join(dir, 'backups');
    mkdirSync(backupDir);
    const run = startNode('src-service/cli.ts', ['backup', '--data-dir', dir]);
    // Killed as soon as the partial copy appears, while VACUUM INTO is writing it.
    const watcher = watch(backupDir, (_event, name) => {
      if (name?.startsWith('.partial-')) run.proc.kill('SIGKILL');
    });
    const killed = await run.done;
    watcher.close();
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.output).not.toContain('Backed up');
    const left = readdirSync(backupDir);
    expect(left.every((f) => f.startsWith('.partial-'))).toBe(true);
    expect(listBackups(backupDir)).toEqual([]);
    expect((await runCli(['backups', '--data-dir', dir])).output).toContain(`No backups in ${backupDir} yet`);
    const restore = await runCli(['restore', '--data-dir', dir]);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain(`there is no backup in ${backupDir} to restore`);

    const again = await runCli(['backup', '--data-dir', dir]);
    expect(again.code).toBe(0);
    const now = readdirSync(backupDir);
    expect(now).toHaveLength(1);
    expect(now[0]).toMatch(/^timbre-\d{8}T\d{9}Z-v\d+-manual\.db$/);
    rows.push(
      `| SIGKILL of \`backup\` mid-copy (${left.length} partial file(s) left) | \`backups\`: "No backups in … yet"; \`restore\`: "there is no backup in … to restore" | no file with a backup's name; the next \`backup\` removes the partial and leaves one verified backup | the 160 MiB copy took ${again.output.match(/in ([\d.]+) s/)?.[1]} s |`,
    );

    if (scheduleHealth) {
      recordFaultRow('backups', {
        fault: 'backups every second under load; a backup folder that cannot be made; SIGKILL of `backup` mid-copy',
        userSees:
          'health `backups` (count, newest, lastError); `npm run timbre -- backups|backup|restore`; a failed backup reported, nothing stops',
        testChecks:
          "each kept backup passes quick_check, never more than the kept number, no partial left; a killed copy leaves no file with a backup's name",
        slowestHealthMs: scheduleHealth.maxMs,
        maxEventLoopDelayMs: scheduleHealth.maxEventLoopDelayMs,
      });
    }
    recordReliability(
      'backups',
      `## Backups (\`test/reliability/backups.test.ts\`)

Backups are \`VACUUM INTO\` copies written under a \`.partial-<pid>-\` name, checked with \`PRAGMA quick_check\`,
fsynced, then renamed to \`timbre-<time>-v<schema>-<reason>.db\`; scheduled ones run in a worker thread.

| Case | What the user sees | What the test checks | Figures |
| --- | --- | --- | --- |
${rows.join('\n')}`,
    );
  }, 120_000);
});
