import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { listBackups, pruneBackups, verifyDatabaseFile, writeBackup } from '../../src-service/db/backup.ts';
import { restoreDatabase } from '../../src-service/db/restore.ts';
import { migrations } from '../../src-service/db/migrations/index.ts';
import { openDatabase } from '../../src-service/db/open.ts';
import { tempDir } from '../helpers/service.ts';

/** A data folder with a migrated database and one asset row (with its file). */
function dataFolder(): { dir: string; db: Database.Database } {
  const dir = tempDir('timbre-backup-unit-');
  const db = openDatabase(join(dir, 'timbre.db'));
  db.prepare(
    `INSERT INTO assets (id, kind, mime_type, bytes, origin, created_at) VALUES ('asset_old', 'audio', 'audio/wav', 3, 'upload', 'now')`,
  ).run();
  mkdirSync(join(dir, 'assets', '.tmp'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'asset_old'), 'old');
  return { dir, db };
}

describe('backup files', () => {
  it('are listed newest first by the time in their name; partial and foreign files are not backups', () => {
    const { dir, db } = dataFolder();
    const backups = join(dir, 'backups');
    const a = writeBackup(db, backups, 'scheduled', 10, new Date('2026-01-01T00:00:00.000Z'));
    const b = writeBackup(db, backups, 'manual', 10, new Date('2026-01-02T00:00:00.000Z'));
    writeFileSync(join(backups, `.partial-1-${b.name}`), 'half');
    writeFileSync(join(backups, 'notes.txt'), 'mine');
    expect(listBackups(backups).map((x) => x.name)).toEqual([b.name, a.name]);
    expect(listBackups(backups)[0]).toMatchObject({
      reason: 'manual',
      schemaVersion: migrations.length,
      madeAt: new Date('2026-01-02T00:00:00.000Z'),
    });
    expect(verifyDatabaseFile(a.file)).toEqual({ ok: true, schemaVersion: migrations.length });
    db.close();
  });

  it('keep only the newest N', () => {
    const { dir, db } = dataFolder();
    const backups = join(dir, 'backups');
    for (let d = 1; d <= 5; d++) writeBackup(db, backups, 'scheduled', 3, new Date(`2026-01-0${d}T00:00:00.000Z`));
    expect(listBackups(backups).map((x) => x.madeAt.getUTCDate())).toEqual([5, 4, 3]);
    pruneBackups(backups, 1);
    expect(listBackups(backups)).toHaveLength(1);
    db.close();
  });

  it('a file that is not a sound database fails the check', () => {
    const dir = tempDir('timbre-backup-unit-');
    writeFileSync(join(dir, 'x.db'), Buffer.alloc(8192, 0x5a));
    expect(verifyDatabaseFile(join(dir, 'x.db'))).toMatchObject({ ok: false, problem: 'file is not a database' });
  });
});

describe('restoreDatabase', () => {
  it('--from a chosen file: the old database is kept aside, unknown asset files are moved to recovered/', () => {
    const { dir, db } = dataFolder();
    const made = writeBackup(db, join(dir, 'backups'), 'manual', 7);
    db.prepare(
      `INSERT INTO assets (id, kind, mime_type, bytes, origin, created_at) VALUES ('asset_new', 'audio', 'audio/wav', 3, 'upload', 'now')`,
    ).run();
    writeFileSync(join(dir, 'assets', 'asset_new'), 'new');
    db.close();
    const r = restoreDatabase(dir, { from: made.file });
    expect(r.from).toMatchObject({ file: made.file, schemaVersion: migrations.length });
    expect(r.keptAside.map((f) => f.replace(/\d{8}T\d{9}Z/, 'T'))).toEqual([join(dir, 'timbre.db.before-restore-T')]);
    expect(r.recovered.files).toBe(1);
    expect(readFileSync(join(r.recovered.dir, 'asset_new'), 'utf8')).toBe('new');
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['.tmp', 'asset_old']);
    const restored = new Database(join(dir, 'timbre.db'), { readonly: true });
    expect(restored.prepare('SELECT id FROM assets').pluck().all()).toEqual(['asset_old']);
    restored.close();
  });

  it('--empty: no database afterwards (the next start creates one); every asset file is kept in recovered/', () => {
    const { dir, db } = dataFolder();
    db.close();
    const r = restoreDatabase(dir, { empty: true });
    expect(r.from).toBeUndefined();
    expect(existsSync(join(dir, 'timbre.db'))).toBe(false);
    expect(readdirSync(r.recovered.dir)).toEqual(['asset_old']);
  });

  it('passes over backups that fail their check or come from a newer Timbre, and refuses when none is left, changing nothing', () => {
    const { dir, db } = dataFolder();
    const backups = join(dir, 'backups');
    const good = writeBackup(db, backups, 'scheduled', 7, new Date('2026-01-01T00:00:00.000Z'));
    db.close();
    const newer = writeBackup(new Database(good.file), backups, 'manual', 7, new Date('2026-01-03T00:00:00.000Z'));
    const newerDb = new Database(newer.file);
    newerDb.pragma(`user_version = ${migrations.length + 1}`);
    newerDb.close();
    writeFileSync(join(backups, `timbre-20260102T000000000Z-v${migrations.length}-manual.db`), Buffer.alloc(8192, 0x5a));
    const r = restoreDatabase(dir);
    expect(r.from?.file).toBe(good.file);
    expect(r.skipped.map((s) => s.problem)).toEqual([expect.stringMatching(/newer than this Timbre knows/), 'file is not a database']);

    const empty = tempDir('timbre-backup-unit-');
    writeFileSync(join(empty, 'timbre.db'), 'keep me');
    expect(() => restoreDatabase(empty)).toThrow(/there is no backup in .* to restore/);
    expect(readFileSync(join(empty, 'timbre.db'), 'utf8')).toBe('keep me');
  });
});
