/**
 * A narration's segments: each speaker's part cut to its voice's provider limit, the price
 * of speaking them, and the silence laid between them.
 */
import { speechCredits } from '../contract/pricing.ts';
import { charCount, SPEAKER_CHANGE_EXTRA_MS, TTS_TEXT_LIMIT } from '../contract/limits.ts';
import type { SpeechProvider } from '../contract/providers.ts';
import type { ScriptPart } from './script.ts';
import { splitText } from './split.ts';

/** One request to a speech provider, as planned at submission and kept on the task. */
export interface SegmentPlan {
  index: number;
  voiceId: string;
  provider: SpeechProvider;
  /** The label that started its part; null for the default voice's text before any label. */
  speaker: string | null;
  text: string;
  /** What separated it from the previous segment in the script: ' ', or '' inside CJK text. */
  joiner: ' ' | '';
}

/** Cuts every part to its provider's limit, numbering the segments in script order. */
export function planSegments(parts: readonly ScriptPart[], providerOf: (voiceId: string) => SpeechProvider): SegmentPlan[] {
  const out: SegmentPlan[] = [];
  for (const part of parts) {
    const provider = providerOf(part.voiceId);
    for (const [i, piece] of splitText(part.text, TTS_TEXT_LIMIT[provider]).entries()) {
      // Parts were separate lines of the script: whitespace stood between them.
      out.push({
        index: out.length,
        voiceId: part.voiceId,
        provider,
        speaker: part.speaker,
        text: piece.text,
        joiner: i === 0 ? ' ' : piece.joiner,
      });
    }
  }
  return out;
}

/** The speech rule per request, as the provider would bill each segment: Σ max(1, ⌈len/1000⌉) × rate. */
export function narrationCredits(segments: ReadonlyArray<Pick<SegmentPlan, 'provider' | 'text'>>): number {
  return segments.reduce((sum, s) => sum + speechCredits(s.provider, charCount(s.text)), 0);
}

/** The silence before segment `next` (none before the first). */
export function gapBeforeMs(prev: Pick<SegmentPlan, 'speaker'> | undefined, next: Pick<SegmentPlan, 'speaker'>, pauseMs: number): number {
  if (!prev) return 0;
  return prev.speaker === next.speaker ? pauseMs : pauseMs + SPEAKER_CHANGE_EXTRA_MS;
}

/**
 * The silence before each segment in samples at `sampleRate`, as the stitched narration lays
 * it down: the stitcher and the progressive speech answer both read it here, so a streamed
 * narration is sample for sample the stored one.
 */
export function gapsBeforeSamples(segments: ReadonlyArray<Pick<SegmentPlan, 'speaker'>>, pauseMs: number, sampleRate: number): number[] {
  return segments.map((s, i) => Math.round((gapBeforeMs(segments[i - 1], s, pauseMs) * sampleRate) / 1000));
}

/** The script as spoken: segments joined as they stood in the script (labels removed). */
export function spokenText(segments: ReadonlyArray<Pick<SegmentPlan, 'text' | 'joiner'>>): string {
  return segments.map((s, i) => (i === 0 ? '' : s.joiner) + s.text).join('');
}
