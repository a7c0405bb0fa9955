/**
 * Rendering one video as consecutive windows of frames, each in its own ffmpeg process,
 * then joining them by stream copy. ffmpeg 5.1 runs a whole filter graph on one thread,
 * so a single render keeps about 1.4 to 1.6 of 2 cores busy (x264 has threads of its own;
 * the heavier the graph, the fewer); independent windows rendered side by side keep them
 * all busy, at the cost of more processes ({@link MIN_WINDOW_WORK} weighs the two). Every window is encoded with the same x264 settings and
 * starts on an IDR frame (a separate encode), so the concat demuxer joins them without
 * re-encoding, and the frame count and duration stay exact (each file's duration is
 * stated in the list, not guessed from its timestamps).
 *
 * The window files live in the render's work folder, beside the output in the scratch
 * folder: a render killed with the process leaves them there, and the next start-up
 * empties that folder, as it does the work folder itself.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { encoderArgs, OUTPUT_TAIL, partPath, renderToFile, runFfmpeg } from './run-ffmpeg.ts';

/** One window: ffmpeg inputs and options, and the frames it yields. */
export interface WindowSpec {
  /** Inputs and a graph ending in `[v]` (the shared encoder options are appended), or, with `encode: false`, complete output options. */
  args: string[];
  frames: number;
  /** false: `args` already say how to write the stream (a stream copy); default true. */
  encode?: boolean;
}

/** Where and how the windows of one render run. */
export interface WindowRun {
  /** The work folder: the window files and the join list are written here. */
  cwd: string;
  fps: number;
  signal: AbortSignal;
  /** 0..99 while windows render (the caller reports 100 once the file is in place). */
  onProgress: (percent: number) => void;
  redact: Array<[path: string, label: string]>;
  /** ffmpeg processes at once. */
  parallelism: number;
}

