/**
 * Extension in the sandbox: the whole input, re-encoded at the output frame rate, then
 * `addSeconds` more that continue from its last frame with a slow eased zoom (so the
 * join is seamless: the first added frame is the last input frame). The prompt caption
 * and "SANDBOX" badge fade in 0.5 s into the added part. The input's audio is not kept:
 * sandbox video carries no audio track.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { ffmpegGone, FfmpegMissingError, requireFfmpeg } from '../../../media/ffmpeg-path.ts';
import { checkCommon, withWorkDir, zoomAmount, zoomFilter, type VideoRenderCommon } from './common.ts';
import { ffmpegReason, renderToFile, VideoRenderError } from './run-ffmpeg.ts';
import { captionFilters } from './text.ts';

/** Options of {@link renderExtension}: the output keeps the input's frame size. */
export interface ExtensionOptions extends Omit<VideoRenderCommon, 'width' | 'height' | 'durationSeconds'> {
  /** The video to continue (any size and codec ffmpeg decodes). */
  videoPath: string;
  /** Seconds added after the input's last frame. */
  addSeconds: number;
  /**
   * The tool's durationSeconds, which for extension is the added length only
   * (the spec's video tools; docs/architecture.md §5); when given it must equal `addSeconds`, to catch a caller
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

/** What the render needs to know about the input video. */
interface InputVideo {
  width: number;
  height: number;
  durationSeconds: number;
  /** Presentation time of the last frame, relative to the start of the file. */
  lastFrameSeconds: number;
}

/** Renders the input followed by `addSeconds` of continuation to `o.outPath`. */
export async function renderExtension(o: ExtensionOptions): Promise<ExtensionResult> {
  const { fps, frames: addFrames } = checkCommon({ durationSeconds: o.addSeconds, fps: o.fps });
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
    const graph = [
      // The input at the output rate and exact frame count: fps may leave it a frame short
      // (tpad repeats the last one) or long (trim cuts), whatever its timestamps were.
      `[0:v]setpts=PTS-STARTPTS,fps=${fps},scale=${w}:${h},setsar=1,format=yuv420p,tpad=stop_mode=clone:stop=2,trim=end_frame=${inFrames}[in]`,
      `[1:v]trim=end_frame=1,setpts=PTS-STARTPTS,scale=${w}:${h},setsar=1,format=yuv420p,` +
        `${zoomFilter({ zoomFrom: 1, zoomTo: 1 + zoom, focusX: 0.5, focusY: 0.45 }, addFrames, w, h, fps)},setsar=1,format=yuv420p[add]`,
      `[in][add]concat=n=2:v=1:a=0,${[...captions, 'format=yuv420p'].join(',')}[v]`,
    ].join(';');
    // Input 1 is the same file seeked to its last frame (2 ms early: ffprobe rounds times to
    // microseconds, and a seek past the frame would yield nothing).
    const seek = Math.max(0, input.lastFrameSeconds - 0.002).toFixed(6);
    await renderToFile({
      args: ['-i', `file:${video}`, '-ss', seek, '-i', `file:${video}`, '-filter_complex', graph],
      cwd: dir,
      totalFrames: total,
      fps,
      outPath: o.outPath,
      signal: o.signal,
      onProgress: o.onProgress,
      redact: [[video, 'the input video']],
    });
  });
  return { width: w, height: h, durationSeconds: total / fps };
}

/**
 * Reads size, duration and the last frame's time with ffprobe. Packet timestamps are
 * read without decoding, so this stays fast for any length. A 90° rotation tag swaps
 * width and height (ffmpeg applies it while decoding); odd sizes are rounded down to
 * even, which yuv420p requires.
 */
async function inspect(video: string, signal: AbortSignal): Promise<InputVideo> {
  const args = [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-of',
    'json',
    '-show_entries',
    'stream=width,height,duration:stream_side_data=rotation:format=duration,start_time:packet=pts_time',
    `file:${video}`,
  ];
  const json = await new Promise<string>((res, rej) => {
    execFile(requireFfmpeg().ffprobe, args, { maxBuffer: 64 * 2 ** 20, signal }, (err, stdout, stderr) => {
      if (signal.aborted) return rej(signal.reason);
      if (err) {
        if (ffmpegGone(err)) return rej(new FfmpegMissingError());
        const reason = ffmpegReason(String(stderr), [[video, 'the input video']]) || err.message;
        return rej(new VideoRenderError(`The video to extend could not be read: ${reason}`, reason));
      }
      res(String(stdout));
    });
  });
  const data = JSON.parse(json) as {
    streams?: Array<{ width?: number; height?: number; duration?: string; side_data_list?: Array<{ rotation?: number }> }>;
    format?: { duration?: string; start_time?: string };
    packets?: Array<{ pts_time?: string }>;
  };
  const stream = data.streams?.[0];
  const pts = (data.packets ?? []).map((p) => Number(p.pts_time)).filter(Number.isFinite);
  if (!stream?.width || !stream.height || pts.length === 0) {
    throw new VideoRenderError('The video to extend could not be read: it has no video frames.', 'no video stream');
  }
  const rotation = Math.abs(stream.side_data_list?.find((s) => s.rotation !== undefined)?.rotation ?? 0) % 180;
  const [rw, rh] = rotation === 90 ? [stream.height, stream.width] : [stream.width, stream.height];
  const start = Number(data.format?.start_time) || 0;
  const duration = positive(stream.duration) ?? positive(data.format?.duration);
  if (duration === null) throw new VideoRenderError('The video to extend could not be read: its duration is unknown.', 'no duration');
  const width = rw - (rw % 2);
  const height = rh - (rh % 2);
  if (Math.min(width, height) < 16 || Math.max(width, height) > 4096) {
    const reason = `its frame is ${rw}x${rh}, and 16 to 4096 pixels a side are supported`;
    throw new VideoRenderError(`The video to extend cannot be used: ${reason}.`, reason);
  }
  return { width, height, durationSeconds: duration, lastFrameSeconds: pts.reduce((a, b) => Math.max(a, b)) - start };
}

function positive(v: string | undefined): number | null {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
}
