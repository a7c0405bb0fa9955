/**
 * Image-to-video in the sandbox: the image, letterboxed into the frame ('contain': all
 * of it visible, centred on black), is exactly the first frame; then a slow eased zoom
 * toward a point right of and above centre. The prompt caption and "SANDBOX" badge fade
 * in from 0.5 s, so they never touch the pinned first frame.
 */
import { resolve } from 'node:path';
import {
  atFrame,
  checkCommon,
  fitStill,
  fromZero,
  mosaicZoomGraph,
  withWorkDir,
  zoomAmount,
  zoomGraph,
  type VideoRenderCommon,
} from './common.ts';
import { prepareStill, preparedInputs, preparedPlanes } from './prepared-still.ts';
import { minWindowFrames, renderWindowed, splitFrames } from './windows.ts';
import { captionFilters } from './text.ts';

/** Options of {@link renderImageToVideo}: the common ones plus the image (PNG, JPEG, WebP, any size). */
export interface ImageToVideoOptions extends VideoRenderCommon {
  imagePath: string;
}

/** Renders an image-to-video clip to `o.outPath`. */
export async function renderImageToVideo(o: ImageToVideoOptions): Promise<void> {
  const { fps, frames, parallelism } = checkCommon(o);
  o.signal.throwIfAborted();
  const { width: w, height: h } = o;
  const image = resolve(o.imagePath); // ffmpeg runs in the work folder
  await withWorkDir(o.outPath, async (dir) => {
    const captions = await captionFilters(dir, o.prompt, w, h, Math.min(0.5, (frames - 1) / fps));
    // Fitted at the output size first, so frame 0 is the plain letterboxed image; the
    // upscaled luma mosaic inside the zoom is only there to keep the motion smooth. With
    // several windows the still is fitted and its mosaics built once, for all of them.
    const motion = { zoomFrom: 1, zoomTo: 1 + zoomAmount(o.durationSeconds), focusX: 0.62, focusY: 0.42 };
    const spans = splitFrames(frames, parallelism, minWindowFrames(w, h, o.parallelism !== undefined));
    const input = ['-i', `file:${image}`];
    const fit = fitStill('0:v', 'still', 'contain', w, h, '0');
    const redact: Array<[string, string]> = [[image, 'the image']];
    const prepared = spans.length > 1 ? await prepareStill('still', input, fit, w, h, 4, { cwd: dir, signal: o.signal, redact }) : null;
    const windows = spans.map(([start, end]) => ({
      args: [
        ...(prepared ? preparedInputs(prepared) : input),
        '-filter_complex',
        [
          prepared
            ? mosaicZoomGraph(preparedPlanes(0), 'zoom', '0', motion, frames, w, h, fps, [start, end], 4)
            : `${fit};${zoomGraph('still', 'zoom', '0', motion, frames, w, h, fps, [start, end])}`,
          `[zoom]${[atFrame(start, fps), ...captions, fromZero, 'setsar=1', 'format=yuv420p'].join(',')}[v]`,
        ].join(';'),
      ],
      frames: end - start,
    }));
    await renderWindowed(windows, {
      cwd: dir,
      fps,
      outPath: o.outPath,
      signal: o.signal,
      onProgress: o.onProgress,
      redact,
      parallelism,
    });
  });
}
