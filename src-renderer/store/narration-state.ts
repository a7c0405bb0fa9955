// The narration slice's state and the types it is made of, apart from its actions (narration-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.
import type { NarrationPreview, NarrationSegment, ToolInput } from '../api/api-types.ts';

/** A narration as the timeline shows it: its audio, the task that made it, and its segments. */
export interface NarrationView {
  assetId: string;
  taskId: string;
  tool: string;
  /** What it was asked (the script's parameters, or a retake's `{taskId, index, text}`). */
  params: Record<string, unknown>;
  segments: NarrationSegment[];
  createdAt: string;
  /** The key that made it, when not the studio's. */
  keyLabel: string | null;
}

export interface NarrationSlice {
  /** The segments and exact price of a narration body, free (holds nothing). */
  previewNarration(body: ToolInput<'preview-narration'>): Promise<NarrationPreview>;
  /** Reads a narration (or a retake of one) back by its asset id. */
  openNarration(assetId: string): Promise<NarrationView>;
  /** Reads a narration by the task that made it (a retake the studio just ran). */
  narrationOfTask(taskId: string): Promise<NarrationView>;
}
