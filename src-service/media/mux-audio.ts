/**
 * Lays an audio track under a video: the picture is copied as it is (no re-encode), the audio
 * becomes AAC, padded with silence or cut so it lasts exactly as long as the video. The file
 * appears at `out` only when complete.
 */
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ffmpegCommand } from './fluent.ts';
import { requireFfmpeg } from './ffmpeg-path.ts';
import { probe } from './probe.ts';
import { MediaConvertError } from './convert.ts';
import { outputWriteFailure } from './ffmpeg-output.ts';

/** AAC at 48 kHz stereo 192 kb/s: what players and editors expect of an MP4's audio. */
const MUX_AUDIO = { codec: 'aac', bitrate: '192k', sampleRate: 48_000, channels: 2 } as const;

export async function muxAudioIntoVideo(job: {
  video: string;
  audio: string;
  out: string;
  signal: AbortSignal;
  onProgress(p: number): void;
}): Promise<{ durationSeconds: number; sampleRate: number; channels: number }> {
  job.signal.throwIfAborted();
  const info = await probe(job.video);
  if (!info.video || !info.durationSeconds)
    throw new MediaConvertError('The video asset has no picture or no duration to lay the audio under', 'no video stream');
  const duration = info.durationSeconds;
  const part = join(dirname(job.out), `.${basename(job.out)}.part`);
  const cmd = ffmpegCommand()
    .setFfmpegPath(requireFfmpeg().ffmpeg)
    .input(`file:${job.video}`)
    .input(`file:${job.audio}`)
    .inputOptions('-nostdin', '-hide_banner', '-v', 'error')
    .outputOptions(
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-c:v',
      'copy',
      '-c:a',
      MUX_AUDIO.codec,
      '-b:a',
      MUX_AUDIO.bitrate,
      '-ar',
      String(MUX_AUDIO.sampleRate),
      '-ac',
      String(MUX_AUDIO.channels),
      // apad makes the audio endless; -t then ends the file exactly with the video.
      '-af',
      'apad',
      '-t',
      duration.toFixed(3),
      '-movflags',
      '+faststart',
    )
    .format('mp4')
    .output(part);
  try {
    await new Promise<void>((resolve, reject) => {
      const kill = () => cmd.kill('SIGKILL');
      job.signal.addEventListener('abort', kill, { once: true });
      cmd.on('progress', (p: { timemark?: string }) => {
        const t = seconds(p.timemark);
        if (t !== null) job.onProgress(Math.min(99, (t / duration) * 100));
      });
      cmd.on('end', (_out: string | null, stderr: string | null) => {
        job.signal.removeEventListener('abort', kill);
        // Exit 0 with the output cut short (a full disk at the trailer): a failure all the same.
        const unwritten = outputWriteFailure(stderr ?? '');
        if (unwritten) return reject(new MediaConvertError(`ffmpeg could not write the combined video: ${unwritten}`, unwritten));
        resolve();
      });
      cmd.on('error', (err: Error, _out: string | null, stderr: string | null) => {
        job.signal.removeEventListener('abort', kill);
        if (job.signal.aborted) return reject(job.signal.reason);
        const line = (stderr ?? '').trim().split(/\r?\n/).at(-1) ?? err.message;
        reject(
          new MediaConvertError(
            `ffmpeg could not combine the video and the audio: ${line.replace(/^\[[^\]]*@ 0x[0-9a-f]+\]\s*/i, '')}`,
            line,
          ),
        );
      });
      cmd.run();
    });
    job.signal.throwIfAborted();
    await rename(part, job.out);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
  return { durationSeconds: duration, sampleRate: MUX_AUDIO.sampleRate, channels: MUX_AUDIO.channels };
}

/** "00:00:04.12" → 4.12. */
function seconds(timemark: string | undefined): number | null {
  const m = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(timemark ?? '');
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}
