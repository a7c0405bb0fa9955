import { rm } from 'node:fs/promises';
import type { AssetStore, PendingAsset } from '../assets/asset-store.ts';

/**
 * The asset store as one run sees it: every scratch path it asks for and every asset it
 * stages are remembered, so whatever the run leaves behind when it fails (a half-written
 * render, a staged file whose row will never be committed) is removed at once. On a full
 * disk that is the space the next task needs; the start-up sweep is only for a crash.
 */
export function runFiles(store: AssetStore) {
  const scratch: string[] = [];
  const staged: PendingAsset[] = [];
  const tracked: AssetStore = {
    ...store,
    scratchPath(name) {
      const path = store.scratchPath(name);
      scratch.push(path);
      return path;
    },
    stageBytes(bytes, meta) {
      const asset = store.stageBytes(bytes, meta);
      staged.push(asset);
      return asset;
    },
    stageFile(source, meta, move) {
      const asset = store.stageFile(source, meta, move);
      staged.push(asset);
      return asset;
    },
  };
  return {
    store: tracked,
    /** Removes the run's scratch files, and with `failed` its staged assets too. Never throws. */
    async cleanUp(failed: boolean): Promise<void> {
      if (failed) {
        try {
          store.discard(staged);
        } catch {
          // the start-up sweep removes what is left
        }
      }
      await Promise.allSettled(scratch.map((p) => rm(p, { recursive: true, force: true })));
    },
  };
}
