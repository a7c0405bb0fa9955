import { readFile } from 'node:fs/promises';
import { EngineError, type VoiceEngine } from '../engine.ts';
import { espeakVoiceFor } from '../sandbox/voice-profile.ts';
import { DEFAULT_PREVIEW } from '../sandbox/voice-engine.ts';
import { audioFromBytes, base64Audio } from './audio-answer.ts';
import type { ProviderClient } from './provider-client.ts';
import { malformed } from './upstream-error.ts';

const CUSTOMIZATION_PATH = '/services/audio/tts/customization';
/** Enrolment uploads up to 10 MB and design renders a clip: both take longer than a plain call. */
const CUSTOMIZATION_TIMEOUT_MS = 120_000;

/** The data-URI types the enrolment API takes (docs/providers.md: audio/wav|mpeg|mp4). */
function sampleMime(mimeType: string): string {
  if (/wav/i.test(mimeType)) return 'audio/wav';
  if (/mpeg|mp3/i.test(mimeType)) return 'audio/mpeg';
  if (/mp4|m4a|aac/i.test(mimeType)) return 'audio/mp4';
  throw new EngineError('sample_unusable', `The alpha provider takes WAV, MP3 or M4A samples, not ${mimeType}. Credits were refunded.`);
}

/** `preferred_name`: letters, digits and underscore, at most 16 characters. */
function preferredName(name: string | undefined): string {
  const clean = (name ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 16);
  return clean || 'timbre_voice';
}

/**
 * alpha voice creation over the customization API: enrolment sends the sample as a data URI
 * (a desktop app has no public bucket); design returns a preview clip that the design tool
 * re-enrols through `enroll`, as docs/interface.md#tools (Voice design) requires.
 */
export function createAlphaVoiceEngine(deps: { client: ProviderClient }): VoiceEngine {
  const { client } = deps;
  return {
    name: 'live',

    async enroll(req) {
      const mime = sampleMime(req.mimeType);
      const sample = await readFile(req.samplePath);
      const input: Record<string, unknown> = {
        action: 'create',
        target_model: client.settings().models.clone,
        preferred_name: preferredName(req.name),
        audio: { data: `data:${mime};base64,${sample.toString('base64')}` },
      };
      if (req.referenceText) input.text = req.referenceText;
      if (req.language) input.language = req.language;
      req.onProgress(30);
      const res = await client.call({
        method: 'POST',
        path: CUSTOMIZATION_PATH,
        json: { model: 'qwen-voice-enrollment', input },
        timeoutMs: CUSTOMIZATION_TIMEOUT_MS,
        signal: req.signal,
      });
      const voice = res.json()?.output?.voice;
      if (typeof voice !== 'string' || !voice) throw malformed(client.label, 'no enrolled voice name');
      req.onProgress(90);
      return {
        upstreamName: voice,
        // Kept so the voice still speaks (approximately) if alpha is switched back to the sandbox.
        profile: { espeakVoice: espeakVoiceFor(req.language), pitch: 50, pitchRange: 50, rate: 175 },
        description: 'Enrolled at the alpha provider.',
      };
    },

    async design(req) {
      const input: Record<string, unknown> = {
        action: 'create',
        target_model: client.settings().models.design,
        voice_prompt: req.prompt,
        preview_text: req.previewText || DEFAULT_PREVIEW,
        preferred_name: preferredName(req.name),
      };
      if (req.language) input.language = req.language;
      req.onProgress(10);
      const res = await client.call({
        method: 'POST',
        path: CUSTOMIZATION_PATH,
        timeoutMs: CUSTOMIZATION_TIMEOUT_MS,
        signal: req.signal,
        json: { model: 'qwen-voice-design', input, parameters: { sample_rate: 24000, response_format: 'wav' } },
      });
      const preview = res.json()?.output?.preview_audio as { data?: string; response_format?: string } | undefined;
      if (!preview?.data) throw malformed(client.label, 'no preview audio');
      req.onProgress(45);
      return audioFromBytes(client.label, base64Audio(preview.data), preview.response_format === 'mp3' ? 'audio/mpeg' : '');
    },
  };
}
