/**
 * Runs one ffmpeg render: progress from `-progress pipe:1`, abort by killing the process,
 * output written under a hidden temporary name beside the target and renamed only when
 * complete, failures turned into one readable sentence.
 *
 * ffmpeg is spawned directly rather than through fluent-ffmpeg: the renders are filter
 * graphs with several inputs (an argument array states them plainly), fluent-ffmpeg's
 * first call in a process spends time probing ffmpeg's capabilities, and its progress
 * event is parsed from stderr timing lines, while `-progress` gives exact frame counts.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ffmpegGone, FfmpegMissingError, requireFfmpeg } from '../../../media/ffmpeg-path.ts';
import { outputWriteFailure } from '../../../media/ffmpeg-output.ts';
import { storageLine } from '../../../storage/faults.ts';

/** ffmpeg failed to render; `ffmpegMessage` is ffmpeg's own last error line (paths removed). */
export class VideoRenderError extends Error {
  readonly ffmpegMessage: string;
  constructor(message: string, ffmpegMessage: string) {
    super(message);
    this.name = 'VideoRenderError';
    this.ffmpegMessage = ffmpegMessage;
  }
}

/** One render for {@link renderToFile}. */
export interface RenderJob {
  /** Inputs and filter graph; output options and the output name are appended here. */
  args: string[];
  /** Working directory (holds the caption text files the graph names relatively). */
  cwd: string;
  /** Frames the output will have: the progress denominator and the `-frames:v` cap. */
  totalFrames: number;
  fps: number;
  outPath: string;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
  /** Absolute paths to replace in error messages with what the user knows them as. */
  redact: Array<[path: string, label: string]>;
}

/** x264 preset: `superfast` keeps a 6 s 720p render near 1.5 s on two cores (bench/render-video.ts). */
export const X264_PRESET = 'superfast';

/**
 * The output options every render and every window of one uses: the graph's `[v]` as
 * H.264 yuv420p with {@link X264_PRESET}, no audio, exactly `frames` frames at `fps`.
 * Windows of one render must share these to the letter, so their streams join by copying.
 */
export function encoderArgs(fps: number, frames: number): string[] {
  return [
    '-map',
    '[v]',
    '-an', // no audio track: the sandbox renders picture only
    '-c:v',
    'libx264',
    '-preset',
    X264_PRESET,
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    // Frame count, not -t: the duration is then exact to the frame whatever the graph's timestamps.
    '-r',
    String(fps),
    '-frames:v',
    String(frames),
  ];
}

/** What every finished output carries besides the picture. */
export const OUTPUT_TAIL = ['-movflags', '+faststart', '-metadata', 'comment=Rendered by the Timbre sandbox engine', '-f', 'mp4'];

/** A hidden temporary name beside `outPath`, renamed into place only when complete. */
export function partPath(outPath: string): string {
  return join(dirname(outPath), `.${basename(outPath)}.${randomBytes(4).toString('hex')}.part`);
}

