import type { EngineVoice, VoiceProfile } from '../providers/engine.ts';
import type { VoiceRow } from './voice-repo.ts';

/** A stored voice as a speech engine takes it: the provider's name for it and its profile. */
export function engineVoice(row: VoiceRow): EngineVoice {
  return {
    voiceId: row.voice_id,
    provider: row.provider,
    kind: row.kind,
    upstreamName: row.upstream_name,
    profile: JSON.parse(row.profile) as VoiceProfile,
  };
}
