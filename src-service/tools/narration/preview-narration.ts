import { NarrationPreview } from '../../contract/narration.ts';
import { Ref } from '../../contract/schema-helpers.ts';
import { defineQueryTool } from '../tool.ts';
import { NARRATION_BODY_LIMIT, narrationInput, planNarration, segmentView } from './narration-input.ts';

/** generate-narration's plan without running it: free, holds nothing. */
export const previewNarration = defineQueryTool({
  name: 'preview-narration',
  description:
    'Shows how generate-narration would speak a script, for free and without holding credits: the segments (index, speaker, voiceId, provider, text, characters, limit, credits) ' +
    'and estimatedCredits, the exact amount generate-narration holds for the same body. Same body and the same 400s as generate-narration.',
  input: narrationInput,
  output: Ref(NarrationPreview),
  bodyLimit: NARRATION_BODY_LIMIT,
  tooLargeHint: 'a script holds at most 100,000 characters',
  errors: ['validation_failed'],
  handle(body, ctx) {
    const plan = planNarration(body, ctx.deps);
    return { kind: 'json', data: { estimatedCredits: plan.credits, engine: plan.engine, segments: plan.segments.map(segmentView) } };
  },
});
