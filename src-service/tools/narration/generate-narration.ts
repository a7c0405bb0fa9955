import { PRICING } from '../../contract/pricing.ts';
import { NARRATION_LIMITS, SPEAKER_CHANGE_EXTRA_MS, TTS_TEXT_LIMIT } from '../../contract/limits.ts';
import { defineGenerationTool, type TaskPlan } from '../tool.ts';
import { stageNarration } from './narration-asset.ts';
import { runNarration } from '../../narration/run-narration.ts';
import type { NarrationTask } from '../../narration/narration-task.ts';
import { NARRATION_BODY_LIMIT, narrationInput, planNarration } from './narration-input.ts';

export const generateNarration = defineGenerationTool({
  name: 'generate-narration',
  description:
    `Speaks a script of any length (1 to ${NARRATION_LIMITS.scriptMax.toLocaleString('en')} characters) as one WAV (24 kHz mono 16-bit), with up to ${NARRATION_LIMITS.speakersMax} speakers. ` +
    `A line that begins "Label:", where Label is a key of speakers, starts that speaker's part; the label is not spoken; text before the first label is spoken by voiceId. ` +
    `Each part is split into segments within its voice's provider limit (${TTS_TEXT_LIMIT.alpha} characters alpha, ${TTS_TEXT_LIMIT.beta} beta) at sentence, then clause, then word boundaries. ` +
    `Price: the speech rule per segment, Σ max(1, ceil(characters/1000)) × ${PRICING.speech.perThousandChars.alpha} (alpha) or ${PRICING.speech.perThousandChars.beta} (beta); preview-narration shows the segments and price for free. ` +
    `pauseMs (default ${NARRATION_LIMITS.pauseMsDefault}) of silence between segments of one speaker, ${SPEAKER_CHANGE_EXTRA_MS} ms more at a change of speaker. ` +
    `output.segments lists {index, voiceId, text, startSeconds, endSeconds}. If any segment fails the whole task fails, naming the segment, and is refunded. temperature, topK and topP are rejected.`,
  input: narrationInput,
  bodyLimit: NARRATION_BODY_LIMIT,
  tooLargeHint: 'a script holds at most 100,000 characters',
  errors: ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_mismatch'],
  plan(body, ctx): TaskPlan<NarrationTask> {
    const plan = planNarration(body, ctx.deps);
    return {
      taskType: 'NARRATION',
      credits: plan.credits,
      engine: plan.engine,
      lane: plan.lane,
      input: {
        voiceId: body.voiceId,
        speakers: body.speakers,
        pauseMs: body.pauseMs ?? NARRATION_LIMITS.pauseMsDefault,
        language: plan.language,
        prompt: body.prompt,
        workerId: body.workerId,
        segments: plan.segments,
      },
    };
  },
  async run(ctx) {
    const { input, deps, task } = ctx;
    const narration = await runNarration(
      {
        taskId: task.id,
        segments: input.segments,
        pauseMs: input.pauseMs,
        language: input.language,
        prompt: input.prompt,
        signal: ctx.signal,
        progress: ctx.progress,
        extraSlot: ctx.extraSlot,
      },
      {
        voices: deps.voices,
        speech: (p) => deps.engines.speech(p),
        segmentStore: deps.segments,
        scratchPath: (n) => deps.store.scratchPath(n),
      },
    );
    const asset = stageNarration(ctx, narration, 'generate-narration');
    return { assets: [asset], output: { segments: narration.segments } };
  },
});
