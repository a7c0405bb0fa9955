/**
 * Normalises clone samples: any audio ffmpeg can decode becomes the 24 kHz mono 16-bit
 * WAV the clone provider is fed (docs/architecture.md §5), or raw PCM for analysis.
 * Also transcodes audio for export (WAV or MP3, keeping the source's rate and channels).
 */
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Writable } from 'node:stream';
import type ffmpeg from 'fluent-ffmpeg';
import { ffmpegCommand } from './fluent.ts';
import { ffmpegGone, FfmpegMissingError, requireFfmpeg } from './ffmpeg-path.ts';
import { outputWriteFailure } from './ffmpeg-output.ts';
import { storageLine } from '../storage/faults.ts';

/** Sample rate clone samples are normalised to. */
const CLONE_SAMPLE_RATE = 24_000;

/** ffmpeg could not decode or convert a file; `ffmpegMessage` is ffmpeg's own last error line. */
export class MediaConvertError extends Error {
  readonly ffmpegMessage: string;
  constructor(message: string, ffmpegMessage: string) {
    super(message);
    this.name = 'MediaConvertError';
    this.ffmpegMessage = ffmpegMessage;
  }
}

/** Options of {@link toWav24kMono}. */
export interface ConvertOptions {
  /** Aborting kills ffmpeg and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Options of {@link decodePcm}. */
export interface DecodeOptions extends ConvertOptions {
  /** Output rate in Hz (default 24,000). */
  sampleRate?: number;
  /**
   * Longest audio decoded, in seconds (default 600). A 10 MB file of low-bitrate Opus
   * holds hours of audio, which would decode to gigabytes of PCM in memory.
   */
  maxSeconds?: number;
}

/**
 * Converts any decodable audio (WAV, MP3, M4A, WebM/Opus, OGG/Vorbis, FLAC, or the audio
 * of a video) to WAV 24 kHz mono pcm_s16le. The file appears at `output` only when
 * complete (written beside it, then renamed), so a failure or abort leaves nothing behind.
 */
export async function toWav24kMono(input: string, output: string, opts: ConvertOptions = {}): Promise<void> {
  opts.signal?.throwIfAborted();
  await writeComplete(canonicalWav(command(input, CLONE_SAMPLE_RATE)), input, output, opts.signal);
}

/** Audio formats {@link transcodeAudio} writes. */
export type TranscodeFormat = 'wav' | 'mp3';

/** MP3 bitrate of exports: transparent for speech and music. LAME caps it at 160k below 32 kHz (MPEG-2). */
const MP3_BITRATE = '192k';

/**
 * Converts the first audio track of any decodable file to 16-bit PCM WAV or to MP3
 * (libmp3lame), without resampling or remixing: an export sounds like its source. The
 * file appears at `output` only when complete, so a failure or abort leaves nothing behind.
 */
export async function transcodeAudio(input: string, output: string, format: TranscodeFormat, opts: ConvertOptions = {}): Promise<void> {
  opts.signal?.throwIfAborted();
  const cmd = audioInput(input);
  if (format === 'wav') {
    canonicalWav(cmd);
  } else {
    // Tags stay (a title travels with the file); the muxer writes a LAME/Xing header on a
    // seekable output, which gives players an exact duration and gapless playback.
    cmd.audioCodec('libmp3lame').audioBitrate(MP3_BITRATE).format('mp3');
  }
  await writeComplete(cmd, input, output, opts.signal);
}

/**
 * 16-bit PCM WAV with a canonical 44-byte header: no LIST/INFO chunk (title tags, "Lavf"
 * encoder stamp) for naive WAV readers (provider side, some editors) to trip over.
 */
function canonicalWav(cmd: ffmpeg.FfmpegCommand): ffmpeg.FfmpegCommand {
  return cmd.audioCodec('pcm_s16le').format('wav').outputOptions('-map_metadata', '-1', '-fflags', '+bitexact');
}

/**
 * Runs `cmd` into a partial file beside `output` and renames it into place when complete,
 * so a failure or abort leaves nothing at `output` (and the partial is removed).
 */
export async function writeComplete(
  cmd: ffmpeg.FfmpegCommand,
  input: string,
  output: string,
  signal: AbortSignal | undefined,
): Promise<void> {
  const partial = `${output}.${randomBytes(4).toString('hex')}.part`;
  cmd.output(partial);
  try {
    await run(cmd, input, signal, () => cmd.run());
    await rename(partial, output);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/**
 * Decodes any audio to mono signed 16-bit PCM through a pipe (no temporary file), for
 * analysis. Rejects when the audio is longer than `maxSeconds`.
 */
export async function decodePcm(input: string, opts: DecodeOptions = {}): Promise<Int16Array> {
  const sampleRate = opts.sampleRate ?? CLONE_SAMPLE_RATE;
  const maxSeconds = opts.maxSeconds ?? 600;
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`invalid sample rate ${sampleRate}`);
  opts.signal?.throwIfAborted();
  const maxBytes = Math.ceil(maxSeconds * sampleRate) * 2;
  const cmd = command(input, sampleRate).audioCodec('pcm_s16le').format('s16le');
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooLong = false;
  // emitClose: false because fluent-ffmpeg treats the target's 'close' as a failure unless
  // the process exit is seen within 20 ms, which a busy event loop can miss.
  const sink = new Writable({
    emitClose: false,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        if (!tooLong) cmd.kill('SIGKILL');
        tooLong = true;
      } else {
        chunks.push(chunk);
      }
      done();
    },
  });
  const drained = new Promise<void>((resolve) => sink.once('finish', resolve));
  try {
    await run(cmd, input, opts.signal, () => cmd.pipe(sink, { end: true }));
    await drained; // fluent-ffmpeg reports the exit before the pipe may have drained
  } catch (err) {
    if (!tooLong) throw err;
  }
  if (tooLong) throw new MediaConvertError(`${basename(input)} is longer than ${maxSeconds} s; it was not analysed`, '');
  const all = Buffer.concat(chunks, bytes - (bytes % 2)); // bytes counts only kept chunks here
  // Copy into a fresh, aligned buffer: Buffer.concat may return a slice of the shared pool.
  const pcm = new Int16Array(all.length / 2);
  Buffer.from(pcm.buffer).set(all);
  return pcm;
}

