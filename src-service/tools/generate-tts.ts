import { Type } from '@sinclair/typebox';
import { invalid } from '../core/app-error.ts';
import { PRICING, speechCredits } from '../contract/pricing.ts';
import { ALPHA_LANGUAGES } from '../contract/languages.ts';
import { charCount, TTS_PROMPT_LIMIT, TTS_TEXT_LIMIT } from '../contract/limits.ts';
import { defineGenerationTool, type TaskPlan } from './tool.ts';
import { speechLanguage } from './voice-languages.ts';
import { laneOf } from '../tasks/lanes.ts';
import type { SpeechProvider } from '../contract/providers.ts';
import { engineVoice } from '../voices/engine-voice.ts';

const input = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      description: `Text to speak: at most ${TTS_TEXT_LIMIT.alpha} characters for alpha voices, ${TTS_TEXT_LIMIT.beta} for beta voices.`,
    }),
    voiceId: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'A voiceId from list-voices; its provider decides who synthesizes.',
    }),
    workerId: Type.Optional(Type.String({ maxLength: 200, description: 'Session identifier of the caller.' })),
    language: Type.Optional(
      Type.String({ maxLength: 40, description: `alpha: one of ${ALPHA_LANGUAGES.join(', ')}. beta: accepted and ignored.` }),
    ),
    prompt: Type.Optional(
      Type.String({ maxLength: TTS_PROMPT_LIMIT, description: `Style direction, at most ${TTS_PROMPT_LIMIT} characters.` }),
    ),
  },
  { additionalProperties: false },
);

/** What a generate-tts task stores: the request as planned, its voice checked. */
interface TtsTask {
  text: string;
  voiceId: string;
  provider: SpeechProvider;
  language?: string;
  prompt?: string;
  workerId?: string;
}

export const generateTts = defineGenerationTool({
  name: 'generate-tts',
  description:
    `Turns text into speech (an audio asset). Returns a task at once; poll get-task-status or wait-for-task, then get-asset. ` +
    `Limits: text ≤ ${TTS_TEXT_LIMIT.alpha} characters for alpha voices, ≤ ${TTS_TEXT_LIMIT.beta} for beta; prompt ≤ ${TTS_PROMPT_LIMIT}. ` +
    `Price: ${PRICING.speech.perThousandChars.alpha} credits per 1,000 characters (alpha), ${PRICING.speech.perThousandChars.beta} (beta), ` +
    `billed in units of max(1, ceil(characters/1000)). temperature, topK and topP are rejected. Output: WAV, 24 kHz mono.`,
  input,
  errors: ['validation_failed', 'insufficient_credits', 'conflict', 'idempotency_mismatch'],
  plan(body, ctx): TaskPlan<TtsTask> {
    // The schema leaves text length to here, so the message can name the voice's own limit.
    const chars = charCount(body.text);
    if (chars > TTS_TEXT_LIMIT.beta)
      throw invalid('text', `must be at most ${TTS_TEXT_LIMIT.beta} characters (got ${chars}); split it into several requests`, {
        limit: TTS_TEXT_LIMIT.beta,
        length: chars,
      });
    const voice = ctx.deps.voices.get(body.voiceId);
    if (!voice) throw invalid('voiceId', `no voice ${body.voiceId} exists; pick one from list-voices`);
    const limit = TTS_TEXT_LIMIT[voice.provider];
    if (chars > limit) {
      throw invalid(
        'text',
        `must be at most ${limit} characters for ${voice.provider} voices (got ${chars}); split it into several requests`,
        { limit, length: chars },
      );
    }
    if (!body.text.trim()) throw invalid('text', 'must contain something to speak');
    const language = speechLanguage(body.language, voice.provider === 'alpha');
    const engine = ctx.deps.engines.speechEngineName(voice.provider);
    return {
      taskType: 'TEXT_TO_SPEECH',
      credits: speechCredits(voice.provider, chars),
      engine,
      lane: laneOf(engine, voice.provider),
      input: { text: body.text, voiceId: voice.voice_id, provider: voice.provider, language, prompt: body.prompt, workerId: body.workerId },
    };
  },
  async run(ctx) {
    const { text, voiceId, language, prompt } = ctx.input;
    const row = ctx.deps.voices.get(voiceId);
    if (!row) throw invalid('voiceId', `voice ${voiceId} was deleted before the task ran; credits were refunded`);
    const engine = ctx.deps.engines.speech(row.provider);
    const audio = await engine.synthesize({
      text,
      voice: engineVoice(row),
      language,
      prompt,
      signal: ctx.signal,
      onProgress: ctx.progress,
    });
    const asset = ctx.deps.store.stageBytes(audio.bytes, {
      kind: 'audio',
      mime_type: audio.mimeType,
      file_name: `${row.name.replace(/[^\w-]+/g, '_')}-${ctx.task.id.slice(-6)}.wav`,
      duration_seconds: audio.durationSeconds,
      width: null,
      height: null,
      // Speech audio is stamped 24 kHz mono whatever the engine returned (docs/interface.md#tools).
      sample_rate: 24000,
      channels: 1,
      origin: 'generated',
      engine: engine.name,
      task_id: ctx.task.id,
      api_key_id: ctx.task.api_key_id,
      // The sandbox names its synthesizer (flite or espeak-ng) and voice.
      params: JSON.stringify({ tool: 'generate-tts', ...ctx.input, ...(audio.synthesizer && { synthesizer: audio.synthesizer }) }),
      words: audio.words ? JSON.stringify(audio.words) : null,
    });
    return { assets: [asset] };
  },
});
