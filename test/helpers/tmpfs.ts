/**
 * A real small filesystem for fault tests: a tmpfs mounted on a fresh folder (root only), and
 * a filler file that takes its free space down to the last bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tmpfs {
  dir: string;
  freeBytes(): number;
  /** Grows (or shrinks) the filesystem in place: `mount -o remount,size=…`. */
  resize(size: string): void;
  unmount(): void;
}

/** Why a tmpfs cannot be mounted here (not root, or mount refused), or null when it can. */
export function tmpfsUnavailable(): string | null {
  if (process.platform !== 'linux') return `tmpfs mounts need Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return 'mounting a tmpfs needs root';
  const dir = mkdtempSync(join(tmpdir(), 'timbre-tmpfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    execFileSync('umount', [dir]);
    return null;
  } catch (err) {
    return `mount -t tmpfs was refused: ${String((err as { stderr?: Buffer }).stderr ?? (err as Error).message).trim()}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function mountTmpfs(size: string): Tmpfs {
  const dir = mkdtempSync(join(tmpdir(), 'timbre-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
  let mounted = true;
  return {
    dir,
    freeBytes() {
      const s = statfsSync(dir);
      return s.bavail * s.bsize;
    },
    resize(next) {
      execFileSync('mount', ['-o', `remount,size=${next}`, dir]);
    },
    unmount() {
      if (!mounted) return;
      // Lazy: a child killed a moment ago may still hold a file open.
      execFileSync('umount', ['-l', dir]);
      mounted = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes `path` until the disk refuses (ENOSPC): megabytes first, then ever smaller pieces,
 * so the filesystem is left with less than one block free. Returns the bytes written.
 * Asynchronous, so a health probe running in the same process is not held up by it.
 */
export async function fillDisk(path: string): Promise<number> {
  const file = await open(path, 'a');
  let written = 0;
  try {
    for (let piece = 1024 * 1024; piece >= 512; piece /= 2) {
      const chunk = Buffer.alloc(piece, 0x5a);
      for (;;) {
        try {
          written += (await file.write(chunk)).bytesWritten;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          break;
        }
      }
    }
  } finally {
    await file.close();
  }
  return written;
}
