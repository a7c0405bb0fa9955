import { execFileSync } from 'node:child_process';
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
    super(
      'ffmpeg was not found. Install it (Debian/Ubuntu: `apt-get install ffmpeg`), ' +
        'or set FFMPEG_PATH to an ffmpeg binary.',
    );
    this.name = 'FfmpegMissingError';
  }
}

let cached: FfmpegLocation | null | undefined;

/** Resolves ffmpeg as FFMPEG_PATH → ffmpeg-static → `ffmpeg` on PATH (ARCHITECTURE §8). */
export function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegLocation | null {
  if (cached !== undefined && env === process.env) return cached;
  const found = search(env);
  if (env === process.env) cached = found;
  return found;
}

/** Like locateFfmpeg, but throws the one clear error when none exists. */
export function requireFfmpeg(): FfmpegLocation {
  const loc = locateFfmpeg();
  if (!loc) throw new FfmpegMissingError();
  return loc;
}

function search(env: NodeJS.ProcessEnv): FfmpegLocation | null {
  if (env.FFMPEG_PATH && existsSync(env.FFMPEG_PATH)) {
    return { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH ?? siblingProbe(env.FFMPEG_PATH), source: 'FFMPEG_PATH' };
  }
  try {
    // ffmpeg-static is optional: its binary download fails on offline machines and npm drops it.
    const p = createRequire(import.meta.url)('ffmpeg-static') as string | null;
    if (p && existsSync(p)) return { ffmpeg: p, ffprobe: env.FFPROBE_PATH ?? onPath('ffprobe') ?? siblingProbe(p), source: 'ffmpeg-static' };
  } catch {
    // not installed
  }
  const onPathFfmpeg = onPath('ffmpeg');
  if (onPathFfmpeg) return { ffmpeg: onPathFfmpeg, ffprobe: env.FFPROBE_PATH ?? onPath('ffprobe') ?? siblingProbe(onPathFfmpeg), source: 'PATH' };
  return null;
}

function siblingProbe(ffmpeg: string): string {
  return join(dirname(ffmpeg), process.platform === 'win32' ? 'ffprobe.exe' : 'ffprobe');
}

function onPath(name: string): string | null {
  try {
    const cmd = process.platform === 'win32' ? 'where' : 'which';
    const out = execFileSync(cmd, [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out.split('\n')[0] || null;
  } catch {
    return null;
  }
}
