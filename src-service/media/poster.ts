/** Poster frames of videos: one JPEG frame, made by ffmpeg into a partial file renamed when complete. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { ffmpegGone, FfmpegMissingError, requireFfmpeg } from './ffmpeg-path.ts';
import { MediaConvertError } from './convert.ts';

/** Where the poster is taken: a tenth into the video, at most 1 s in (past fades from black, before the action). */
export function posterTime(durationSeconds: number | null): number {
  if (!durationSeconds || durationSeconds <= 0) return 0;
  return Math.min(1, durationSeconds * 0.1);
}

/** Writes the frame of `input` at `atSeconds` to `output` as a JPEG (the first frame when the time falls past the end). */
export async function makePoster(input: string, output: string, atSeconds: number): Promise<void> {
  const loc = requireFfmpeg();
  const partial = `${output}.${randomBytes(4).toString('hex')}.part`;
  // -ss before -i seeks by keyframe then decodes to the time: fast and exact. -update 1 writes one image.
  const args = ['-nostdin', '-hide_banner', '-v', 'error', '-ss', atSeconds.toFixed(3), '-i', `file:${input}`];
  args.push('-map', '0:v:0', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-update', '1', '-y', `file:${partial}`);
  try {
    await runFfmpeg(loc.ffmpeg, args);
    try {
      await rename(partial, output);
    } catch {
      // A seek past the last frame writes nothing: take the first frame instead.
      await runFfmpeg(loc.ffmpeg, [...args.slice(0, 4), ...args.slice(6)]);
      await rename(partial, output);
    }
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

function runFfmpeg(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
    child.once('error', (err) => reject(ffmpegGone(err) ? new FfmpegMissingError() : err));
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const reason = /matches no streams/.test(stderr) ? 'the file has no video track' : (stderr.trim().split(/\r?\n/).at(-1) ?? '');
      reject(new MediaConvertError(`Could not take a poster frame: ${reason}`, reason));
    });
  });
}
