/**
 * ffprobe for the extension renderer: what it needs to know about the video it continues,
 * and whether that video's stream can be copied into the output as it is.
 */
import { execFile } from 'node:child_process';
import { ffmpegGone, FfmpegMissingError, requireFfmpeg } from '../../../media/ffmpeg-path.ts';
import { h264Config } from './mp4-boxes.ts';
import { ffmpegReason, VideoRenderError } from './run-ffmpeg.ts';

/** What the render needs to know about the input video. */
export interface InputVideo {
  width: number;
  height: number;
  durationSeconds: number;
  /** Presentation time of the last frame, relative to the start of the file. */
  lastFrameSeconds: number;
  /** Video packets in the file (one per frame). */
  packets: number;
  /** Streams in the file, of any kind (1: the video alone). */
  streams: number;
  /**
   * The stream's identity where copying depends on it: codec, pixel format, frame size,
   * frame rates, time base, start and the codec's parameter sets (SPS/PPS). Two streams
   * with equal identities and constant rate join by copying.
   */
  identity: StreamIdentity;
}

/** See {@link InputVideo.identity}. */
export interface StreamIdentity {
  codec: string;
  pixFmt: string;
  width: number;
  height: number;
  rFrameRate: string;
  avgFrameRate: string;
  timeBase: string;
  startTime: number;
  extradataHash: string;
  rotated: boolean;
}

interface ProbeJson {
  streams?: Array<{
    codec_name?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    r_frame_rate?: string;
    avg_frame_rate?: string;
    time_base?: string;
    start_time?: string;
    extradata_hash?: string;
    duration?: string;
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { duration?: string; start_time?: string; nb_streams?: number };
  packets?: Array<{ pts_time?: string }>;
}

const STREAM_ENTRIES = 'stream=codec_name,pix_fmt,width,height,r_frame_rate,avg_frame_rate,time_base,start_time,extradata_hash';

function ffprobe(video: string, entries: string, signal: AbortSignal, label: string): Promise<ProbeJson> {
  const args = [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-of',
    'json',
    '-show_data_hash',
    'SHA256',
    '-show_entries',
    entries,
    `file:${video}`,
  ];
  return new Promise((res, rej) => {
    execFile(requireFfmpeg().ffprobe, args, { maxBuffer: 64 * 2 ** 20, signal }, (err, stdout, stderr) => {
      if (signal.aborted) return rej(signal.reason);
      if (err) {
        if (ffmpegGone(err)) return rej(new FfmpegMissingError());
        const reason = ffmpegReason(String(stderr), [[video, label]]) || err.message;
        return rej(new VideoRenderError(`The video to extend could not be read: ${reason}`, reason));
      }
      res(JSON.parse(String(stdout)) as ProbeJson);
    });
  });
}

function identityOf(stream: NonNullable<ProbeJson['streams']>[number], rotation: number): StreamIdentity {
  return {
    codec: stream.codec_name ?? '',
    pixFmt: stream.pix_fmt ?? '',
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    rFrameRate: stream.r_frame_rate ?? '',
    avgFrameRate: stream.avg_frame_rate ?? '',
    timeBase: stream.time_base ?? '',
    startTime: Number(stream.start_time) || 0,
    extradataHash: stream.extradata_hash ?? '',
    rotated: rotation !== 0,
  };
}

/**
 * Reads size, duration, the last frame's time and the stream's identity with ffprobe.
 * Packet timestamps are read without decoding, so this stays fast for any length. A 90°
 * rotation tag swaps width and height (ffmpeg applies it while decoding); odd sizes are
 * rounded down to even, which yuv420p requires.
 */
export async function inspect(video: string, signal: AbortSignal): Promise<InputVideo> {
  const data = await ffprobe(
    video,
    `${STREAM_ENTRIES},duration:stream_side_data=rotation:format=duration,start_time,nb_streams:packet=pts_time`,
    signal,
    'the input video',
  );
  const stream = data.streams?.[0];
  const pts = (data.packets ?? []).map((p) => Number(p.pts_time)).filter(Number.isFinite);
  if (!stream?.width || !stream.height || pts.length === 0) {
    throw new VideoRenderError('The video to extend could not be read: it has no video frames.', 'no video stream');
  }
  const rotation = Math.abs(stream.side_data_list?.find((s) => s.rotation !== undefined)?.rotation ?? 0) % 360;
  const [rw, rh] = rotation % 180 === 90 ? [stream.height, stream.width] : [stream.width, stream.height];
  const start = Number(data.format?.start_time) || 0;
  const duration = positive(stream.duration) ?? positive(data.format?.duration);
  if (duration === null) throw new VideoRenderError('The video to extend could not be read: its duration is unknown.', 'no duration');
  const width = rw - (rw % 2);
  const height = rh - (rh % 2);
  if (Math.min(width, height) < 16 || Math.max(width, height) > 4096) {
    const reason = `its frame is ${rw}x${rh}, and 16 to 4096 pixels a side are supported`;
    throw new VideoRenderError(`The video to extend cannot be used: ${reason}.`, reason);
  }
  return {
    width,
    height,
    durationSeconds: duration,
    lastFrameSeconds: pts.reduce((a, b) => Math.max(a, b)) - start,
    packets: pts.length,
    streams: Number(data.format?.nb_streams) || 0,
    identity: identityOf(stream, rotation),
  };
}

/**
 * The identity of a window this renderer wrote (H.264 yuv420p, w×h at `fps`, from 0), for
 * {@link sameStream}: what the encoder was told, plus the parameter sets and time base
 * read from the file's boxes (no ffprobe run).
 */
export async function windowIdentity(file: string, w: number, h: number, fps: number): Promise<StreamIdentity> {
  const config = await h264Config(file);
  if (!config) throw new VideoRenderError('A rendered window has no H.264 video track.', 'no video stream');
  const rate = `${fps}/1`;
  return {
    codec: 'h264',
    pixFmt: 'yuv420p',
    width: w,
    height: h,
    rFrameRate: rate,
    avgFrameRate: rate,
    startTime: 0,
    rotated: false,
    ...config,
  };
}

/** Whether two streams join by stream copy: every part of their identities equal, and no rotation. */
export function sameStream(a: StreamIdentity, b: StreamIdentity): boolean {
  return (Object.keys(a) as Array<keyof StreamIdentity>).every((k) => a[k] === b[k]) && !a.rotated && a.extradataHash !== '';
}

function positive(v: string | undefined): number | null {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : null;
}
