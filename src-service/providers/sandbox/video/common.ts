/**
 * Pieces shared by the four sandbox video renderers: the common options, the work
 * folder, still-image fitting and the slow zoom ("Ken Burns") motion.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { defaultParallelism } from './windows.ts';

/** Options every renderer takes. */
export interface VideoRenderCommon {
  /** Where the MP4 appears, complete, on success (never partially). */
  outPath: string;
  /** Length of the output in seconds; rendered as round(duration × fps) frames. */
  durationSeconds: number;
  /** Frame width in pixels (even). */
  width: number;
  /** Frame height in pixels (even). */
  height: number;
  /** Shown on the video (cleaned, wrapped, at most 400 characters). */
  prompt?: string;
  /** Aborting kills ffmpeg and rejects with the signal's reason. */
  signal: AbortSignal;
  /** Called with 0..100, increasing, at most about four times a second; 100 once the file is in place. */
  onProgress: (percent: number) => void;
  /** Frames per second (default 24). */
  fps?: number;
  /**
   * ffmpeg processes the render may run at once, each on its own window of frames (default:
   * one per core; t2v, i2v and an extension's added part split only when long enough to gain by it: windows.ts,
   * MIN_WINDOW_WORK). Stated, it is the split asked for, windows of 24 frames at least.
   */
  parallelism?: number;
}

/** Default output frame rate. */
const DEFAULT_FPS = 24;

/** Checks the common options; returns the frame rate and the frame count. */
export function checkCommon(o: { durationSeconds: number; width?: number; height?: number; fps?: number; parallelism?: number }): {
  fps: number;
  frames: number;
  parallelism: number;
} {
  const parallelism = o.parallelism ?? defaultParallelism();
  if (!(Number.isInteger(parallelism) && parallelism >= 1 && parallelism <= 64))
    throw new RangeError(`parallelism must be an integer within 1..64, got ${parallelism}`);
  const fps = o.fps ?? DEFAULT_FPS;
  if (!(Number.isFinite(fps) && fps >= 1 && fps <= 120)) throw new RangeError(`fps must be within 1..120, got ${fps}`);
  if (!(Number.isFinite(o.durationSeconds) && o.durationSeconds > 0))
    throw new RangeError(`durationSeconds must be positive, got ${o.durationSeconds}`);
  for (const [name, v] of [
    ['width', o.width],
    ['height', o.height],
  ] as const) {
    if (v === undefined) continue;
    // yuv420p halves chroma in both directions, so x264 refuses odd sizes.
    if (!(Number.isInteger(v) && v >= 16 && v <= 4096 && v % 2 === 0))
      throw new RangeError(`${name} must be an even integer within 16..4096, got ${v}`);
  }
  return { fps, frames: Math.max(1, Math.round(o.durationSeconds * fps)), parallelism };
}

/**
 * Runs `fn` with a fresh work folder (caption text files), removed afterwards. It is made
 * beside `outPath`, which the service puts in the asset store's scratch folder: a render
 * killed with the process leaves it there, and the next start-up empties that folder.
 */
