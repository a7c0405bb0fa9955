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

/** The 10 cross-lingual languages stamped on every designed or cloned alpha voice (spec). */
export const CROSS_LINGUAL_LANGUAGES = [
  'Chinese', 'English', 'German', 'Italian', 'Portuguese', 'Spanish', 'Japanese', 'Korean', 'French', 'Russian',
] as const;
