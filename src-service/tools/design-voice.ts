import { Type } from '@sinclair/typebox';
import { invalid } from '../core/app-error.ts';
import { newId } from '../core/ids.ts';
import { CROSS_LINGUAL_LANGUAGES } from '../contract/languages.ts';
import { charCount, DESIGN_PROMPT_MAX, TTS_TEXT_LIMIT, VOICE_NAME_MAX } from '../contract/limits.ts';
import { PRICING } from '../contract/pricing.ts';
import { defineGenerationTool, type TaskPlan } from './tool.ts';
import { laneOf } from '../tasks/lanes.ts';
import { voiceLanguage } from './voice-languages.ts';

const input = Type.Object(
  {
    prompt: Type.String({
      minLength: 1,
      maxLength: DESIGN_PROMPT_MAX,
      description: 'Description of the voice: gender, age, pitch, pace, accent, mood.',
    }),
    text: Type.Optional(
      Type.String({ maxLength: TTS_TEXT_LIMIT.alpha, description: `Preview script, at most ${TTS_TEXT_LIMIT.alpha} characters.` }),
    ),
    language: Type.Optional(Type.String({ maxLength: 40, description: 'Language of the voice (English or en, …).' })),
    voiceName: Type.Optional(Type.String({ maxLength: VOICE_NAME_MAX, description: 'Name of the new voice.' })),
  },
  { additionalProperties: false },
);

/** What a design-voice task stores: the description, the preview script and the voice's name. */
interface DesignVoiceTask {
  prompt: string;
  text?: string;
  language?: string;
  voiceName: string;
}

export const designVoice = defineGenerationTool({
  name: 'design-voice',
  description:
    `Turns a written description into a reusable alpha voice (kind "designed") and a preview clip. alpha only (beta has no design). ` +
    `Price: ${PRICING.designVoice.flat} credits flat. The preview is re-enrolled through the clone model, so the voice is physically a cloned voice; ` +
    `its preview asset id is in the task output and on the voice. Stamped with all 10 cross-lingual languages.`,
  input,
  errors: ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_mismatch'],
  plan(body, ctx): TaskPlan<DesignVoiceTask> {
    if (!body.prompt.trim()) throw invalid('prompt', 'must describe the voice');
    const language = voiceLanguage(body.language);
    const name = body.voiceName?.trim() || deriveName(body.prompt);
    const engine = ctx.deps.engines.voice().name;
    return {
      taskType: 'VOICE_DESIGN',
      credits: PRICING.designVoice.flat,
      engine,
      // Voice creation is alpha's, in alpha's rate window.
      lane: laneOf(engine, 'alpha'),
      input: { prompt: body.prompt, text: body.text, language, voiceName: name },
    };
  },
  async run(ctx) {
    const { prompt, text, language, voiceName } = ctx.input;
    const engine = ctx.deps.engines.voice();
    const preview = await engine.design({
      prompt,
      previewText: text ?? '',
      language,
      name: voiceName,
      signal: ctx.signal,
      onProgress: ctx.progress,
    });
    const asset = ctx.deps.store.stageBytes(preview.bytes, {
      kind: 'audio',
      mime_type: preview.mimeType,
      file_name: `${voiceName.replace(/[^\w-]+/g, '_')}-preview.wav`,
      duration_seconds: preview.durationSeconds,
      width: null,
      height: null,
      sample_rate: 24_000,
      channels: 1,
      origin: 'generated',
      engine: engine.name,
      task_id: ctx.task.id,
      api_key_id: ctx.task.api_key_id,
      params: JSON.stringify({ tool: 'design-voice', ...ctx.input }),
    });
    try {
      // A designed voice is physically a cloned voice; its preview is enrolled through the clone model (docs/interface.md#tools).
      const enrolled = await engine.enroll({
        samplePath: asset.path,
        mimeType: preview.mimeType,
        name: voiceName,
        language,
        referenceText: text,
        signal: ctx.signal,
        onProgress: (p) => ctx.progress(50 + p / 2),
      });
      return {
        assets: [asset],
        voice: {
          voiceId: newId('voice'),
          name: voiceName,
          kind: 'designed',
          upstreamName: enrolled.upstreamName,
          description: prompt.length > 200 ? `${prompt.slice(0, 197)}…` : prompt,
          gender: enrolled.gender,
          languages: CROSS_LINGUAL_LANGUAGES,
          profile: enrolled.profile,
          previewAssetId: asset.id,
          engine: engine.name,
          apiKeyId: ctx.task.api_key_id,
          taskId: ctx.task.id,
        },
      };
    } catch (err) {
      ctx.deps.store.discard([asset]);
      throw err;
    }
  },
});

/** A name from the first words of the description, when none is given. */
function deriveName(prompt: string): string {
  const words = prompt
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
  const name = words || 'Designed voice';
  return charCount(name) > 40 ? name.slice(0, 40) : name;
}
