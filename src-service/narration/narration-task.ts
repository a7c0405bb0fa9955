import type { SegmentPlan } from './segments.ts';

/**
 * What a generate-narration task stores (its TaskPlan.input): the request, its segments planned
 * and priced. Declared here, below the tool, because the progressive reader of a running
 * narration (narration-feed.ts) reads it too.
 */
export interface NarrationTask {
  voiceId: string;
  speakers?: Record<string, string>;
  pauseMs: number;
  language?: string;
  prompt?: string;
  workerId?: string;
  segments: SegmentPlan[];
}
