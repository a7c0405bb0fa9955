import type { ApiKeys } from '../auth/api-keys.ts';
import type { SegmentStore } from '../narration/segment-store.ts';
import type { AssetsService } from '../assets/assets-service.ts';
import type { AssetStore } from '../assets/asset-store.ts';
import type { Engines } from '../providers/engines.ts';
import type { TasksService } from '../tasks/tasks-service.ts';
import type { VoiceRepo } from '../voices/voice-repo.ts';
import type { VoiceViews } from '../voices/voice-views.ts';
import type { Batches } from '../batches/batch-service.ts';

/** What a tool call (validation, pricing, a query) may use: use-cases and repositories, never HTTP. */
export interface ToolDeps {
  tasks: TasksService;
  voices: VoiceRepo;
  /** The library as callers see it (favourites, previews). */
  voiceViews: VoiceViews;
  assets: AssetsService;
  store: AssetStore;
  engines: Engines;
  apiKeys: ApiKeys;
  /** Finished segments of running narrations, kept across restarts. */
  segments: SegmentStore;
  /** Batches of generation items (submit-batch, get-batch, cancel-batch). */
  batches: Batches;
}

/**
 * What a task's run may use: the engines, the voices, assets to read, and the asset store
 * scoped to the run. No task service: a run reports through its context, never by calling
 * back into the queue that runs it.
 */
export interface RunDeps {
  /** Scoped to the run: what it leaves behind when it fails is removed. */
  store: AssetStore;
  engines: Engines;
  voices: VoiceRepo;
  /** Assets a run reads (the inputs it was planned with). */
  assets: Pick<AssetsService, 'byId' | 'pathOf'>;
  /** Finished segments of running narrations, kept across restarts. */
  segments: SegmentStore;
}
