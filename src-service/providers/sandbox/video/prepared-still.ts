/**
 * A still prepared once per render for every window that zooms it. Decoding and fitting
 * the still and building its phase mosaics (common.ts, mosaicGraph) cost about as much CPU
 * as zooming 70 frames of 720p, and every window of a render used to repeat them: here one
 * ffmpeg process writes the three mosaics as raw gray frames into the render's work folder,
 * and each window reads them back (a plain copy, no decoding, no scaling) and only zooms.
 * A render of one window keeps building them inline, which saves a process.
 */
import { join } from 'node:path';
import { mosaicGraph, type Planes } from './common.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { onCore } from './windows.ts';

/** The mosaics of one still, written by {@link prepareStill}. */
export interface PreparedStill {
  /** File names in the work folder: luma, then the two chroma mosaics. */
  files: Planes;
  /** Their sizes (w×h each), for reading them back as raw frames. */
  sizes: [string, string, string];
}

/** Where {@link prepareStill} runs and whom its errors name. */
export interface PrepareRun {
  cwd: string;
  signal: AbortSignal;
  redact: Array<[path: string, label: string]>;
}

/**
 * Builds the phase mosaics of one still and writes them to `<name>-y.gray`, `-u`, `-v` in
 * the work folder. `args` are the ffmpeg inputs and `fit` a graph turning them into the
 * yuv444p w×h still labelled `still` (fitStill, or the input's last frame for an extension).
 */
export async function prepareStill(
  name: string,
  args: string[],
  fit: string,
  w: number,
  h: number,
  lumaPhases: 2 | 4,
  run: PrepareRun,
): Promise<PreparedStill> {
  const files = ['y', 'u', 'v'].map((p) => `${name}-${p}.gray`) as Planes;
  const outputs = (['y', 'u', 'v'] as const).flatMap((p, i) => ['-map', `[m${p}]`, '-frames:v', '1', '-f', 'rawvideo', files[i]]);
  await onCore(run.signal, () =>
    runFfmpeg([...args, '-filter_complex', `${fit};${mosaicGraph('still', 'm', w, h, lumaPhases)}`, ...outputs], {
      cwd: run.cwd,
      signal: run.signal,
      redact: run.redact,
      totalFrames: 1,
      output: join(run.cwd, files[0]),
      onFrames: () => {},
    }),
  );
  return { files, sizes: [`${lumaPhases * w}x${lumaPhases * h}`, `${w}x${h}`, `${w}x${h}`] };
}

/** ffmpeg inputs reading a prepared still's mosaics back: three raw gray frames, inputs `first`..`first + 2`. */
export function preparedInputs(still: PreparedStill): string[] {
  return still.files.flatMap((file, i) => ['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', still.sizes[i], '-framerate', '1', '-i', file]);
}

/** The stream labels of a prepared still whose inputs start at ffmpeg input `first`. */
export function preparedPlanes(first: number): Planes {
  return [0, 1, 2].map((i) => `${first + i}:v`) as Planes;
}
