/**
 * Extension in the sandbox: the whole input at the output frame rate, then `addSeconds`
 * more that continue from its last frame with a slow eased zoom (so the join is
 * seamless: the first added frame is the last input frame). The prompt caption and
 * "SANDBOX" badge fade in 0.5 s into the added part. The input's audio is not kept:
 * sandbox video carries no audio track.
 *
 * The input and the added part are separate windows (windows.ts), rendered side by side
 * and joined by stream copy. When the input's stream is what this renderer would write
 * (H.264 yuv420p at the output size and rate, same time base and parameter sets: an
 * earlier sandbox render, typically), it is copied as it is, not re-encoded; when it is the
 * file's only stream, the join reads it straight from the input file.
 */
import { join, resolve } from 'node:path';
import { atFrame, checkCommon, fromZero, mosaicZoomGraph, withWorkDir, zoomAmount, zoomGraph, type VideoRenderCommon } from './common.ts';
import { prepareStill, preparedInputs, preparedPlanes } from './prepared-still.ts';
import { inspect, sameStream, windowIdentity, type InputVideo } from './probe.ts';
import { captionFilters } from './text.ts';
import { joinWindows, minWindowFrames, renderWindows, splitFrames, type WindowRun, type WindowSpec } from './windows.ts';

/** Options of {@link renderExtension}: the output keeps the input's frame size. */
export interface ExtensionOptions extends Omit<VideoRenderCommon, 'width' | 'height' | 'durationSeconds'> {
  /** The video to continue (any size and codec ffmpeg decodes). */
  videoPath: string;
  /** Seconds added after the input's last frame. */
  addSeconds: number;
  /**
   * The tool's durationSeconds, which for extension is the added length only
   * (docs/interface.md#tools, Video); when given it must equal `addSeconds`, to catch a caller
   * passing the total instead.
   */
  durationSeconds?: number;
}

/** The extended video: its frame size and its total duration (input + added). */
export interface ExtensionResult {
  width: number;
  height: number;
  durationSeconds: number;
}

