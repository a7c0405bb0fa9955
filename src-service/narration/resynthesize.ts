/**
 * A new take of one segment of a finished narration: the segment is spoken again, the others
 * are cut from the narration's WAV exactly where its segment times say, and all are stitched
 * with the same pauses as before.
 */
import { writeFile } from 'node:fs/promises';
import type { NarrationSegment } from '../contract/task.ts';
import type { Synthesizer } from '../providers/engine.ts';
import { NARRATION_SAMPLE_RATE } from './pcm.ts';
import { speakToPcm, type NarrationDeps } from './run-narration.ts';
import { stitchWav, wavDataOffset } from './stitch.ts';

export interface ResynthesisJob {
  /** The narration's WAV. */
  source: string;
  segments: readonly NarrationSegment[];
  index: number;
  text: string;
  voiceId: string;
  language?: string;
  prompt?: string;
  signal: AbortSignal;
  progress(percent: number): void;
}

export async function resynthesizeSegment(
  job: ResynthesisJob,
  deps: Omit<NarrationDeps, 'segmentStore'>,
): Promise<{ path: string; segments: NarrationSegment[]; durationSeconds: number; synthesizer?: Synthesizer }> {
  const { pcm, synthesizer } = await speakToPcm({ ...job, onProgress: (p) => job.progress(p * 0.9) }, deps);
  const take = deps.scratchPath('segment.pcm');
  await writeFile(take, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  job.signal.throwIfAborted();
  const offset = await wavDataOffset(job.source);
  const sample = (seconds: number) => Math.round(seconds * NARRATION_SAMPLE_RATE);
  const out = deps.scratchPath('narration.wav');
  const spans = await stitchWav(
    out,
    job.segments.map((s, i) => ({
      gapBeforeSamples: i === 0 ? sample(s.startSeconds) : sample(s.startSeconds) - sample(job.segments[i - 1].endSeconds),
      ...(i === job.index
        ? { path: take }
        : { path: job.source, byteRange: { start: offset + sample(s.startSeconds) * 2, end: offset + sample(s.endSeconds) * 2 } }),
    })),
    NARRATION_SAMPLE_RATE,
  );
  const at = (n: number) => n / NARRATION_SAMPLE_RATE;
  return {
    path: out,
    segments: job.segments.map((s, i) => ({
      index: s.index,
      voiceId: i === job.index ? job.voiceId : s.voiceId,
      text: i === job.index ? job.text : s.text,
      startSeconds: at(spans[i].startSample),
      endSeconds: at(spans[i].endSample),
    })),
    durationSeconds: at(spans.at(-1)?.endSample ?? 0),
    synthesizer,
  };
}
