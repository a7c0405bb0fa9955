import type { ApiKeys } from '../auth/api-keys.ts';
import type { SegmentStore } from '../narration/segment-store.ts';
import type { AssetsService } from '../assets/assets-service.ts';
import type { AssetStore } from '../assets/asset-store.ts';
import type { Engines } from '../providers/engines.ts';
import type { TasksService } from '../tasks/tasks-service.ts';
import type { VoiceRepo } from '../voices/voice-repo.ts';

/** What tools may use: use-cases and repositories, never HTTP. */
export interface ToolDeps {
  tasks: TasksService;
  voices: VoiceRepo;
  assets: AssetsService;
  store: AssetStore;
  engines: Engines;
  apiKeys: ApiKeys;
  /** Finished segments of running narrations, kept across restarts. */
  segments: SegmentStore;
}
