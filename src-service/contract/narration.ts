import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './schema-helpers.ts';

/** One segment of a script as generate-narration would speak it. */
const NarrationPlanSegment = Closed({
  index: Type.Integer({ minimum: 0 }),
  voiceId: Type.String(),
  speaker: Nullable(Type.String(), { description: 'The label that started its part; null for text before any label.' }),
  provider: StringEnum(['alpha', 'beta'] as const),
  text: Type.String(),
  characters: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1, description: 'The most characters one request of this provider takes.' }),
  credits: Type.Integer({ minimum: 0 }),
});

/** preview-narration's answer: generate-narration's plan, for free. */
export const NarrationPreview = Closed(
  {
    estimatedCredits: Type.Integer({ minimum: 0, description: 'Exactly what generate-narration holds for the same body.' }),
    engine: Type.String({ description: 'sandbox, live, or mixed.' }),
    segments: Type.Array(NarrationPlanSegment),
  },
  { $id: 'NarrationPreview' },
);
export type NarrationPreview = Static<typeof NarrationPreview>;
