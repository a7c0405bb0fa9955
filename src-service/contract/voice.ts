import { Type, type Static } from '@sinclair/typebox';
import { Closed, Ref, StringEnum, Timestamp } from './shapes.ts';

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
    previewAssetId: Type.Optional(Type.String()),
    createdAt: Type.Optional(Timestamp({ description: 'Designed and cloned voices only.' })),
  },
  { $id: 'VoiceView' },
);
export type VoiceView = Static<typeof VoiceView>;

/** The answer of list-voices and `GET /api/v1/voices`. */
export const VoiceList = Closed({ voices: Type.Array(Ref(VoiceView)) }, { $id: 'VoiceList' });

/** What deleting a voice answers. */
export const DeletedVoice = Closed({ voiceId: Type.String(), deleted: Type.Literal(true) }, { $id: 'DeletedVoice' });
