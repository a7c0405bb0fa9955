/**
 * Input limits of the API (docs/interface.md#limits), declared once: the tools validate
 * against them and describe them, and the studio sizes its fields and counters with them.
 */

/** Counts characters as people do (code points), the unit of every text limit and price. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** generate-tts `text`, by the voice's provider. */
export const TTS_TEXT_LIMIT = { alpha: 600, beta: 5000 } as const;

/** generate-tts and narration `prompt` (style direction). */
export const TTS_PROMPT_LIMIT = 200;

/** The name of a voice: clone `name`, design `voiceName`, a rename. */
export const VOICE_NAME_MAX = 100;

/** design-voice `prompt`; its preview `text` is held to the alpha speech limit. */
export const DESIGN_PROMPT_MAX = 1000;

/** clone-voice-from-audio `referenceText` (the transcript of the sample). */
export const CLONE_REFERENCE_TEXT_MAX = 500;

/** Clone samples: size, length, and the length that clones best. */
export const CLONE_SAMPLE = {
  maxBytes: 10 * 1024 * 1024,
  minSeconds: 5,
  maxSeconds: 60,
  recommendedSeconds: { min: 10, max: 20 },
  recommended: '10 to 20 seconds',
} as const;

/** generate-narration and preview-narration. */
export const NARRATION_LIMITS = { scriptMax: 100_000, speakersMax: 20, labelMax: 40, pauseMsMax: 5000, pauseMsDefault: 400 } as const;

/** The extra silence at a change of speaker in a narration, on top of `pauseMs`. */
export const SPEAKER_CHANGE_EXTRA_MS = 300;

/** Batches (POST /api/v1/batches): items per batch, body size, and the lengths of its fields. */
export const BATCH_LIMITS = {
  maxItems: 10_000,
  /** 10,000 items of 600 characters, escaped as badly as a client may (\u sequences), fit. */
  bodyBytes: 16 * 1024 * 1024,
  labelMax: 200,
  fileNameMax: 200,
  /** Problems a validation answer lists (the rest are counted). */
  maxProblems: 1000,
  /** Problems a 400 lists in its details. */
  listedProblems: 20,
} as const;
