/**
 * Runs a narration task: speaks its segments on each voice's engine, keeps each finished
 * segment durably (a restart resumes with the missing ones, so nothing is synthesized twice),
 * then stitches them in order with their pauses into one WAV and says where each segment
 * landed. A failing segment fails the whole task, naming the segment.
 *
 * Segments are spoken ahead in parallel, in script order: the task's own run slot speaks one,
 * and each slot of its lane left free (`extraSlot`, never one a queued task waits for) speaks
 * one more, so a narration uses at most its lane's concurrency. Each is kept the moment it is
 * finished, in whatever order they finish; the progressive answer reads them by index, so the
 * listener still hears them strictly in order.
 */
import { EngineError, type SpeechEngine, type Synthesizer } from '../providers/engine.ts';
import type { VoiceRepo } from '../voices/voice-repo.ts';
import { engineVoice } from '../voices/engine-voice.ts';
import { invalid } from '../core/app-error.ts';
import { AppError } from '../core/app-error.ts';
import type { SegmentStore } from './segment-store.ts';
import { gapsBeforeSamples, type SegmentPlan } from './segments.ts';
import { NARRATION_SAMPLE_RATE, toNarrationPcm } from './pcm.ts';
import { stitchWav } from './stitch.ts';
import type { NarrationSegment } from '../contract/task.ts';

export interface NarrationJob {
  taskId: string;
  segments: readonly SegmentPlan[];
  pauseMs: number;
  language?: string;
  prompt?: string;
  signal: AbortSignal;
  progress(percent: number): void;
  /** A free slot of the task's lane for one more segment at once (TaskRun.extraSlot); absent: one at a time. */
  extraSlot?(): (() => void) | null;
}

export interface NarrationDeps {
  voices: VoiceRepo;
  speech(provider: 'alpha' | 'beta'): SpeechEngine;
  segmentStore: SegmentStore;
  /** A scratch file path (removed at the next start if left behind). */
  scratchPath(name: string): string;
}

/** Synthesizes what is missing, then stitches; answers the WAV's path and the segment times. */
export async function runNarration(
  job: NarrationJob,
  deps: NarrationDeps,
): Promise<{ path: string; segments: NarrationSegment[]; durationSeconds: number; synthesizers: Synthesizer[] }> {
  const { taskId, segments } = job;
  await speakMissing(job, deps);
  job.signal.throwIfAborted();
  const out = deps.scratchPath('narration.wav');
  const gaps = gapsBeforeSamples(segments, job.pauseMs, NARRATION_SAMPLE_RATE);
  const spans = await stitchWav(
    out,
    segments.map((s, i) => ({ path: deps.segmentStore.pathOf(taskId, s.index), gapBeforeSamples: gaps[i] })),
    NARRATION_SAMPLE_RATE,
  );
  const at = (sample: number) => sample / NARRATION_SAMPLE_RATE;
  return {
    path: out,
    segments: segments.map((s, i) => ({
      index: s.index,
      voiceId: s.voiceId,
      text: s.text,
      startSeconds: at(spans[i].startSample),
      endSeconds: at(spans[i].endSample),
    })),
    durationSeconds: at(spans.at(-1)?.endSample ?? 0),
    synthesizers: await deps.segmentStore.synthesizers(taskId),
  };
}

/**
 * Speaks and keeps every segment not kept yet, several at once when the lane has room. After
 * a failure no new segment starts, but those already asked for are let finish and kept: they
 * are paid for, and a retry of the task reuses them. The failure is thrown once all have
 * stopped, so no segment is still being written when the task ends. Cancelling aborts them all.
 */
async function speakMissing(job: NarrationJob, deps: NarrationDeps): Promise<void> {
  const { taskId, segments, signal } = job;
  const total = segments.length;
  const finished = await deps.segmentStore.finished(taskId);
  signal.throwIfAborted();
  const todo = segments.filter((s) => !finished.has(s.index));
  // How far each segment has come, 0..1; progress is their sum over the whole narration.
  const share = new Map<number, number>(segments.map((s) => [s.index, finished.has(s.index) ? 1 : 0]));
  const report = (index: number, fraction: number) => {
    share.set(index, Math.max(share.get(index)!, Math.min(1, Math.max(0, fraction))));
    let sum = 0;
    for (const f of share.values()) sum += f;
    job.progress((sum / total) * 95);
  };
  const running = new Set<Promise<void>>();
  let failure: { err: unknown; index: number } | undefined;
  let ownSlotFree = true;

  const speak = async (seg: SegmentPlan, release: (() => void) | null): Promise<void> => {
    try {
      const { pcm, synthesizer } = await speakToPcm(
        {
          text: seg.text,
          voiceId: seg.voiceId,
          language: job.language,
          prompt: job.prompt,
          signal,
          onProgress: (p) => report(seg.index, p / 100),
        },
        deps,
      );
      await deps.segmentStore.save(taskId, seg.index, pcm, synthesizer);
      report(seg.index, 1);
    } catch (err) {
      // The earliest segment's failure is the one told, as when they were spoken one by one.
      if (!signal.aborted && (!failure || seg.index < failure.index))
        failure = { err: namedForSegment(err, seg.index, total), index: seg.index };
    } finally {
      if (release) release();
      else ownSlotFree = true;
    }
  };

  let next = 0;
  while (running.size > 0 || (next < todo.length && !failure && !signal.aborted)) {
    while (next < todo.length && !failure && !signal.aborted) {
      let release: (() => void) | null = null;
      if (ownSlotFree) ownSlotFree = false;
      else if (!(release = job.extraSlot?.() ?? null)) break;
      const p: Promise<void> = speak(todo[next++], release).finally(() => running.delete(p));
      running.add(p);
    }
    await Promise.race(running);
  }
  signal.throwIfAborted();
  if (failure) throw failure.err;
}

/** One segment's text spoken by its voice's engine, as the narration's PCM, and who spoke it (sandbox). */
export async function speakToPcm(
  seg: { text: string; voiceId: string; language?: string; prompt?: string; signal: AbortSignal; onProgress(percent: number): void },
  deps: Pick<NarrationDeps, 'voices' | 'speech' | 'scratchPath'>,
): Promise<{ pcm: Int16Array; synthesizer?: Synthesizer }> {
  const row = deps.voices.get(seg.voiceId);
  if (!row) throw invalid('voiceId', `voice ${seg.voiceId} was deleted before it was spoken; credits were refunded`);
  const audio = await deps.speech(row.provider).synthesize({
    text: seg.text,
    voice: engineVoice(row),
    language: row.provider === 'alpha' ? seg.language : undefined,
    prompt: seg.prompt,
    signal: seg.signal,
    onProgress: seg.onProgress,
  });
  const pcm = await toNarrationPcm(audio, () => deps.scratchPath('segment'), seg.signal);
  return { pcm, synthesizer: audio.synthesizer };
}

/** The same failure, its message naming the segment (and its code kept). */
function namedForSegment(err: unknown, index: number, total: number): unknown {
  const prefix = `Segment ${index} of ${total} failed: `;
  if (err instanceof EngineError)
    return new EngineError(err.code, prefix + err.message, { retryable: err.retryable, retryAfterMs: err.retryAfterMs });
  if (err instanceof AppError) return new AppError(err.code, prefix + err.message, err.details);
  return err;
}
