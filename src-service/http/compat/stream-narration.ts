/**
 * Speech answered while a narration is made: once its first segment is kept the answer starts
 * (200, chunked), and each segment follows as it is kept, with the silence the stitcher lays
 * before it, so the bytes are the stored narration's (in the format asked for). Segments are
 * read from the narration's segment store; once the task has ended they may be gone, and the
 * answer continues from the stitched asset at the sample it had reached. Task changes come from
 * the task event bus (no polling). A failure after the first byte breaks the connection, so
 * the caller sees a broken stream rather than a short success.
 */
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../core/app-error.ts';
import type { HttpContext } from '../http-context.ts';
import type { Principal } from '../../auth/principal.ts';
import type { SpeechFormat } from '../../contract/compat-formats.ts';
import { TERMINAL_STATUSES, type TaskRecord } from '../../contract/task.ts';
import type { TaskEvents } from '../../tasks/task-events.ts';
import { NARRATION_SAMPLE_RATE } from '../../narration/pcm.ts';
import { wavDataOffset } from '../../narration/stitch.ts';
import { startSpeechEncoder, type SpeechEncoder } from '../../media/speech-encoder.ts';
import { FfmpegMissingError } from '../../media/ffmpeg-path.ts';
import { taskOutcomeError } from './task-outcome.ts';

export interface NarrationStream {
  taskId: string;
  principal: Principal;
  /** Aborts when the caller hangs up. */
  signal: AbortSignal;
  characters: number;
  format: SpeechFormat;
  speed?: number;
}

type Feed = NonNullable<HttpContext['narrationFeed']>;

/**
 * A narration task's audio as a stream that runs while the narration is made, or null when it
 * cannot be streamed (the caller then answers it whole): a WAV format (its header states a
 * length), or a task that ended before its first segment was seen. Throws the error to answer
 * when the task failed before the first byte.
 */
export async function streamNarration(ctx: HttpContext, s: NarrationStream): Promise<Readable | null> {
  const { taskEvents, narrationFeed: feed } = ctx;
  if (!taskEvents || !feed || s.format.muxer === 'wav') return null;
  const gaps = feed.gapsOf(s.taskId);
  if (!gaps || gaps.length === 0) return null;
  const changes = watchTask(taskEvents, s.taskId, s.signal);
  let started = false;
  try {
    const first = await keptOrEnded(ctx, feed, changes, s, 0);
    if (typeof first !== 'string') {
      if (first.status === 'COMPLETED') return null;
      throw taskOutcomeError(first);
    }
    const encoder = needsEncoder(s) ? encoderFor(s) : null;
    const body = new PassThrough();
    const sink: Writable = encoder ? encoder.stdin : body;
    if (encoder) {
      encoder.stdout.pipe(body, { end: false });
      encoder.exited.then(
        () => body.end(),
        (err: unknown) => body.destroy(err as Error),
      );
    }
    const hangUp = () => {
      encoder?.kill();
      body.destroy();
    };
    s.signal.addEventListener('abort', hangUp, { once: true });
    started = true;
    void produce(ctx, feed, changes, s, gaps, sink)
      .then(
        () => sink.end(),
        (err: unknown) => {
          // Destroying the body makes the server reset the connection: a broken stream, not a short success.
          encoder?.kill();
          body.destroy(err instanceof Error ? err : new Error(String(err)));
        },
      )
      .finally(() => {
        changes.close();
        s.signal.removeEventListener('abort', hangUp);
      });
    return body;
  } finally {
    if (!started) changes.close();
  }
}

/** Raw PCM at the narration's own rate and normal speed is the segments' bytes as they are. */
function needsEncoder(s: NarrationStream): boolean {
  return !(s.format.muxer === 's16le' && (s.format.sampleRate ?? NARRATION_SAMPLE_RATE) === NARRATION_SAMPLE_RATE && (s.speed ?? 1) === 1);
}

function encoderFor(s: NarrationStream): SpeechEncoder {
  try {
    return startSpeechEncoder(s.format, { inputRate: NARRATION_SAMPLE_RATE, speed: s.speed });
  } catch (err) {
    if (err instanceof FfmpegMissingError) throw new AppError('unavailable', err.message);
    throw err;
  }
}