/** Encodes the graph's `[v]` output to an H.264 MP4 at `outPath`; nothing appears there on failure or abort. */
export async function renderToFile(job: RenderJob): Promise<void> {
  job.signal.throwIfAborted();
  const part = partPath(job.outPath);
  const args = [...job.args, ...encoderArgs(job.fps, job.totalFrames), ...OUTPUT_TAIL, part];
  let last = -1;
  try {
    await runFfmpeg(args, {
      cwd: job.cwd,
      signal: job.signal,
      redact: job.redact,
      totalFrames: job.totalFrames,
      output: part,
      onFrames: (done) => {
        // 99 at most until the file is renamed into place; 100 means "done".
        const percent = Math.min(99, Math.floor((done / job.totalFrames) * 100));
        if (percent > last) {
          last = percent;
          job.onProgress(percent);
        }
      },
    });
    job.signal.throwIfAborted(); // an abort racing the exit still wins: the caller asked for nothing
    await rename(part, job.outPath);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
  job.onProgress(100);
}

/** One ffmpeg run for {@link runFfmpeg}. */
export interface FfmpegRun {
  cwd: string;
  signal: AbortSignal;
  redact: Array<[path: string, label: string]>;
  /** Frames the output must reach for the run to count as complete. */
  totalFrames: number;
  /** The file written (named "the output" in errors). */
  output: string;
  /** Frames written so far, from `-progress`, at most four times a second. */
  onFrames: (framesDone: number) => void;
}

/**
 * Runs ffmpeg with `args` (output options and name included) and progress on stdout;
 * resolves once it exited cleanly having written `totalFrames` frames. Aborting kills it.
 */
export function runFfmpeg(args: string[], run: FfmpegRun): Promise<void> {
  run.signal.throwIfAborted();
  const full = ['-hide_banner', '-nostdin', '-v', 'error', '-nostats', '-progress', 'pipe:1', '-stats_period', '0.25', ...args];
  return new Promise((resolve, reject) => {
    const proc = spawn(requireFfmpeg().ffmpeg, full, { cwd: run.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    // Paths in ffmpeg's words, as the user knows them.
    const redact: Array<[string, string]> = [...run.redact, [run.output, 'the output'], [run.cwd, 'the work folder']];
    let framesDone = 0;
    const kill = () => proc.kill('SIGKILL');
    run.signal.addEventListener('abort', kill, { once: true });
    proc.stdout.on('data', (chunk: Buffer) => {
      // `-progress` writes key=value blocks every stats_period (0.25 s): at most 4 calls a second.
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^frame=(\d+)/.exec(line);
        if (!m) continue;
        framesDone = Number(m[1]);
        run.onFrames(framesDone);
      }
    });
    proc.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-8000);
    });
    proc.on('error', (err) => {
      run.signal.removeEventListener('abort', kill);
      if (run.signal.aborted) return reject(run.signal.reason);
      // Removed since it was located (the location is kept): the task says ffmpeg is missing.
      reject(ffmpegGone(err) ? new FfmpegMissingError() : new VideoRenderError(`ffmpeg could not be started: ${err.message}`, err.message));
    });
    proc.on('close', (code, signal) => {
      run.signal.removeEventListener('abort', kill);
      if (run.signal.aborted) return reject(run.signal.reason);
      // -frames:v caps the length but cannot lengthen it: a graph that ran dry early
      // (an input with fewer frames than its header promised) must not pass as complete.
      // Exit 0 is not enough either: a trailer the disk refused leaves an unreadable file.
      const unwritten = code === 0 ? outputWriteFailure(stderr) : undefined;
      if (unwritten) {
        const reason = ffmpegReason(unwritten, redact);
        return reject(new VideoRenderError(`ffmpeg could not write the video: ${reason}.`, reason));
      }
      if (code === 0 && framesDone >= run.totalFrames) return resolve();
      if (code === 0) {
        const reason = `the video came out ${framesDone} frames long instead of ${run.totalFrames}`;
        return reject(new VideoRenderError(`ffmpeg could not render the video: ${reason}.`, reason));
      }
      // Killed from outside (not by our abort) or crashed: the signal is the reason, not stderr.
      if (signal) {
        const reason = `ffmpeg stopped in the middle of the render (${signal === 'SIGSEGV' || signal === 'SIGABRT' || signal === 'SIGBUS' ? 'it crashed' : 'it was killed'}, ${signal})`;
        return reject(new VideoRenderError(`${reason}.`, reason));
      }
      const reason = ffmpegReason(stderr, redact) || `exit code ${code}`;
      reject(new VideoRenderError(`ffmpeg could not render the video: ${reason}`, reason));
    });
  });
}

// Summary lines ffmpeg prints after the real error; they say nothing about the cause.
const GENERIC =
  /^(Conversion failed!|Error initializing complex filters\.?|Error initializing filter|Failed to inject frame into filter network|Error while (processing the decoded data|filtering)|Exiting normally)/i;

/** ffmpeg's most telling stderr line, without the `[filter @ 0x…]` prefix or temporary paths. */
export function ffmpegReason(stderr: string, redact: Array<[string, string]>): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  // A full disk is reported once, then buried under generic lines: it is the cause.
  const line = storageLine(lines) ?? lines.filter((l) => !GENERIC.test(l)).at(-1) ?? lines.at(-1) ?? '';
  let out = line.replace(/^\[[^\]]*@ 0x[0-9a-f]+\]\s*/i, '');
  // Longest first, so a file inside the work folder is named as the file, not the folder.
  for (const [path, label] of [...redact].sort((a, b) => b[0].length - a[0].length)) {
    out = out.split(`file:${path}`).join(label).split(path).join(label);
  }
  return out;
}
