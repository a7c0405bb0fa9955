import { Type } from '@sinclair/typebox';
import { invalid } from '../core/app-error.ts';
import type { PendingAsset } from '../assets/asset-store.ts';
import type { AssetRow } from '../assets/asset-repo.ts';
import { newId } from '../core/ids.ts';
import { toWav24kMono } from '../media/convert.ts';
import { CROSS_LINGUAL_LANGUAGES } from '../contract/languages.ts';
import { CLONE_REFERENCE_TEXT_MAX, CLONE_SAMPLE, VOICE_NAME_MAX } from '../contract/limits.ts';
import { PRICING } from '../contract/pricing.ts';
import { checkCloneSample } from '../voices/clone-sample.ts';
import { defineGenerationTool, type RunContext, type RunResult, type TaskPlan } from './tool.ts';
import { laneOf } from '../tasks/lanes.ts';
import { voiceLanguage } from './voice-languages.ts';

const input = Type.Object(
  {
    audioAssetId: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'An uploaded audio asset (POST /api/v1/assets or upload-asset).',
    }),
    name: Type.String({
      minLength: 1,
      maxLength: VOICE_NAME_MAX,
      description: `Name of the new voice, 1 to ${VOICE_NAME_MAX} characters.`,
    }),
    language: Type.Optional(Type.String({ maxLength: 40, description: 'Language spoken in the sample (English or en, …).' })),
    referenceText: Type.Optional(
      Type.String({
        maxLength: CLONE_REFERENCE_TEXT_MAX,
        description: `Transcript of the sample, at most ${CLONE_REFERENCE_TEXT_MAX} characters.`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** What a clone-voice-from-audio task stores: the sample, checked, and the voice to make of it. */
interface CloneVoiceTask {
  audioAssetId: string;
  name: string;
  language?: string;
  referenceText?: string;
  /** The sample's format is one the provider does not take: it goes as 24 kHz WAV. */
  convert: boolean;
  durationSeconds: number;
}

export const cloneVoiceFromAudio = defineGenerationTool({
  name: 'clone-voice-from-audio',
  description:
    `Turns a short audio sample into a reusable alpha voice (kind "cloned"), usable by generate-tts. ` +
    `Sample: ${CLONE_SAMPLE.minSeconds} to ${CLONE_SAMPLE.maxSeconds} s (10 to 20 s recommended), at most 10 MB, WAV (16-bit), MP3 or M4A; ` +
    `WebM, OGG and FLAC are converted to 24 kHz WAV automatically; 24 kHz or more is advised. name 1 to ${VOICE_NAME_MAX} characters; referenceText ≤ ${CLONE_REFERENCE_TEXT_MAX}. ` +
    `Price: listed ${PRICING.cloneVoice.listed} credits, currently charged ${PRICING.cloneVoice.charged}; charged at submission, refunded on failure. ` +
    `The voice is stamped with all 10 cross-lingual languages.`,
  input,
  errors: ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_mismatch'],
  async plan(body, ctx): Promise<TaskPlan<CloneVoiceTask>> {
    const name = body.name.trim();
    if (!name) throw invalid('name', 'must not be empty');
    const language = voiceLanguage(body.language);
    let asset;
    try {
      asset = ctx.deps.assets.get(body.audioAssetId, ctx.principal);
    } catch {
      throw invalid('audioAssetId', `no asset ${body.audioAssetId} exists for this key; upload the sample first (POST /api/v1/assets)`);
    }
    const sample = await checkCloneSample(asset, ctx.deps.assets.pathOf(asset.id), 'audioAssetId');
    const engine = ctx.deps.engines.voice().name;
    return {
      taskType: 'VOICE_CLONE',
      credits: PRICING.cloneVoice.charged,
      engine,
      // Voice creation is alpha's, in alpha's rate window.
      lane: laneOf(engine, 'alpha'),
      input: {
        audioAssetId: asset.id,
        name,
        language,
        referenceText: body.referenceText,
        convert: sample.convert,
        durationSeconds: sample.durationSeconds,
      },
      warnings: sample.warnings,
    };
  },
  async run(ctx) {
    const source = ctx.deps.assets.byId(ctx.input.audioAssetId);
    if (!source) throw invalid('audioAssetId', 'the sample was removed before the task ran; credits were refunded');
    const staged: PendingAsset[] = [];
    try {
      return await enrollSample(ctx, source, staged);
    } catch (err) {
      ctx.deps.store.discard(staged);
      throw err;
    }
  },
});

/** Converts the sample when its format needs it, enrols it, and describes the new voice. */
async function enrollSample(ctx: RunContext<CloneVoiceTask>, source: AssetRow, staged: PendingAsset[]): Promise<RunResult> {
  const { name, language, referenceText, convert } = ctx.input;
  let samplePath = ctx.deps.assets.pathOf(source.id);
  let mimeType = source.mime_type;
  if (convert) {
    // WebM, OGG and FLAC go to the provider as 24 kHz WAV (docs/interface.md#tools, Voice cloning).
    const out = ctx.deps.store.scratchPath('sample.wav');
    await toWav24kMono(samplePath, out, { signal: ctx.signal });
    const converted = ctx.deps.store.stageFile(out, {
      kind: 'audio',
      mime_type: 'audio/wav',
      file_name: `${name.replace(/[^\w-]+/g, '_')}-sample.wav`,
      duration_seconds: ctx.input.durationSeconds ?? null,
      width: null,
      height: null,
      sample_rate: 24_000,
      channels: 1,
      origin: 'generated',
      engine: 'ffmpeg',
      task_id: ctx.task.id,
      api_key_id: ctx.task.api_key_id,
      params: JSON.stringify({ tool: 'clone-voice-from-audio', convertedFrom: source.id }),
    });
    staged.push(converted);
    samplePath = converted.path;
    mimeType = 'audio/wav';
  }
  ctx.progress(20);
  const engine = ctx.deps.engines.voice();
  const enrolled = await engine.enroll({
    samplePath,
    mimeType,
    name,
    language,
    referenceText,
    signal: ctx.signal,
    onProgress: ctx.progress,
  });
  return {
    assets: staged,
    existingAssetIds: convert ? [] : [source.id],
    voice: {
      voiceId: newId('voice'),
      name,
      kind: 'cloned',
      upstreamName: enrolled.upstreamName,
      description: enrolled.description,
      gender: enrolled.gender,
      languages: CROSS_LINGUAL_LANGUAGES,
      profile: enrolled.profile,
      sourceAssetId: staged[0]?.id ?? source.id,
      engine: engine.name,
      apiKeyId: ctx.task.api_key_id,
      taskId: ctx.task.id,
    },
  };
}
