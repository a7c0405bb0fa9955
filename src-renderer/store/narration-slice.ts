// Long-form narration: the Script screen's draft (kept across screens and reloads) and the free
// preview of a script (its segments and exact price). Generating,
// regenerating a segment and laying a narration under a video are task submissions (tasks slice).
import { callTool } from '../api/client.ts';
import { NARRATION_LIMITS } from '../../src-service/contract/limits.ts';
import type { NarrationPreview, ToolInput } from '../api/shapes.ts';
import type { SliceContext, StudioSlice } from './slice.ts';

/** The Script screen as the user left it: the script, its voices, and the narration shown. */
export interface ScriptDraft {
  script: string;
  voiceId: string;
  /** Speaker label → voiceId, for the labels the user gave a voice. */
  assigned: Record<string, string>;
  pauseMs: number;
  /** The narration (or its latest new take) shown under the form. */
  taskId: string | null;
}

export interface NarrationSlice {
  scriptDraft: ScriptDraft;
  /** Keeps what the Script screen holds, so leaving the screen loses nothing. */
  setScriptDraft(change: Partial<ScriptDraft>): void;
  /** The segments and exact price of a narration body, free (holds nothing). */
  previewNarration(body: ToolInput<'preview-narration'>): Promise<NarrationPreview>;
}

const DRAFT_CACHE = 'timbre.scriptDraft';

export const createNarrationSlice =
  ({ api, cache }: SliceContext): StudioSlice<NarrationSlice> =>
  (set, get) => ({
    scriptDraft: cache.load<ScriptDraft>(DRAFT_CACHE, {
      script: '',
      voiceId: '',
      assigned: {},
      pauseMs: NARRATION_LIMITS.pauseMsDefault,
      taskId: null,
    }),
    setScriptDraft(change) {
      const scriptDraft = { ...get().scriptDraft, ...change };
      set({ scriptDraft });
      cache.save(DRAFT_CACHE, scriptDraft);
    },
    previewNarration: (body) => callTool(api, 'preview-narration', body),
  });
