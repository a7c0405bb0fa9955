import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Ref, StringEnum, Timestamp } from './schema-helpers.ts';

/** A voice of the library as list-voices answers it. */
export const VoiceView = Closed(
  {
    voiceId: Type.String({ examples: ['alpha-cherry'] }),
    name: Type.String(),
    provider: StringEnum(['alpha', 'beta'] as const, { description: 'The provider that speaks with it.' }),
    kind: StringEnum(['builtin', 'prebuilt', 'designed', 'cloned'] as const),
    languages: Type.Array(Type.String()),
    description: Type.Optional(Type.String()),
    gender: Type.Optional(Type.String()),
    favorite: Type.Boolean({ description: 'Marked favourite in this workspace (PATCH the voice to change it).' }),
    previewAssetId: Nullable(Type.String(), {
      description:
        'The clip to hear the voice: a designed voice its design preview, a cloned voice its sample, a catalogue voice the preview made for this workspace (null until made: POST /api/v1/voices/{id}/preview).',
    }),
    sampleAssetId: Type.Optional(Type.String({ description: 'Cloned voices only: the recording it was cloned from.' })),
    previewCredits: Type.Integer({
      minimum: 0,
      description: 'What making the preview would cost now: 0 once made, for designed and cloned voices, and on the sandbox.',
    }),
    createdAt: Type.Optional(Timestamp({ description: 'Designed and cloned voices only.' })),
  },
  { $id: 'VoiceView' },
);
export type VoiceView = Static<typeof VoiceView>;

/** The answer of list-voices and `GET /api/v1/voices`. */
export const VoiceList = Closed({ voices: Type.Array(Ref(VoiceView)) }, { $id: 'VoiceList' });

/** What deleting a voice answers. */
export const DeletedVoice = Closed({ voiceId: Type.String(), deleted: Type.Literal(true) }, { $id: 'DeletedVoice' });

/** The voice kinds a listing can filter on. */
const VOICE_KINDS = ['builtin', 'prebuilt', 'designed', 'cloned'] as const;

/** Filters of `GET /api/v1/voices`, all optional and combined with AND. */
export const VoiceListQuery = Type.Object(
  {
    provider: Type.Optional(StringEnum(['alpha', 'beta'] as const)),
    kind: Type.Optional(StringEnum(VOICE_KINDS)),
    gender: Type.Optional(Type.String({ maxLength: 40, description: 'Exact, case aside (female, male, neutral).' })),
    language: Type.Optional(Type.String({ maxLength: 40, description: 'A language the voice speaks, as listed (English), case aside.' })),
    favorite: Type.Optional(Type.Boolean()),
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the name or description, case aside.' })),
  },
  { additionalProperties: false },
);
export type VoiceListQuery = Static<typeof VoiceListQuery>;

/** `PATCH /api/v1/voices/{id}`: a new name (designed and cloned voices), favourite (any voice), or both. */
export const VoicePatch = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, examples: ['Narrator'] })),
    favorite: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type VoicePatch = Static<typeof VoicePatch>;

/** `POST /api/v1/voices/{id}/preview`. */
export const VoicePreviewRequest = Type.Object(
  {
    acceptCredits: Type.Optional(
      Type.Boolean({
        description:
          'Agree to pay `previewCredits` when the preview costs something (a live engine); without it such a request answers 409.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The preview: its asset when it exists, otherwise the task making it. */
export const VoicePreview = Closed(
  {
    voiceId: Type.String(),
    assetId: Nullable(Type.String(), { description: 'The clip, when it already exists.' }),
    taskId: Nullable(Type.String(), { description: 'The generate-tts task making it (wait for it, then assetId is set on the voice).' }),
    credits: Type.Integer({ minimum: 0, description: 'What this request held: 0 when the clip exists or on the sandbox.' }),
  },
  { $id: 'VoicePreview' },
);
export type VoicePreview = Static<typeof VoicePreview>;
