/**
 * The storage-fault classifier and the free-space monitor, on real faults: writes into a full
 * tmpfs (ENOSPC), a read-only mount (EROFS), SQLite refusing a write (SQLITE_FULL,
 * SQLITE_READONLY), ffmpeg rendering onto a full disk. Only EIO is built by hand: no real disk
 * here can be made to fail on demand.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyStorageFault, storageAppError, storageLine } from '../../src-service/storage/faults.ts';
import { createStorageMonitor, FULL_BELOW_BYTES } from '../../src-service/storage/monitor.ts';
import { renderTextToVideo } from '../../src-service/providers/sandbox/video/text-to-video.ts';
import { AppError } from '../../src-service/core/app-error.ts';
import { fillDisk, mountTmpfs, tmpfsUnavailable, type Tmpfs } from '../helpers/tmpfs.ts';

const cannotMount = tmpfsUnavailable();
if (cannotMount) console.warn(`storage-fault tests on a real tmpfs skipped: ${cannotMount}`);

const disks: Tmpfs[] = [];
afterAll(() => {
  for (const d of disks) d.unmount();
});
const disk = (size: string): Tmpfs => {
  const d = mountTmpfs(size);
  disks.push(d);
  return d;
};
const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
};

describe('classifyStorageFault', () => {
  it('is null for what is not a storage fault: a bug, a missing file, a constraint, a 400', () => {
    expect(classifyStorageFault(new TypeError('x is undefined'))).toBeNull();
    expect(classifyStorageFault(thrown(() => rmSync('/nonexistent/timbre', { recursive: false })))).toBeNull();
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    db.exec('INSERT INTO t VALUES (1)');
    expect(classifyStorageFault(thrown(() => db.exec('INSERT INTO t VALUES (1)')))).toBeNull(); // SQLITE_CONSTRAINT_PRIMARYKEY
    expect(classifyStorageFault(new AppError('validation_failed', 'text: too long'))).toBeNull();
    expect(classifyStorageFault(null)).toBeNull();
  });

  it('SQLite: SQLITE_FULL (the database cannot grow) is full, SQLITE_READONLY is read-only', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (v BLOB)');
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true })}`);
    const full = thrown(() => db.prepare('INSERT INTO t VALUES (?)').run(Buffer.alloc(64 * 1024)));
    expect((full as { code: string }).code).toBe('SQLITE_FULL');
    expect(classifyStorageFault(full)).toBe('full');
    const file = join(tmpdirOf(), 'ro.db');
    new Database(file).exec('CREATE TABLE t (v)');
    const readonly = thrown(() => new Database(file, { readonly: true }).exec('INSERT INTO t VALUES (1)'));
    expect((readonly as { code: string }).code).toMatch(/^SQLITE_READONLY/);
    expect(classifyStorageFault(readonly)).toBe('read_only');
  });

  it('a hand-made EIO (no disk here fails on demand), a cause chain, and ffmpeg stderr lines', () => {
    expect(classifyStorageFault(Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' }))).toBe('io');
    expect(classifyStorageFault(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'EDQUOT' }) }))).toBe('full');
    expect(classifyStorageFault({ ffmpegMessage: 'av_interleaved_write_frame(): No space left on device' })).toBe('full');
    expect(classifyStorageFault({ ffmpegMessage: 'Error opening output file: Read-only file system' })).toBe('read_only');
    expect(storageLine(['frame=  10', 'Error writing trailer: No space left on device', 'Conversion failed!'])).toMatch(/No space/);
  });

  it('storageAppError: the 507 names the data folder and says what to do', () => {
    const err = storageAppError(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }), '/data/timbre')!;
    expect(err.code).toBe('storage_full');
    expect(err.status).toBe(507);
    expect(err.message).toContain('/data/timbre');
    expect(err.message).toMatch(/Free space there/);
    expect(storageAppError(Object.assign(new Error('EROFS'), { code: 'EROFS' }), '/d')!.status).toBe(507);
    expect(storageAppError(Object.assign(new Error('EIO'), { code: 'EIO' }), '/d')!.status).toBe(503);
    expect(storageAppError(new Error('bug'), '/d')).toBeNull();
  });
});

let scratch: string | undefined;
function tmpdirOf(): string {
  scratch ??= execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
  return scratch;
}
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(!!cannotMount)('on a real tmpfs', () => {
  it('a write into a full disk is ENOSPC → full; into a read-only mount, EROFS → read-only', async () => {
    const d = disk('1m');
    await fillDisk(join(d.dir, 'filler'));
    expect(classifyStorageFault(thrown(() => writeFileSync(join(d.dir, 'more'), Buffer.alloc(64 * 1024))))).toBe('full');
    execFileSync('mount', ['-o', 'remount,ro', d.dir]);
    try {
      expect(classifyStorageFault(thrown(() => writeFileSync(join(d.dir, 'x'), 'x')))).toBe('read_only');
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', d.dir]);
    }
  });

  it('ffmpeg rendering onto a full disk fails with a storage fault, and its partial file is removed', async () => {
    const d = disk('2m');
    const err = await renderTextToVideo({
      outPath: join(d.dir, 'out.mp4'),
      durationSeconds: 15,
      width: 1280,
      height: 720,
      prompt: 'Too big for this disk',
      signal: new AbortController().signal,
      onProgress: () => {},
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err, 'the render fit on a 2 MB disk').not.toBeNull();
    expect(classifyStorageFault(err)).toBe('full');
    expect(execFileSync('ls', ['-A', d.dir], { encoding: 'utf8' }).trim()).toBe('');
  });

  it('the monitor: ok → low (below the floor) → full (almost nothing free) → ok when space returns', async () => {
    const d = disk('8m');
    const m = createStorageMonitor({ dataDir: d.dir, floorBytes: 4 * 1024 * 1024 });
    const seen: string[] = [];
    m.onChange((s) => seen.push(s));
    try {
      expect(m.state()).toBe('ok');
      expect(m.view()).toMatchObject({ dataDir: d.dir, floorBytes: 4 * 1024 * 1024, state: 'ok' });
      writeFileSync(join(d.dir, 'a'), Buffer.alloc(5 * 1024 * 1024));
      await m.refresh();
      expect(m.state()).toBe('low');
      const refusal = thrown(() => m.checkFloor());
      expect(refusal).toMatchObject({ code: 'storage_full', message: expect.stringContaining(d.dir) });
      // A refusal by the floor is no failed write: passed on as it is, and the disk is not taken for full.
      expect(m.fault(refusal)).toBe(refusal);
      expect(m.state()).toBe('low');
      await fillDisk(join(d.dir, 'b'));
      await m.refresh();
      expect(m.view().freeBytes).toBeLessThan(FULL_BELOW_BYTES);
      expect(m.state()).toBe('full');
      rmSync(join(d.dir, 'a'));
      rmSync(join(d.dir, 'b'));
      await m.refresh();
      expect(m.state()).toBe('ok');
      expect(() => m.checkFloor()).not.toThrow();
      expect(seen).toEqual(['low', 'full', 'ok']);
    } finally {
      m.stop();
    }
  });

  it('the monitor after a failed write: full until free space grows beyond what was free then', async () => {
    const d = disk('16m');
    const m = createStorageMonitor({ dataDir: d.dir, floorBytes: 0 });
    try {
      // A write failed with 3 MB free: the disk is full for that work, whatever statfs says.
      writeFileSync(join(d.dir, 'used'), Buffer.alloc(13 * 1024 * 1024));
      const enospc = thrown(() => writeFileSync(join(d.dir, 'big'), Buffer.alloc(8 * 1024 * 1024)));
      rmSync(join(d.dir, 'big'), { force: true }); // the failed work cleans up
      const err = m.fault(enospc, 'Nothing was kept.');
      expect(err).toMatchObject({ code: 'storage_full', message: expect.stringMatching(/Nothing was kept\.$/) });
      expect(m.state()).toBe('full');
      await m.refresh();
      expect(m.state()).toBe('full'); // not grown: still full
      expect(m.view().lastFault).toMatchObject({ code: 'storage_full' });
      rmSync(join(d.dir, 'used'));
      await m.refresh();
      expect(m.state()).toBe('ok'); // grown: work may resume
      expect(m.fault(new Error('a bug'))).toBeNull();
      expect(m.state()).toBe('ok');
    } finally {
      m.stop();
    }
  });
});