/** Renders the input followed by `addSeconds` of continuation to `o.outPath`. */
export async function renderExtension(o: ExtensionOptions): Promise<ExtensionResult> {
  const { fps, frames: addFrames, parallelism } = checkCommon({ durationSeconds: o.addSeconds, fps: o.fps, parallelism: o.parallelism });
  if (o.durationSeconds !== undefined && o.durationSeconds !== o.addSeconds) {
    throw new RangeError(
      `durationSeconds (${o.durationSeconds}) is the added length for an extension and must equal addSeconds (${o.addSeconds})`,
    );
  }
  o.signal.throwIfAborted();
  const video = resolve(o.videoPath);
  const input = await inspect(video, o.signal);
  const { width: w, height: h } = input;
  const inFrames = Math.max(1, Math.round(input.durationSeconds * fps));
  const total = inFrames + addFrames;
  await withWorkDir(o.outPath, async (dir) => {
    const captions = await captionFilters(dir, o.prompt, w, h, (inFrames + Math.min(12, addFrames - 1)) / fps);
    const zoom = zoomAmount(o.addSeconds);
    const motion = { zoomFrom: 1, zoomTo: 1 + zoom, focusX: 0.5, focusY: 0.45 };
    // The added part starts from the input's last frame: the same file seeked to it (2 ms
    // early: ffprobe rounds times to microseconds, and a seek past the frame would yield nothing).
    // With several added windows that frame is decoded and its mosaics built once, for all of them.
    const seek = Math.max(0, input.lastFrameSeconds - 0.002).toFixed(6);
    const last = ['-ss', seek, '-i', `file:${video}`];
    const still = `[0:v]trim=end_frame=1,setpts=PTS-STARTPTS,scale=${w}:${h},setsar=1,format=yuv444p[still]`;
    const redact: Array<[string, string]> = [[video, 'the input video']];
    const spans = splitFrames(addFrames, parallelism, minWindowFrames(w, h, o.parallelism !== undefined));
    const prepared = spans.length > 1 ? await prepareStill('last', last, still, w, h, 4, { cwd: dir, signal: o.signal, redact }) : null;
    const added: WindowSpec[] = spans.map(([start, end]) => ({
      args: [
        ...(prepared ? preparedInputs(prepared) : last),
        '-filter_complex',
        [
          prepared
            ? mosaicZoomGraph(preparedPlanes(0), 'zoom', '0', motion, addFrames, w, h, fps, [start, end], 4)
            : `${still};${zoomGraph('still', 'zoom', '0', motion, addFrames, w, h, fps, [start, end])}`,
          `[zoom]${[atFrame(inFrames + start, fps), ...captions, fromZero, 'setsar=1', 'format=yuv420p'].join(',')}[v]`,
        ].join(';'),
      ],
      frames: end - start,
    }));
    const run: WindowRun = {
      cwd: dir,
      fps,
      signal: o.signal,
      onProgress: o.onProgress,
      redact,
      parallelism,
    };
    const copy = copyable(input, inFrames, fps);
    // A copyable input holding nothing but its video is read by the join itself, as it is:
    // no process copies it into the work folder first (~0.12 s of CPU).
    const direct = copy && input.streams === 1;
    const first = direct ? [] : [copy ? copyInput(video, inFrames) : reencodeInput(video, inFrames, w, h, fps)];
    const rendered = await renderWindows([...first, ...added], run);
    const addedFiles = rendered.slice(first.length);
    let inputFile = direct ? `file:${video}` : rendered[0];
    if (copy && !sameStream(input.identity, await windowIdentity(join(dir, addedFiles[0]), w, h, fps))) {
      // Same codec, size and rate, yet encoded differently (other parameter sets): copying would not decode.
      inputFile = (await renderWindows([reencodeInput(video, inFrames, w, h, fps)], run, 'input'))[0];
    }
    await joinWindows([{ file: inputFile, frames: inFrames }, ...addedFiles.map((file, i) => ({ file, frames: added[i].frames }))], {
      ...run,
      outPath: o.outPath,
    });
    o.onProgress(100);
  });
  return { width: w, height: h, durationSeconds: total / fps };
}

/**
 * Whether the input may be copied, judged before rendering: H.264 yuv420p at the output
 * rate and exactly `inFrames` frames from time 0, unrotated and of even size (so the
 * output's size). The parameter sets are compared with a rendered window afterwards.
 */
function copyable(input: InputVideo, inFrames: number, fps: number): boolean {
  const id = input.identity;
  return (
    id.codec === 'h264' &&
    id.pixFmt === 'yuv420p' &&
    !id.rotated &&
    id.width === input.width &&
    id.height === input.height &&
    id.rFrameRate === `${fps}/1` &&
    id.avgFrameRate === `${fps}/1` &&
    id.startTime === 0 &&
    input.packets === inFrames
  );
}

/** The input's video stream as it is (no audio, no metadata). */
function copyInput(video: string, inFrames: number): WindowSpec {
  return { args: ['-i', `file:${video}`, '-map', '0:v:0', '-c', 'copy', '-an', '-map_metadata', '-1'], frames: inFrames, encode: false };
}

/**
 * The input re-encoded at the output rate and exact frame count: fps may leave it a frame
 * short (tpad repeats the last one) or long (trim cuts), whatever its timestamps were.
 */
function reencodeInput(video: string, inFrames: number, w: number, h: number, fps: number): WindowSpec {
  return {
    args: [
      '-i',
      `file:${video}`,
      '-filter_complex',
      `[0:v]setpts=PTS-STARTPTS,fps=${fps},scale=${w}:${h},setsar=1,format=yuv420p,tpad=stop_mode=clone:stop=2,trim=end_frame=${inFrames}[v]`,
    ],
    frames: inFrames,
  };
}
