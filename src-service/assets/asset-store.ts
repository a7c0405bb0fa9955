import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from '../core/ids.ts';
import type { AssetRepo, AssetRow } from './asset-repo.ts';
import type { StorageGuard } from '../storage/monitor.ts';

/** A file already in the store whose row is not yet committed. */
export interface PendingAsset {
  id: string;
  path: string;
  row: AssetRow;
}

/** Metadata of a new asset, everything but what the store decides (id, bytes, time). */
export type AssetMeta = Omit<AssetRow, 'id' | 'bytes' | 'created_at'>;

/**
 * Content files named by asset id. A file is written first (via a temp file and a rename)
 * and its row committed after, with the task it belongs to; `sweep` at start-up removes
 * files whose row never committed, so a crash leaves neither orphan files nor dangling rows.
 * Converted exports live apart, in `.exports/` (a cache, see audio-exports.ts).
 * A write the disk refuses (full, read-only, I/O error) leaves no temp file behind and is
 * thrown as the storage error of `storage` (507 and its message), so callers need not know.
 */
export function createAssetStore(dir: string, repo: AssetRepo, now: () => Date, storage?: StorageGuard) {
  const tmpDir = join(dir, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
  // A cache of converted exports (`<asset id>.<ext>`); a dot-folder, so the content sweep skips it.
  const exportsDir = join(dir, '.exports');
  mkdirSync(exportsDir, { recursive: true });

  const committed: Array<(rows: AssetRow[]) => void> = [];

  const place = (write: (tmp: string) => void, meta: AssetMeta): PendingAsset => {
    const id = newId('asset');
    const tmp = join(tmpDir, id);
    const path = join(dir, id);
    try {
      write(tmp);
      renameSync(tmp, path);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw storage?.fault(err) ?? err;
    }
    const row: AssetRow = { ...meta, id, bytes: statSync(path).size, created_at: now().toISOString() };
    return { id, path, row };
  };

  return {
    dir,
    exportsDir,
    pathOf(id: string): string {
      return join(dir, id);
    },
    /** Writes bytes into the store; commit the row with `commit` in the caller's transaction. */
    stageBytes(bytes: Buffer, meta: AssetMeta): PendingAsset {
      return place((tmp) => writeFileSync(tmp, bytes), meta);
    },
    /** Moves (or copies) a file produced elsewhere into the store. */
    stageFile(source: string, meta: AssetMeta, move = true): PendingAsset {
      return place((tmp) => {
        if (move) {
          try {
            renameSync(source, tmp);
            return;
          } catch {
            // across devices: fall back to copy
          }
        }
        copyFileSync(source, tmp);
        if (move) rmSync(source, { force: true });
      }, meta);
    },
    /** Inserts the rows; call inside the transaction that makes the assets visible. */
    commit(pending: PendingAsset[]): void {
      for (const p of pending) repo.insert(p.row);
      if (pending.length > 0) for (const listener of committed) listener(pending.map((p) => p.row));
    },
    /**
     * Calls `listener` with the rows of each commit, inside the caller's transaction: it must
     * only schedule work for later, and find the rows again then (a rollback drops them).
     */
    onCommit(listener: (rows: AssetRow[]) => void): void {
      committed.push(listener);
    },
    /** Removes staged files whose rows will never be committed. */
    discard(pending: PendingAsset[]): void {
      for (const p of pending) rmSync(p.path, { force: true });
    },
    /** A scratch path for engines; files left here are removed at the next start. */
    scratchPath(name: string): string {
      return join(tmpDir, `${newId('scratch')}-${name}`);
    },
    /** Start-up repair: drop temp files, files without a row and exports of them. Returns how many were removed. */
    sweep(): number {
      let removed = 0;
      for (const f of readdirSync(tmpDir)) {
        rmSync(join(tmpDir, f), { force: true, recursive: true });
        removed++;
      }
      const known = repo.allIds();
      for (const f of readdirSync(dir)) {
        if (f.startsWith('.')) continue;
        if (!known.has(f)) {
          rmSync(join(dir, f), { force: true });
          removed++;
        }
      }
      for (const f of readdirSync(exportsDir)) {
        if (!known.has(f.slice(0, f.indexOf('.')))) {
          rmSync(join(exportsDir, f), { force: true, recursive: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

export type AssetStore = ReturnType<typeof createAssetStore>;
