import { spawn } from 'node:child_process';
import type ffmpeg from 'fluent-ffmpeg';
import { ffmpegCommand } from './fluent.ts';
import { ffmpegGone, FfmpegMissingError, requireFfmpeg } from './ffmpeg-path.ts';

/** What ffprobe says about a media file, with the duration measured when the header lacks it. */
export interface MediaInfo {
  formatName: string;
  durationSeconds: number | null;
  bytes: number;
  audio?: { codec: string; sampleRate: number; channels: number; bitsPerSample: number | null };
  video?: { codec: string; width: number; height: number; frameRate: number | null };
}

/** Probes a file. Rejects when ffprobe cannot read it (not media, or corrupt). */
export async function probe(path: string): Promise<MediaInfo> {
  const loc = requireFfmpeg();
  const data = await new Promise<ffmpeg.FfprobeData>((resolve, reject) => {
    const cmd = ffmpegCommand(path).setFfprobePath(loc.ffprobe);
    cmd.ffprobe((err: Error | null, d: ffmpeg.FfprobeData) =>
      err ? reject(ffmpegGone(err) ? new FfmpegMissingError() : err) : resolve(d),
    );
  });
  const a = data.streams.find((s) => s.codec_type === 'audio');
  const v = data.streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const info: MediaInfo = {
    formatName: data.format.format_name ?? 'unknown',
    durationSeconds: finite(data.format.duration) ?? finite(a?.duration) ?? finite(v?.duration),
    bytes: Number(data.format.size ?? 0),
  };
  if (a) {
    info.audio = {
      codec: a.codec_name ?? 'unknown',
      sampleRate: Number(a.sample_rate ?? 0),
      channels: a.channels ?? 0,
      // Lossy codecs report 0 and "N/A" here: they have no bit depth, so null rather than NaN.
      bitsPerSample: finite(a.bits_per_sample) ?? finite(a.bits_per_raw_sample),
    };
  }
  if (v) {
    info.video = { codec: v.codec_name ?? 'unknown', width: v.width ?? 0, height: v.height ?? 0, frameRate: rate(v.avg_frame_rate) };
  }
  // MediaRecorder WebM carries no duration ("N/A"): decode it and measure instead of trusting the header.
  if (info.durationSeconds === null && (a || v)) info.durationSeconds = await measureDuration(path, loc.ffmpeg);
  return info;
}

/** Decodes the whole file to nowhere and reads the last timestamp ffmpeg reports. */
function measureDuration(path: string, ffmpegPath = requireFfmpeg().ffmpeg): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const p = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-i', path, '-f', 'null', '-'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (c: Buffer) => {
      err = (err + c.toString()).slice(-4000);
    });
    p.on('error', (err) => reject(ffmpegGone(err) ? new FfmpegMissingError() : err));
    p.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg could not decode the file: ${lastLine(err)}`));
      const times = [...err.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
      const t = times.at(-1);
      resolve(t ? Number(t[1]) * 3600 + Number(t[2]) * 60 + Number(t[3]) : null);
    });
  });
}

function finite(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

function rate(r: string | undefined): number | null {
  if (!r) return null;
  const [n, d] = r.split('/').map(Number);
  return d ? n / d : null;
}

function lastLine(s: string): string {
  return s.trim().split('\n').at(-1) ?? '';
}