/** Writes the narration's PCM into `sink` (not ending it), segment by segment, with backpressure. */
async function produce(
  ctx: HttpContext,
  feed: Feed,
  changes: TaskWatch,
  s: NarrationStream,
  gaps: number[],
  sink: Writable,
): Promise<void> {
  let sent = 0; // samples of the stitched narration written so far
  for (let i = 0; i < gaps.length; i++) {
    for (;;) {
      const kept = await keptOrEnded(ctx, feed, changes, s, i);
      if (typeof kept !== 'string') return fromAsset(ctx, s, kept, sent, sink);
      // Opened before use: an open file stays readable when the task ends and its folder goes.
      const file = await open(kept, 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      if (!file) continue; // removed since it was seen: the task ended, so the asset has it
      const { size } = await file.stat();
      const bytes = size - (size % 2); // whole samples, as the stitcher lays them
      await writeSilence(sink, gaps[i], s.signal);
      sent += gaps[i];
      if (bytes > 0) await pipeline(file.createReadStream({ start: 0, end: bytes - 1 }), sink, { end: false, signal: s.signal });
      else await file.close();
      sent += bytes / 2;
      break;
    }
  }
  // Every segment is out; the answer ends with the task, so a narration that fails to be stored is not a success.
  const ended = await endOf(ctx, changes, s);
  if (ended.status !== 'COMPLETED') throw taskOutcomeError(ended);
}

/** The rest of the narration, from sample `sent`, out of the stitched asset (the task has ended). */
async function fromAsset(ctx: HttpContext, s: NarrationStream, record: TaskRecord, sent: number, sink: Writable): Promise<void> {
  if (record.status !== 'COMPLETED') throw taskOutcomeError(record);
  const asset = ctx.assets.get(record.output.assetIds[0], s.principal);
  const path = ctx.assets.pathOf(asset.id);
  const start = (await wavDataOffset(path)) + sent * 2;
  await pipeline(createReadStream(path, { start }), sink, { end: false, signal: s.signal });
}

/**
 * Looks again after every change of the task until it has ended (its record) or `ready` finds
 * what the caller waits for.
 */
async function untilTask<T>(
  ctx: HttpContext,
  changes: TaskWatch,
  s: NarrationStream,
  ready: () => Promise<T | null>,
): Promise<T | TaskRecord> {
  for (;;) {
    const seen = changes.version;
    s.signal.throwIfAborted();
    const record = ctx.tasks.get(s.taskId, s.principal);
    if (TERMINAL_STATUSES.includes(record.status)) return record;
    const found = await ready();
    if (found !== null) return found;
    await changes.after(seen);
  }
}

/** The kept segment's path once it is kept, or the task's record when it has ended first. */
const keptOrEnded = (ctx: HttpContext, feed: Feed, changes: TaskWatch, s: NarrationStream, index: number) =>
  untilTask(ctx, changes, s, () => feed.keptSegment(s.taskId, index));

/** The task's record once it has ended. */
const endOf = (ctx: HttpContext, changes: TaskWatch, s: NarrationStream) =>
  untilTask<never>(ctx, changes, s, async () => null) as Promise<TaskRecord>;

const SILENCE = Buffer.alloc(64 * 1024);

async function writeSilence(sink: Writable, samples: number, signal: AbortSignal): Promise<void> {
  let left = samples * 2;
  while (left > 0) {
    const n = Math.min(left, SILENCE.length);
    if (sink.destroyed) throw new Error('the answer stream was closed');
    if (!sink.write(SILENCE.subarray(0, n))) await once(sink, 'drain', { signal });
    left -= n;
  }
}

/**
 * Every change of one task, counted: a reader notes the count, looks, and waits only if no
 * change came since, so none is missed between looking and waiting. The caller's hang-up wakes it.
 */
function watchTask(events: TaskEvents, taskId: string, signal: AbortSignal) {
  let version = 0;
  let wake: (() => void) | null = null;
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const off = events.onTask(taskId, () => {
    version++;
    poke();
  });
  signal.addEventListener('abort', poke);
  return {
    get version() {
      return version;
    },
    async after(seen: number): Promise<void> {
      if (version !== seen || signal.aborted) return;
      await new Promise<void>((resolve) => (wake = resolve));
    },
    close() {
      off();
      signal.removeEventListener('abort', poke);
      poke();
    },
  };
}

type TaskWatch = ReturnType<typeof watchTask>;
