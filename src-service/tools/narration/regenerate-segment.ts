import { Type } from '@sinclair/typebox';
import { AppError, invalid } from '../../core/app-error.ts';
import { speechCredits } from '../../contract/pricing.ts';
import { ALPHA_LANGUAGES } from '../../contract/languages.ts';
import { charCount, TTS_PROMPT_LIMIT, TTS_TEXT_LIMIT } from '../../contract/limits.ts';
import { speechLanguage } from '../voice-languages.ts';
import { defineGenerationTool, type TaskPlan } from '../tool.ts';
import { stageNarration, synthesizersOf } from './narration-asset.ts';
import { synthesizerSet } from '../../narration/synthesizers.ts';
import { laneOf } from '../../tasks/lanes.ts';
import { collapse } from '../../narration/script.ts';
import { resynthesizeSegment } from '../../narration/resynthesize.ts';
import type { NarrationSegment } from '../../contract/task.ts';
import type { SpeechProvider } from '../../contract/providers.ts';

const NARRATION_TOOLS = new Set(['generate-narration', 'regenerate-narration-segment']);

/** What a regenerate-narration-segment task stores: the narration it retakes and the new take. */
interface RetakeTask {
  sourceTaskId: string;
  sourceAssetId: string;
  index: number;
  text: string;
  voiceId: string;
  provider: SpeechProvider;
  language?: string;
  prompt?: string;
  workerId?: string;
  /** The source narration's segments, as its output gave them. */
  segments: NarrationSegment[];
}

/**
 * A new take of one segment of a finished narration: only that segment is spoken (and billed,
 * by the speech rule), the others are cut from the narration as it is, and the whole is
 * stitched again with the same pauses into a new WAV. The earlier narration stays as it was.
 */
export const regenerateNarrationSegment = defineGenerationTool({
  name: 'regenerate-narration-segment',
  description:
    'Speaks one segment of a completed narration again, with new text (and optionally another voice), and stitches a new narration WAV: ' +
    "the other segments and the pauses are kept exactly, and only the new segment is billed (max(1, ceil(characters/1000)) × the rate of its voice's provider). " +
    `The text must fit its voice's provider limit (${TTS_TEXT_LIMIT.alpha} characters alpha, ${TTS_TEXT_LIMIT.beta} beta). output.segments gives the new times.`,
  input: Type.Object(
    {
      taskId: Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'A COMPLETED generate-narration (or regenerate-narration-segment) task of this key.',
      }),
      index: Type.Integer({ minimum: 0, description: 'The segment to speak again (output.segments[].index).' }),
      text: Type.String({ minLength: 1, description: 'The new text of the segment.' }),
      voiceId: Type.Optional(
        Type.String({ minLength: 1, maxLength: 200, description: 'Another voice for this segment; default: the voice it had.' }),
      ),
      language: Type.Optional(Type.String({ maxLength: 40, description: `For alpha voices: one of ${ALPHA_LANGUAGES.join(', ')}.` })),
      prompt: Type.Optional(
        Type.String({ maxLength: TTS_PROMPT_LIMIT, description: `Style direction, at most ${TTS_PROMPT_LIMIT} characters.` }),
      ),
      workerId: Type.Optional(Type.String({ maxLength: 200, description: 'Session identifier of the caller.' })),
    },
    { additionalProperties: false },
  ),
  errors: ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_mismatch'],
  plan(body, ctx): TaskPlan<RetakeTask> {
    let source;
    try {
      // The studio's key may retake a narration any key of the workspace made (the studio reads them all).
      const reader = ctx.principal.kind === 'apiKey' && ctx.principal.studio ? ({ kind: 'session' } as const) : ctx.principal;
      source = ctx.deps.tasks.get(body.taskId, reader);
    } catch {
      throw invalid('taskId', `no task ${body.taskId} exists for this key`);
    }
    if (!NARRATION_TOOLS.has(source.tool)) throw invalid('taskId', `task ${source.taskId} is a ${source.tool} task, not a narration`);
    if (source.status !== 'COMPLETED')
      throw invalid('taskId', `task ${source.taskId} is ${source.status}; only a completed narration can be changed`);
    const segments = source.output.segments ?? [];
    const segment = segments[body.index];
    if (!segment) throw invalid('index', `must be from 0 to ${segments.length - 1} (the narration has ${segments.length} segments)`);
    const voiceId = body.voiceId ?? segment.voiceId;
    const voice = ctx.deps.voices.get(voiceId);
    if (!voice) throw invalid('voiceId', `no voice ${voiceId} exists; pick one from list-voices`);
    const text = collapse(body.text);
    if (!text) throw invalid('text', 'must contain something to speak');
    const chars = charCount(text);
    const limit = TTS_TEXT_LIMIT[voice.provider];
    if (chars > limit)
      throw invalid('text', `must be at most ${limit} characters for ${voice.provider} voices (got ${chars}); one segment is one request`, {
        limit,
        length: chars,
      });
    const language = speechLanguage(body.language, voice.provider === 'alpha');
    const engine = ctx.deps.engines.speechEngineName(voice.provider);
    return {
      taskType: 'NARRATION',
      credits: speechCredits(voice.provider, chars),
      engine,
      lane: laneOf(engine, voice.provider),
      input: {
        sourceTaskId: source.taskId,
        sourceAssetId: source.output.assetIds[0],
        index: body.index,
        text,
        voiceId,
        provider: voice.provider,
        language,
        prompt: body.prompt,
        workerId: body.workerId,
        segments,
      },
    };
  },
  async run(ctx) {
    const { input, deps } = ctx;
    if (!deps.assets.byId(input.sourceAssetId))
      throw new AppError(
        'validation_failed',
        `the narration ${input.sourceAssetId} was deleted before the task ran; credits were refunded`,
      );
    const result = await resynthesizeSegment(
      {
        source: deps.store.pathOf(input.sourceAssetId),
        segments: input.segments,
        index: input.index,
        text: input.text,
        voiceId: input.voiceId,
        language: input.language,
        prompt: input.prompt,
        signal: ctx.signal,
        progress: ctx.progress,
      },
      { voices: deps.voices, speech: (p) => deps.engines.speech(p), scratchPath: (n) => deps.store.scratchPath(n) },
    );
    // The other segments keep the voices of the source: its synthesizers and the new take's.
    const synthesizers = synthesizerSet([...synthesizersOf(deps.assets.byId(input.sourceAssetId)?.params), result.synthesizer]);
    const asset = stageNarration(ctx, { ...result, synthesizers }, 'regenerate-narration-segment');
    return { assets: [asset], output: { segments: result.segments } };
  },
});
