/** A voice of the library as list-voices answers it. */
export interface VoiceView {
  voiceId: string;
  name: string;
  provider: 'alpha' | 'beta';
  kind: 'builtin' | 'prebuilt' | 'designed' | 'cloned';
  languages: string[];
  description?: string;
  gender?: string;
  previewAssetId?: string;
  createdAt?: string;
}