/** The decode-and-resample part shared by both outputs. */
/** The first audio track of `input`, decoded as it is (no resampling or remixing yet). */
export function audioInput(input: string): ffmpeg.FfmpegCommand {
  // The file: protocol makes ffmpeg read a path as a path, never as a URL or a
  // protocol spec ("concat:…", "http://…") that a crafted file name could smuggle in.
  return (
    ffmpegCommand(`file:${input}`)
      .setFfmpegPath(requireFfmpeg().ffmpeg)
      // -nostdin: ffmpeg must never wait on the service's stdin. -v error: stderr holds only
      // the errors, so its last line is the reason for a failure.
      .inputOptions('-nostdin', '-hide_banner', '-v', 'error')
      .noVideo()
      .outputOptions('-map', '0:a:0')
  ); // the first audio track; cover art and video are dropped
}

/** {@link audioInput} as mono at `sampleRate`. */
function command(input: string, sampleRate: number): ffmpeg.FfmpegCommand {
  return audioInput(input).audioChannels(1).audioFrequency(sampleRate);
}

/** Starts a prepared command with `start`; abort kills ffmpeg, failures become MediaConvertError. */
function run(cmd: ffmpeg.FfmpegCommand, input: string, signal: AbortSignal | undefined, start: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let aborted = false;
    // fluent-ffmpeg spawns only after its capability checks, so an early abort is
    // remembered and applied the moment the process starts.
    const kill = () => {
      aborted = true;
      if ((cmd as unknown as { ffmpegProc?: unknown }).ffmpegProc) cmd.kill('SIGKILL');
    };
    signal?.addEventListener('abort', kill, { once: true });
    cmd.on('start', () => {
      if (aborted) cmd.kill('SIGKILL');
    });
    cmd.on('end', (_stdout: string | null, stderr: string | null) => {
      signal?.removeEventListener('abort', kill);
      if (aborted) return reject(signal?.reason);
      // Exit 0 with the output cut short (a full disk at the trailer): a failure all the same.
      const unwritten = outputWriteFailure(stderr ?? '');
      if (unwritten) {
        const reason = ffmpegReason(unwritten, input);
        return reject(new MediaConvertError(`Could not write the converted audio: ${reason}`, reason));
      }
      resolve();
    });
    cmd.on('error', (err: Error, _stdout: string | null, stderr: string | null) => {
      signal?.removeEventListener('abort', kill);
      if (aborted) return reject(signal?.reason);
      // Removed (or made unusable) since it was located: say so, not "could not decode".
      if (ffmpegGone(err) || ffmpegGone((err as { cause?: unknown }).cause)) return reject(new FfmpegMissingError());
      const reason = ffmpegReason(stderr ?? '', input) || err.message;
      reject(new MediaConvertError(`Could not decode ${basename(input)} as audio: ${reason}`, reason));
    });
    start();
  });
}

/**
 * ffmpeg's last meaningful stderr line, without the `[demuxer @ 0x…]` prefix or the
 * input's path (a temporary name the user never saw). "Stream map matches no streams"
 * is re-worded: it means the file has no audio at all. A line naming a storage fault
 * ("No space left on device") wins over the generic lines ffmpeg prints after it.
 */
function ffmpegReason(stderr: string, input: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !/^(Conversion failed!|To ignore this, add a trailing '\?' to the map\.|Exiting normally)/.test(l));
  if (lines.some((l) => /matches no streams|does not contain any stream/.test(l))) return 'the file has no audio track';
  const last = storageLine(lines) ?? lines.at(-1) ?? '';
  return last.replace(/^\[[^\]]*@ 0x[0-9a-f]+\]\s*/i, '').replace(`file:${input}: `, '');
}
