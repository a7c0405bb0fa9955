/**
 * The request of generate-narration (and of its free preview): schema, validation and the
 * segment plan with its price. Everything here runs before any credit is held.
 */
import { Type, type Static } from '@sinclair/typebox';
import { invalid } from '../../core/app-error.ts';
import { ALPHA_LANGUAGES } from '../../contract/languages.ts';
import { speechLanguage } from '../voice-languages.ts';
import { charCount, NARRATION_LIMITS, TTS_PROMPT_LIMIT, TTS_TEXT_LIMIT } from '../../contract/limits.ts';
import type { SpeechProvider } from '../../contract/providers.ts';
import type { ToolDeps } from '../deps.ts';
import { laneOf, type TaskLane } from '../../tasks/lanes.ts';
import { parseScript } from '../../narration/script.ts';
import { narrationCredits, planSegments, type SegmentPlan } from '../../narration/segments.ts';
import { UnsplittableWordError } from '../../narration/split.ts';

/**
 * The largest narration body: 100,000 characters even if every one is sent as a JSON escaped
 * surrogate pair (12 bytes), plus the other fields.
 */
export const NARRATION_BODY_LIMIT = 1_300_000;

export const narrationInput = Type.Object(
  {
    script: Type.String({
      minLength: 1,
      maxLength: NARRATION_LIMITS.scriptMax,
      description: `The script, 1 to ${NARRATION_LIMITS.scriptMax.toLocaleString('en')} characters. A line that begins "Label:", where Label is a key of speakers, starts that speaker's part (the label is not spoken).`,
    }),
    voiceId: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The default voice: it speaks the text before the first speaker label.',
    }),
    speakers: Type.Optional(
      Type.Record(Type.String(), Type.String({ minLength: 1, maxLength: 200 }), {
        maxProperties: NARRATION_LIMITS.speakersMax,
        description: `Up to ${NARRATION_LIMITS.speakersMax} speakers: label (1 to ${NARRATION_LIMITS.labelMax} characters, no colon) → voiceId.`,
      }),
    ),
    pauseMs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: NARRATION_LIMITS.pauseMsMax,
        default: NARRATION_LIMITS.pauseMsDefault,
        description: `Silence between segments of one speaker, ms (default ${NARRATION_LIMITS.pauseMsDefault}); a change of speaker adds a little more.`,
      }),
    ),
    language: Type.Optional(
      Type.String({ maxLength: 40, description: `For alpha voices: one of ${ALPHA_LANGUAGES.join(', ')}. beta: accepted and ignored.` }),
    ),
    prompt: Type.Optional(
      Type.String({
        maxLength: TTS_PROMPT_LIMIT,
        description: `Style direction for every segment, at most ${TTS_PROMPT_LIMIT} characters.`,
      }),
    ),
    workerId: Type.Optional(Type.String({ maxLength: 200, description: 'Session identifier of the caller.' })),
  },
  { additionalProperties: false },
);

export type NarrationInput = Static<typeof narrationInput>;

/** A validated, priced narration. */
export interface NarrationPlan {
  segments: SegmentPlan[];
  credits: number;
  engine: string;
  lane: TaskLane;
  language?: string;
}

/** Validates a narration request against the voice library and cuts it into priced segments. */
export function planNarration(body: NarrationInput, deps: Pick<ToolDeps, 'voices' | 'engines'>): NarrationPlan {
  const providers = new Map<string, SpeechProvider>();
  const voiceOf = (voiceId: string, field: string) => {
    const voice = deps.voices.get(voiceId);
    if (!voice) throw invalid(field, `no voice ${voiceId} exists; pick one from list-voices`);
    providers.set(voiceId, voice.provider);
  };
  voiceOf(body.voiceId, 'voiceId');
  for (const [label, voiceId] of Object.entries(body.speakers ?? {})) {
    checkLabel(label);
    voiceOf(voiceId, `speakers.${label}`);
  }

  let segments: SegmentPlan[];
  try {
    segments = planSegments(parseScript(body.script, body.voiceId, body.speakers), (id) => providers.get(id)!);
  } catch (err) {
    if (err instanceof UnsplittableWordError) {
      throw invalid('script', `${err.message} of its voice's provider; add a space or punctuation inside it`, {
        limit: err.limit,
        length: err.length,
      });
    }
    throw err;
  }
  if (segments.length === 0) throw invalid('script', 'must contain something to speak besides speaker labels');

  const usesAlpha = segments.some((s) => s.provider === 'alpha');
  const language = speechLanguage(body.language, usesAlpha);
  // The lane is where the work runs: on this machine when any segment runs on the sandbox.
  const engines = [...new Set(segments.map((s) => deps.engines.speechEngineName(s.provider)))];
  const engine = engines.length === 1 ? engines[0] : 'mixed';
  const lane = engine === 'live' ? laneOf('live', segments[0].provider) : 'local';
  return { segments, credits: narrationCredits(segments), engine, lane, language };
}

/** A speaker label must be something a line can begin with, followed by a colon. */
function checkLabel(label: string): void {
  const n = charCount(label);
  if (n < 1 || n > NARRATION_LIMITS.labelMax || /[:\r\n]/.test(label) || label.trim() !== label) {
    throw invalid(
      'speakers',
      `the label ${JSON.stringify(label.slice(0, 60))} must be 1 to ${NARRATION_LIMITS.labelMax} characters, without a colon or line break, and must not start or end with a space`,
    );
  }
}

/** A segment as the preview answers it: its text, length, provider and price. */
export function segmentView(s: SegmentPlan) {
  const chars = charCount(s.text);
  return {
    index: s.index,
    voiceId: s.voiceId,
    speaker: s.speaker,
    provider: s.provider,
    text: s.text,
    characters: chars,
    limit: TTS_TEXT_LIMIT[s.provider],
    credits: narrationCredits([s]),
  };
}
