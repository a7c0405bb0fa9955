// What a submission will hold, estimated in the studio from the contract's prices and rules:
// the same functions the service prices with, given the same input the screen submits.
// Narration is priced by the service itself (preview-narration), so it has no estimate here.
import { charCount } from '../src-service/contract/limits.ts';
import { PRICING, speechCredits, videoCredits } from '../src-service/contract/pricing.ts';
import { billedSeconds, modeOfTool, versionOfModel } from '../src-service/contract/video.ts';
import type { VoiceView } from './api/api-types.ts';

/**
 * The credits `tool` will hold for `input`, as the service will price it; null when the studio
 * cannot know (an unknown voice or model, or a tool it does not price).
 */
export function estimateCredits(
  tool: string,
  input: Readonly<Record<string, unknown>>,
  voices: readonly Pick<VoiceView, 'voiceId' | 'provider'>[],
): number | null {
  switch (tool) {
    case 'generate-tts':
    case 'regenerate-narration-segment': {
      const voice = voices.find((v) => v.voiceId === input.voiceId);
      return voice && typeof input.text === 'string' ? speechCredits(voice.provider, charCount(input.text)) : null;
    }
    case 'design-voice':
      return PRICING.designVoice.flat;
    case 'clone-voice-from-audio':
      return PRICING.cloneVoice.charged;
    case 'combine-video-audio':
      return 0;
  }
  const mode = modeOfTool(tool);
  if (!mode) return null;
  const version = versionOfModel(typeof input.model === 'string' ? input.model : undefined);
  if (!version) return null;
  return videoCredits(version, billedSeconds(mode, typeof input.durationSeconds === 'number' ? input.durationSeconds : undefined));
}