export async function withWorkDir<T>(outPath: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(dirname(outPath), 'video-work-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Filters turning one decoded still (label `input`) into a single w×h frame (label
 * `output`), in yuv444p: zoomGraph zooms its chroma at this full resolution, so subsampling
 * here would only blur colour edges of the pinned first frame.
 * 'contain' letterboxes: the whole picture, centred on black (i2v, where the image is
 * the first frame and nothing of it may be lost). 'cover' scales to fill and crops the
 * overflow equally on both sides (r2v, where references only guide). Transparent pixels
 * are composited on black either way; dropping alpha would show whatever colour the
 * transparent pixels happen to store.
 */
export function fitStill(input: string, output: string, mode: 'contain' | 'cover', w: number, h: number, tag: string): string {
  const fit =
    mode === 'contain'
      ? `scale=${w}:${h}:force_original_aspect_ratio=decrease`
      : `scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h}`;
  return [
    `color=c=black:s=${w}x${h}:r=1,format=rgb24[bg${tag}]`,
    `[${input}]${fit},setsar=1,format=rgba[fg${tag}]`,
    // shortest=1: the image is one frame, so the overlay ends after one frame too.
    `[bg${tag}][fg${tag}]overlay=x=(W-w)/2:y=(H-h)/2:shortest=1:format=rgb,format=yuv444p[${output}]`,
  ].join(';');
}

/** How one zoom segment moves: zoom from→to, drifting toward a point (fractions of the frame). */
export interface Motion {
  zoomFrom: number;
  zoomTo: number;
  /** Where the visible window sits inside the still, 0 = left/top edge, 1 = right/bottom. */
  focusX: number;
  focusY: number;
}

/**
 * Filters animating one still (label `input`, yuv444p at the output size) for `frames`
 * frames as a yuv420p stream (label `output`): what is encoded, so dissolves and captions
 * after it work on half the samples of 4:4:4. `tag` keeps labels unique in a graph.
 *
 * zoompan crops on whole pixels (on even ones in a chroma-subsampled format), which at the
 * output resolution makes a slow zoom visibly jitter. Zooming a 2× upscale instead gives
 * half-pixel steps, but costs zoompan a 2× downscale of every frame (it rebuilds its scaler
 * per frame, bicubic). So each plane is zoomed as gray from a "phase mosaic" ({@link phases}):
 * the luma upscaled `lumaPhases`× once, or the 4:4:4 chroma plane (already 2× the 4:2:0
 * chroma it becomes), split by pixel phase into images at the output plane's size, each
 * shifted by a fraction of a pixel. Per frame the crop picks the phase nearest the exact
 * position, so the steps stay sub-pixel while zoompan scales up from 1× (the cheap
 * direction). On tracked dots the frame-to-frame jitter was 0.28 px RMS with the 4× luma
 * mosaic, 0.39 px with the 2× one and with the earlier zoom in 4:4:4 at 2× (0.73 px in 4:2:0
 * at 2×, 1.34 px in 4:2:0 at 1×), for 40 % (2×) to 55 % (4×) of that earlier zoom's CPU time.
 * The zoom eases in and out (smoothstep), so the first frames barely move. `window` renders
 * only frames [start, end) of the motion (a window of a render split across processes);
 * its frames are numbered from 0.
 */
export function zoomGraph(
  input: string,
  output: string,
  tag: string,
  m: Motion,
  frames: number,
  w: number,
  h: number,
  fps: number,
  window: [number, number] = [0, frames],
  lumaPhases: 2 | 4 = 4,
): string {
  return [
    mosaicGraph(input, `m${tag}`, w, h, lumaPhases),
    mosaicZoomGraph(['y', 'u', 'v'].map((p) => `m${tag}${p}`) as Planes, output, tag, m, frames, w, h, fps, window, lumaPhases),
  ].join(';');
}

/** Labels (or input streams) of a still's three phase mosaics: luma, then the two chroma planes. */
export type Planes = [y: string, u: string, v: string];

/**
 * The first half of {@link zoomGraph}: one still (label `input`, yuv444p w×h) split into its
 * phase mosaics, labels `<prefix>y`, `<prefix>u`, `<prefix>v` (gray; the luma one
 * `lumaPhases`× the frame in each direction, the chroma ones w×h). It depends on the
 * still alone, not on the frames rendered, so a render split into windows builds it once
 * (prepared-still.ts) and every window zooms the same mosaics.
 */
export function mosaicGraph(input: string, prefix: string, w: number, h: number, lumaPhases: 2 | 4): string {
  return [
    `[${input}]extractplanes=y+u+v[${prefix}py][${prefix}pu][${prefix}pv]`,
    `[${prefix}py]scale=${lumaPhases * w}:${lumaPhases * h}:flags=bicubic,${phases(lumaPhases)}[${prefix}y]`,
    `[${prefix}pu]${phases(2)}[${prefix}u]`,
    `[${prefix}pv]${phases(2)}[${prefix}v]`,
  ].join(';');
}

/** The second half of {@link zoomGraph}: the three mosaics of {@link mosaicGraph} zoomed and merged into yuv420p `output`. */
export function mosaicZoomGraph(
  [y, u, v]: Planes,
  output: string,
  tag: string,
  m: Motion,
  frames: number,
  w: number,
  h: number,
  fps: number,
  window: [number, number],
  lumaPhases: 2 | 4,
): string {
  return [
    `[${y}]${phaseZoom(m, frames, w, h, lumaPhases, fps, window)}[z${tag}y]`,
    `[${u}]${phaseZoom(m, frames, w / 2, h / 2, 2, fps, window)}[z${tag}u]`,
    `[${v}]${phaseZoom(m, frames, w / 2, h / 2, 2, fps, window)}[z${tag}v]`,
    `[z${tag}y][z${tag}u][z${tag}v]mergeplanes=0x001020:yuv420p[${output}]`,
  ].join(';');
}

/**
 * Rearranges an fW×fH plane (f = 2 or 4) into f×f images of W×H by row and column
 * phase: each `il` pass sorts the rows by parity, so two leave the 4 phases in order; the
 * transposes do the same to the columns. Of an f× bicubic upscale, phase k's pixel i sits at
 * source position i + (2k + 1 − f)/(2f): −¼ and +¼ for f = 2, −⅜ to +⅜ in quarters for f = 4.
 */
function phases(f: 2 | 4): string {
  const split = f === 2 ? 'il=l=d' : 'il=l=d,il=l=d';
  return `${split},transpose=1,${split},transpose=2`;
}

/**
 * zoompan over a phase mosaic ({@link phases}) of a pw×ph plane, output pw×ph. Along each
 * axis, for the exact zoom Z the visible span is s = size/Z starting at a = (size − s)·focus;
 * the crop is round(s) wide and its start, moved by half the rounding so both edges share
 * it, is placed on the 1/f-pixel grid: a phase and a whole pixel. zoompan's crop height
 * follows from its zoom, so it is what the width implies, rounded down.
 */
function phaseZoom(m: Motion, frames: number, pw: number, ph: number, f: 2 | 4, fps: number, [start, end]: [number, number]): string {
  const last = Math.max(1, frames - 1);
  const p = `min(1,(on+${start})/${last})`;
  const exact = `(${m.zoomFrom.toFixed(5)}+(${(m.zoomTo - m.zoomFrom).toFixed(5)})*(${p})*(${p})*(3-2*(${p})))`;
  const sw = `(${pw}/${exact})`;
  const sh = `(${ph}/${exact})`;
  const cw = `round(${sw})`;
  // in_w / zoom = cw + ¼: zoompan truncates it to cw, safely away from a rounding edge.
  const z = `in_w/(${cw}+0.25)`;
  const ch = `trunc(${ph}*(${cw}+0.25)/${pw})`;
  const place = (size: number, span: string, crop: string, focus: number) => {
    // The crop's start in 1/f pixels from phase 0's offset: its remainder mod f is the phase.
    const q = `round(${f}*((${size}-${span})*${focus.toFixed(5)}-(${crop}-${span})/2+${((f - 1) / (2 * f)).toFixed(4)}))`;
    return `(${q}-${f}*floor(${q}/${f}))*${size}+max(0,min(floor(${q}/${f}),${size}-${crop}))`;
  };
  return (
    `zoompan=z='${z}':x='${place(pw, sw, cw, m.focusX)}':y='${place(ph, sh, ch, m.focusY)}'` + `:d=${end - start}:s=${pw}x${ph}:fps=${fps}`
  );
}

/** How far a still zooms over a clip: gentle, and a little more for longer clips, 20 % at most. */
export function zoomAmount(seconds: number): number {
  return Math.min(0.2, 0.05 + 0.025 * seconds);
}

/**
 * Timestamps of a window starting at output frame `start`: filters after this see the
 * time they would in a whole render (the captions fade in by `t`). {@link fromZero}
 * puts the window back at 0 before encoding, as the concat join expects.
 */
export function atFrame(start: number, fps: number): string {
  return `setpts=PTS-STARTPTS+${start}/(${fps}*TB)`;
}

/** Timestamps from 0 again, after {@link atFrame}. */
export const fromZero = 'setpts=PTS-STARTPTS';
