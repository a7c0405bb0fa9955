/**
 * One ffmpeg process that encodes raw speech PCM, fed on its stdin as it is made, into a
 * compatible format on its stdout: the progressive speech answers' encoder, with encodeSpeech's
 * output options (speechOutputArgs), from a pipe instead of a file.
 */
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { SpeechEncoding } from '../contract/compat-formats.ts';
import { speechOutputArgs } from './encode-speech.ts';
import { ffmpegGone, requireFfmpeg } from './ffmpeg-path.ts';

export interface SpeechEncoder {
  /** Raw signed 16-bit little-endian mono PCM in. */
  stdin: Writable;
  /** The encoded audio out. */
  stdout: Readable;
  /** Resolves when ffmpeg exits cleanly (stdout is then complete); rejects with its last error line otherwise. */
  exited: Promise<void>;
  /** Stops it now (the reader went away). */
  kill(): void;
}

/** Starts the encoder; throws FfmpegMissingError at once when there is no ffmpeg. */
export function startSpeechEncoder(encoding: SpeechEncoding, opts: { inputRate: number; speed?: number }): SpeechEncoder {
  const { ffmpeg } = requireFfmpeg();
  // -nostdin is not wanted here: stdin is the input. -v error: stderr holds only the reasons.
  const args = ['-hide_banner', '-v', 'error', '-f', 's16le', '-ar', String(opts.inputRate), '-ac', '1', '-i', 'pipe:0'];
  // Each packet goes out as it is encoded, not when ffmpeg's 32 KB output buffer fills: a short
  // first segment at a low bitrate would otherwise wait for the next one.
  args.push(...speechOutputArgs(encoding, opts.speed), '-flush_packets', '1', 'pipe:1');
  const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    if (stderr.length < 8192) stderr += d.toString('utf8');
  });
  // EPIPE when ffmpeg stopped first: its exit says why.
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', (err) => {
      ffmpegGone(err);
      reject(err);
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg stopped (${code ?? signal}): ${stderr.trim().split('\n').at(-1) ?? ''}`));
    });
  });
  exited.catch(() => undefined);
  return {
    stdin: child.stdin,
    stdout: child.stdout,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
