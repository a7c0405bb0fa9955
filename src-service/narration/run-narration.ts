/**
 * Runs a narration task: speaks its segments one by one on each voice's engine, keeps each
 * finished segment durably (a restart resumes at the first missing one, so nothing is
 * synthesized twice), then stitches them with their pauses into one WAV and says where each
 * segment landed. A failing segment fails the whole task, naming the segment.
 */
import { EngineError, type EngineVoice, type SpeechEngine, type VoiceProfile } from '../providers/engine.ts';
import type { VoiceRepo } from '../voices/voice-repo.ts';
import { invalid } from '../errors.ts';
import { AppError } from '../errors.ts';
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
): Promise<{ path: string; segments: NarrationSegment[]; durationSeconds: number }> {
  const { taskId, segments } = job;
  const finished = await deps.segmentStore.finished(taskId);
  const total = segments.length;
  for (const seg of segments) {
    if (finished.has(seg.index)) continue;
    job.signal.throwIfAborted();
    const base = (seg.index / total) * 95;
    try {
      const pcm = await speakToPcm(
        {
          text: seg.text,
          voiceId: seg.voiceId,
          language: job.language,
          prompt: job.prompt,
          signal: job.signal,
          onProgress: (p) => job.progress(base + (p / 100) * (95 / total)),
        },
        deps,
      );
      await deps.segmentStore.save(taskId, seg.index, pcm);
    } catch (err) {
      if (job.signal.aborted) throw err;
      throw namedForSegment(err, seg.index, total);
    }
    job.progress(((seg.index + 1) / total) * 95);
  }
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
  };
}

/** One segment's text spoken by its voice's engine, as the narration's PCM. */
export async function speakToPcm(
  seg: { text: string; voiceId: string; language?: string; prompt?: string; signal: AbortSignal; onProgress(percent: number): void },
  deps: Pick<NarrationDeps, 'voices' | 'speech' | 'scratchPath'>,
): Promise<Int16Array> {
  const row = deps.voices.get(seg.voiceId);
  if (!row) throw invalid('voiceId', `voice ${seg.voiceId} was deleted before it was spoken; credits were refunded`);
  const voice: EngineVoice = {
    voiceId: row.voice_id,
    provider: row.provider,
    kind: row.kind,
    upstreamName: row.upstream_name,
    profile: JSON.parse(row.profile) as VoiceProfile,
  };
  const audio = await deps.speech(row.provider).synthesize({
    text: seg.text,
    voice,
    language: row.provider === 'alpha' ? seg.language : undefined,
    prompt: seg.prompt,
    signal: seg.signal,
    onProgress: seg.onProgress,
  });
  return toNarrationPcm(audio, () => deps.scratchPath('segment'), seg.signal);
}

/** The same failure, its message naming the segment (and its code kept). */
function namedForSegment(err: unknown, index: number, total: number): unknown {
  const prefix = `Segment ${index} of ${total} failed: `;
  if (err instanceof EngineError)
    return new EngineError(err.code, prefix + err.message, { retryable: err.retryable, retryAfterMs: err.retryAfterMs });
  if (err instanceof AppError) return new AppError(err.code, prefix + err.message, err.details);
  return err;
}
