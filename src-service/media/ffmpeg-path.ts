import which from 'which';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where ffmpeg and ffprobe were found, and how. */
export interface FfmpegLocation {
  ffmpeg: string;
  ffprobe: string;
  source: 'FFMPEG_PATH' | 'ffmpeg-static' | 'PATH';
}

/** Raised when no ffmpeg exists; the message says how to get one. */
export class FfmpegMissingError extends Error {
  constructor() {
    super('ffmpeg was not found. Install it (Debian/Ubuntu: `apt-get install ffmpeg`), ' + 'or set FFMPEG_PATH to an ffmpeg binary.');
    this.name = 'FfmpegMissingError';
  }
}

/** While none is found, a new search (which runs `which`) happens at most this often. */
const RESEARCH_MS = 5_000;

let cached: FfmpegLocation | null | undefined;
let searchedAt = 0;

/**
 * Resolves ffmpeg as FFMPEG_PATH → ffmpeg-static → `ffmpeg` on PATH (ffmpeg-static cannot download its binary on offline machines). The
 * answer is kept, but not trusted blindly: ffmpeg can be removed (or installed) while the
 * service runs. A kept location whose binary is gone is searched again at once, and "none"
 * is searched again after RESEARCH_MS, so putting ffmpeg back needs no restart.
 */
export function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegLocation | null {
  if (env !== process.env) return search(env);
  if (cached && existsSync(cached.ffmpeg)) return cached;
  if (cached === null && Date.now() - searchedAt < RESEARCH_MS) return null;
  cached = search(env);
  searchedAt = Date.now();
  return cached;
}

/**
 * True when `err` says the ffmpeg or ffprobe binary could not be started because it is gone
 * (or not executable): a spawn's ENOENT / EACCES. The kept location is then forgotten, so
 * the next call searches again.
 */
export function ffmpegGone(err: unknown): boolean {
  const e = err as { code?: unknown; syscall?: unknown } | null;
  const gone = !!e && (e.code === 'ENOENT' || e.code === 'EACCES') && typeof e.syscall === 'string' && e.syscall.startsWith('spawn');
  if (gone) cached = undefined;
  return gone;
}

/** Like locateFfmpeg, but throws the one clear error when none exists. */
export function requireFfmpeg(): FfmpegLocation {
  const loc = locateFfmpeg();
  if (!loc) throw new FfmpegMissingError();
  return loc;
}

function search(env: NodeJS.ProcessEnv): FfmpegLocation | null {
  // An empty variable counts as unset (a launcher may clear one that way).
  const probePath = env.FFPROBE_PATH || undefined;
  if (env.FFMPEG_PATH && existsSync(env.FFMPEG_PATH)) {
    return { ffmpeg: env.FFMPEG_PATH, ffprobe: probePath ?? siblingProbe(env.FFMPEG_PATH), source: 'FFMPEG_PATH' };
  }
  try {
    // ffmpeg-static is optional: its binary download fails on offline machines and npm drops it.
    const p = createRequire(import.meta.url)('ffmpeg-static') as string | null;
    if (p && existsSync(p)) return { ffmpeg: p, ffprobe: probePath ?? onPath('ffprobe') ?? siblingProbe(p), source: 'ffmpeg-static' };
  } catch {
    // not installed
  }
  const onPathFfmpeg = onPath('ffmpeg');
  if (onPathFfmpeg) return { ffmpeg: onPathFfmpeg, ffprobe: probePath ?? onPath('ffprobe') ?? siblingProbe(onPathFfmpeg), source: 'PATH' };
  return null;
}

function siblingProbe(ffmpeg: string): string {
  return join(dirname(ffmpeg), process.platform === 'win32' ? 'ffprobe.exe' : 'ffprobe');
}

/**
 * The first `name` on PATH. A scan of PATH's folders (the `which` package, npm's own), not a
 * `which` child process: health looks ffmpeg up again while it is missing, and a spawned
 * process would block the event loop for as long as it takes to start.
 */
function onPath(name: string): string | null {
  return which.sync(name, { nothrow: true });
}