/** Processes one render runs at once by default: one per core. */
export function defaultParallelism(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Window processes running in this service, across renders, are held to one per core:
 * the task runner may run several renders at once, and two renders each running a window
 * per core would only take turns on the same cores (and hold more memory). A window
 * waits here for a free core; slots are handed over in arrival order.
 */
const cores = { free: defaultParallelism(), waiting: [] as Array<() => void> };

async function takeCore(signal: AbortSignal): Promise<() => void> {
  signal.throwIfAborted();
  if (cores.free > 0) cores.free--;
  else {
    await new Promise<void>((resolve, reject) => {
      const ready = () => {
        signal.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        cores.waiting.splice(cores.waiting.indexOf(ready), 1);
        reject(signal.reason);
      };
      cores.waiting.push(ready);
      signal.addEventListener('abort', abort, { once: true });
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = cores.waiting.shift();
    if (next)
      next(); // the slot passes straight to the next window
    else cores.free++;
  };
}

/** Runs `fn` (one ffmpeg process that is not a window, such as a still's preparation) once a core is free. */
export async function onCore<T>(signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
  const release = await takeCore(signal);
  try {
    return await fn();
  } finally {
    release();
  }
}

/**
 * Work (frames × pixels) a window of a zoom or gradient render (i2v, t2v, an extension's
 * added part) must have before the render is split. Split in two, such a render pays extra ffmpeg starts (~0.1 s of CPU
 * each: the second window, the join, and for i2v the still's preparation) and an IDR frame,
 * for a gain that grows with the frames: one process already keeps ~1.6 of 2 cores busy
 * (x264 runs its own threads beside the graph's one). Measured at 720p on a quiet 2-core
 * machine (bench/render-video.ts's modes, one window against two, 6, 12 and 24 s): one
 * window was faster at 6 s (i2v 1.56 against 1.70 s, t2v 1.07 against 1.12 s), even at
 * 12 s, and 3–8 % slower at 24 s, while using 11–16 % less CPU throughout; on a loaded
 * machine the CPU is what counts. An extension's added part likewise: 4 s added in one
 * window 1.37 against 1.46 s, 8 s added 2.23 against 2.14 s (8 % less CPU). So a window
 * holds at least 7 s of 720p at 24 fps; the threshold scales with the pixels because the
 * split's cost is mostly process starts.
 */
export const MIN_WINDOW_WORK = 168 * 1280 * 720;

/** The fewest frames any window holds, whoever chose the split. */
const MIN_FRAMES = 24;

/**
 * The smallest window, in frames, of a w×h zoom or gradient render: {@link MIN_WINDOW_WORK}
 * when the render chooses its own windows, 24 frames when the caller stated `parallelism`
 * (then the caller asked for that split, as tests of the windowed path do).
 */
export function minWindowFrames(w: number, h: number, parallelismStated: boolean): number {
  return parallelismStated ? MIN_FRAMES : Math.max(MIN_FRAMES, Math.ceil(MIN_WINDOW_WORK / (w * h)));
}

/**
 * Splits frames [0, frames) into at most `parallelism` near-equal windows of at least
 * `minFrames` each (a process and an IDR frame per window are not worth it for less).
 */
export function splitFrames(frames: number, parallelism: number, minFrames = MIN_FRAMES): Array<[start: number, end: number]> {
  const count = Math.max(1, Math.min(parallelism, Math.floor(frames / minFrames)));
  return Array.from({ length: count }, (_, i) => [Math.round((frames * i) / count), Math.round((frames * (i + 1)) / count)]);
}

/**
 * Renders the windows to `window-<i>.mp4` in the work folder, at most `parallelism` at
 * once, and returns the file names in order. The first failure kills the others; every
 * process has exited before this settles, so the folder can be removed at once.
 */
export async function renderWindows(windows: WindowSpec[], run: WindowRun, prefix = 'window'): Promise<string[]> {
  run.signal.throwIfAborted();
  const inner = new AbortController();
  const forward = () => inner.abort(run.signal.reason);
  run.signal.addEventListener('abort', forward, { once: true });
  const total = windows.reduce((s, w) => s + w.frames, 0);
  const done = windows.map(() => 0);
  let last = -1;
  const files = windows.map((_, i) => `${prefix}-${i}.mp4`);
  let next = 0;
  const worker = async () => {
    while (next < windows.length && !inner.signal.aborted) {
      const i = next++;
      const w = windows[i];
      const output = w.encode === false ? [] : encoderArgs(run.fps, w.frames);
      const release = await takeCore(inner.signal);
      try {
        await runFfmpeg([...w.args, ...output, '-f', 'mp4', files[i]], {
          cwd: run.cwd,
          signal: inner.signal,
          redact: run.redact,
          totalFrames: w.frames,
          output: join(run.cwd, files[i]),
          onFrames: (n) => {
            done[i] = Math.min(n, w.frames);
            const percent = Math.min(99, Math.floor((done.reduce((s, d) => s + d, 0) / total) * 100));
            if (percent > last) {
              last = percent;
              run.onProgress(percent);
            }
          },
        });
      } finally {
        release();
      }
    }
  };
  try {
    const results = await Promise.allSettled(
      Array.from({ length: Math.max(1, Math.min(run.parallelism, windows.length)) }, () =>
        worker().catch((err: unknown) => {
          inner.abort(err); // the others stop at once: the render has failed
          throw err;
        }),
      ),
    );
    run.signal.throwIfAborted();
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw inner.signal.reason ?? failed.reason;
    return files;
  } finally {
    run.signal.removeEventListener('abort', forward);
  }
}

/**
 * Joins window files (names in the work folder, or `file:` URLs of MP4s whose first stream
 * is the video, with their frame counts) into the MP4 at `outPath` by stream copy; nothing
 * appears there on failure or abort.
 */
export async function joinWindows(parts: Array<{ file: string; frames: number }>, run: WindowRun & { outPath: string }): Promise<void> {
  run.signal.throwIfAborted();
  const total = parts.reduce((s, p) => s + p.frames, 0);
  // `duration` places each file exactly where the previous one ends, whatever its last timestamp.
  // A file may be a `file:` URL outside the work folder (an extension's input, read as it is):
  // quotes in it are escaped the concat list's way, and -safe 0 lets the list name it.
  const quoted = (f: string) => `'${f.split("'").join("'\\''")}'`;
  const list = parts.map((p) => `file ${quoted(p.file)}\nduration ${(p.frames / run.fps).toFixed(6)}\n`).join('');
  await writeFile(join(run.cwd, 'join.txt'), list, 'utf8');
  const part = partPath(run.outPath);
  try {
    await runFfmpeg(
      [
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        'join.txt',
        '-map',
        '0:v',
        '-c',
        'copy',
        '-map_metadata',
        '-1',
        '-frames:v',
        String(total),
        ...OUTPUT_TAIL,
        part,
      ],
      { cwd: run.cwd, signal: run.signal, redact: run.redact, totalFrames: total, output: part, onFrames: () => {} },
    );
    run.signal.throwIfAborted();
    await rename(part, run.outPath);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
}

/** Renders the windows and joins them into `outPath`; a single window is rendered straight to it. */
export async function renderWindowed(windows: WindowSpec[], run: WindowRun & { outPath: string }): Promise<void> {
  if (windows.length === 1 && windows[0].encode !== false) {
    return renderToFile({ ...run, args: windows[0].args, totalFrames: windows[0].frames });
  }
  const files = await renderWindows(windows, run);
  await joinWindows(
    files.map((file, i) => ({ file, frames: windows[i].frames })),
    run,
  );
  run.onProgress(100);
}
