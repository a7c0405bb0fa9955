// The voices slice's state and the types it is made of, apart from its actions (voices-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
import type { AudioQuality, VoicePreview, VoiceView } from '../api/api-types.ts';

/** A voice as the browser shows it (with the workspace's favourite, preview clip and its price). */
export type Voice = VoiceView;

/** `POST /api/v1/voices/{id}/preview`: the clip when it exists, otherwise the task making it. */
type VoicePreviewAnswer = VoicePreview;

export interface VoicesSlice {
  voices: Voice[];
  voicesLoaded: boolean;
  loadVoices(): Promise<void>;
  renameVoice(voiceId: string, name: string): Promise<void>;
  deleteVoice(voiceId: string): Promise<void>;
  /** Marks a voice favourite (or not) for the workspace; shown at once, put back if the service refuses. */
  setFavorite(voiceId: string, favorite: boolean): Promise<void>;
  /** A voice's preview clip, or the task making it (`acceptCredits` agrees to its price on a live engine). */
  previewVoice(voiceId: string, acceptCredits?: boolean): Promise<VoicePreviewAnswer>;
  /** analyze-audio over a clone sample, or only its selection (seconds) when one is given. */
  checkSample(assetId: string, selection?: { start: number; end: number }): Promise<AudioQuality>;
}
