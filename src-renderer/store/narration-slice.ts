// Long-form narration: the free preview of a script (its segments and exact price), and reading
// a finished narration back from the service by its asset id, on any browser and whichever key
// made it (the session token reads the whole workspace). Generating, retaking a segment and
// laying a narration under a video are task submissions (tasks slice); the Script screen's
// draft lives in the drafts store.
import { callTool } from '../api/client.ts';
import type { AssetPage } from '../api/api-types.ts';
import type { SliceContext, StudioSlice } from './slice.ts';
import type { TaskEntry } from './tasks-state.ts';
import type { NarrationView, NarrationSlice } from './narration-state.ts';

export type { NarrationView, NarrationSlice } from './narration-state.ts';

/** Tools whose output is a narration with segments. */
const NARRATION_TOOLS = new Set(['generate-narration', 'regenerate-narration-segment']);

/**
 * A cursor that answers exactly `id` first: the listings page newest first by id with
 * `before` (items whose id sorts below it), and ids are letters and digits, so `id + '-'`
 * sorts just above `id` and below any later id.
 */
const justAbove = (id: string) => `${id}-`;

export const createNarrationSlice =
  ({ api }: SliceContext): StudioSlice<NarrationSlice> =>
  (_set, get) => {
    const taskById = async (taskId: string): Promise<TaskEntry> => {
      const known = get().tasks[taskId];
      if (known?.status === 'COMPLETED' && known.output.segments && known.params) return known;
      const page = await api.GET('/api/v1/tasks', { params: { query: { before: justAbove(taskId), limit: 1 } } });
      const task = page.data.tasks[0];
      if (task?.taskId !== taskId) throw new Error(`The task ${taskId} that made this narration is not in the workspace`);
      return { ...task, params: (task.params ?? {}) as Record<string, unknown> };
    };
    const view = (task: TaskEntry, assetId: string, keyLabel: string | null): NarrationView => {
      if (!NARRATION_TOOLS.has(task.tool)) throw new Error(`This asset was made by ${task.tool}, not a narration`);
      if (task.status !== 'COMPLETED' || !task.output.segments) throw new Error('This narration is not finished');
      return {
        assetId,
        taskId: task.taskId,
        tool: task.tool,
        params: task.params ?? {},
        segments: task.output.segments,
        createdAt: task.completedAt ?? task.createdAt,
        keyLabel,
      };
    };
    return {
      previewNarration: (body) => callTool(api, 'preview-narration', body),
      async openNarration(assetId) {
        const page: { data: AssetPage } = await api.GET('/api/v1/assets', { params: { query: { before: justAbove(assetId), limit: 1 } } });
        const asset = page.data.assets[0];
        if (asset?.assetId !== assetId) throw new Error(`No narration ${assetId} is in the library (it may have been deleted)`);
        if (!asset.taskId) throw new Error('This asset is an upload, not a narration');
        const provenance = (asset as { provenance?: { keyLabel?: string | null } }).provenance;
        return view(await taskById(asset.taskId), assetId, provenance?.keyLabel ?? null);
      },
      async narrationOfTask(taskId) {
        const task = await taskById(taskId);
        const assetId = task.output.assetIds[0];
        if (!assetId) throw new Error('This narration has no audio');
        return view(task, assetId, null);
      },
    };
  };
