/**
 * Reference-to-video in the sandbox: the references in order, each filling the frame
 * ('cover': scaled to fill, overflow cropped equally), each with its own slow zoom,
 * joined by cross-dissolves; prompt caption and "SANDBOX" badge throughout. References
 * guide appearance without locking a frame (reference-to-video, docs/interface.md#tools), so cropping is fine.
 */
import { resolve } from 'node:path';
import { checkCommon, fitStill, withWorkDir, zoomAmount, zoomGraph, type Motion, type VideoRenderCommon } from './common.ts';
import { dissolveChain } from './dissolve.ts';
import { renderWindowed, splitFrames } from './windows.ts';
import { captionFilters } from './text.ts';

/** Most references a request may carry (docs/architecture.md §5). */
const MAX_REFERENCES = 7;

/** Options of {@link renderReferenceToVideo}: the common ones plus 1..7 images, shown in this order. */
export interface ReferenceToVideoOptions extends VideoRenderCommon {
  imagePaths: string[];
}

/** Where reference `index` is fully on screen (no dissolve), in seconds from the start. */
export interface ReferenceWindow {
  index: number;
  startSeconds: number;
  endSeconds: number;
}

interface Segment {
  /** Output frame at which this reference starts fading in (0 for the first). */
  start: number;
  /** Frames this reference is rendered for, its dissolves included. */
  frames: number;
}

/**
 * Splits `frames` output frames among `count` references: equal segments overlapping by
 * a dissolve of 0.5 s, shortened for short clips so each reference is alone on screen
 * for at least a third of its time.
 */
function plan(frames: number, count: number, fps: number): { segments: Segment[]; fade: number } {
  if (count === 1) return { segments: [{ start: 0, frames }], fade: 0 };
  const fade = Math.max(1, Math.min(Math.round(fps * 0.5), Math.floor(frames / (3 * count))));
  const total = frames + (count - 1) * fade; // the overlaps are rendered twice
  if (Math.floor(total / count) <= 2 * fade) throw new RangeError(`${frames} frames are too few for ${count} references`);
  const segments: Segment[] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const len = Math.floor(total / count) + (i < total % count ? 1 : 0);
    segments.push({ start, frames: len });
    start += len - fade;
  }
  return { segments, fade };
}

/** When each reference is fully visible in a clip of this length: for captions, previews and tests. */
export function referenceTimeline(durationSeconds: number, count: number, fps?: number): ReferenceWindow[] {
  const { fps: rate, frames } = checkCommon({ durationSeconds, fps });
  const { segments, fade } = plan(frames, count, rate);
  return segments.map((s, i) => ({
    index: i,
    startSeconds: (i === 0 ? 0 : s.start + fade) / rate,
    endSeconds: (i === count - 1 ? frames : segments[i + 1].start) / rate,
  }));
}

/** Renders a reference-to-video clip to `o.outPath`. */
export async function renderReferenceToVideo(o: ReferenceToVideoOptions): Promise<void> {
  const { fps, frames, parallelism } = checkCommon(o);
  const count = o.imagePaths.length;
  if (count < 1 || count > MAX_REFERENCES)
    throw new RangeError(`between 1 and ${MAX_REFERENCES} reference images are needed, got ${count}`);
  o.signal.throwIfAborted();
  const { width: w, height: h } = o;
  const images = o.imagePaths.map((p) => resolve(p)); // ffmpeg runs in the work folder
  const { segments, fade } = plan(frames, count, fps);
  const zoom = zoomAmount(segments[0].frames / fps);
  await withWorkDir(o.outPath, async (dir) => {
    const captions = await captionFilters(dir, o.prompt, w, h);
    const windows = cutWindows(frames, segments, fade, parallelism).map(([start, end]) => {
      // The references on screen in [start, end), each cut to its part of the window.
      const parts = segments
        .map((seg, i) => ({ i, from: Math.max(start, seg.start), to: Math.min(end, seg.start + seg.frames), seg }))
        .filter((p) => p.from < p.to);
      const graph: string[] = [];
      parts.forEach(({ i, from, to, seg }, k) => {
        // Fitted at 1× and scaled up inside zoomGraph: fitting at 2× looks no better after the
        // zoom's downscale, and compositing 4× the pixels cost ~0.15 s a reference.
        graph.push(fitStill(`${k}:v`, `still${k}`, 'cover', w, h, String(k)));
        graph.push(
          // Half-pixel luma phases (a 2× mosaic): the 4× one costs ~0.1 s of CPU per still and
          // window to build at 720p, which with up to 7 references outweighs its finer steps.
          zoomGraph(`still${k}`, `seg${k}`, String(k), motion(i, zoom), seg.frames, w, h, fps, [from - seg.start, to - seg.start], 2),
        );
      });
      // Whole dissolves only (cutWindows cuts where one reference is alone), joined without xfade (dissolve.ts).
      graph.push(
        dissolveChain(
          parts.map(({ from, to }, k) => ({ label: `seg${k}`, frames: to - from })),
          fade,
          fps,
          'joined',
        ),
      );
      // tpad: should rounding leave the chain a frame short, the last frame repeats; -frames:v cuts any excess.
      graph.push(`[joined]${[...captions, `tpad=stop_mode=clone:stop=${fps}`, 'setsar=1', 'format=yuv420p'].join(',')}[v]`);
      return {
        args: [...parts.flatMap(({ i }) => ['-i', `file:${images[i]}`]), '-filter_complex', graph.join(';')],
        frames: end - start,
      };
    });
    await renderWindowed(windows, {
      cwd: dir,
      fps,
      outPath: o.outPath,
      signal: o.signal,
      onProgress: o.onProgress,
      redact: images.map((p, i) => [p, `reference image ${i + 1}`]),
      parallelism,
    });
  });
}

/**
 * Windows for rendering in parallel: near-equal splits, each cut moved to the nearest
 * frame where one reference is alone on screen, so no dissolve is split between two
 * processes (each window composes whole dissolves from the references it shows).
 */
function cutWindows(frames: number, segments: Segment[], fade: number, parallelism: number): Array<[number, number]> {
  const solo = (f: number) => segments.some((s, i) => f >= s.start + (i === 0 ? 0 : fade) && f < (segments[i + 1]?.start ?? frames));
  const cuts: number[] = [];
  for (const [start] of splitFrames(frames, parallelism).slice(1)) {
    let best = -1;
    for (let d = 0; d < frames && best < 0; d++) {
      if (start - d > 0 && solo(start - d)) best = start - d;
      else if (start + d < frames && solo(start + d)) best = start + d;
    }
    if (best > (cuts.at(-1) ?? 0)) cuts.push(best);
  }
  const bounds = [0, ...cuts, frames];
  return bounds.slice(1).map((end, i) => [bounds[i], end]);
}

/** Varied motion from one reference to the next: zoom in, zoom out, toward different corners. */
function motion(i: number, zoom: number): Motion {
  const focus = [
    [0.5, 0.5],
    [0.3, 0.4],
    [0.7, 0.6],
    [0.4, 0.7],
    [0.6, 0.3],
    [0.5, 0.5],
    [0.35, 0.65],
  ][i % 7];
  const zoomIn = i % 2 === 0;
  return { zoomFrom: zoomIn ? 1 : 1 + zoom, zoomTo: zoomIn ? 1 + zoom : 1, focusX: focus[0], focusY: focus[1] };
}
