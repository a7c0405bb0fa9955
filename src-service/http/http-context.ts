import type { ApiKeys } from '../auth/api-keys.ts';
import type { StudioKey } from '../auth/studio-key.ts';
import type { AssetsService } from '../assets/assets-service.ts';
import type { VoicesService } from '../voices/voices-service.ts';
import type { TasksService } from '../tasks/tasks-service.ts';
import type { QueueService } from '../tasks/queue-service.ts';
import type { UrlSigner } from '../assets/signing.ts';
import type { Credits } from '../ledger/credits.ts';
import type { Usage } from '../usage/usage-service.ts';
import type { Tool } from '../tools/tool.ts';
import type { ToolExecutor } from '../tools/execute.ts';
import type { Webhooks } from '../webhooks/webhooks-service.ts';
import type { Authenticate } from './authenticate.ts';
import type { TaskEvents } from '../tasks/task-events.ts';
import type { NarrationFeed } from '../narration/narration-feed.ts';
import type { Settings } from '../settings/settings-service.ts';
import type { ProviderName } from '../settings/provider-settings.ts';
import type { ConnectionTestResult } from '../contract/settings.ts';
import type { HealthView, SystemView } from '../contract/health.ts';
import type { Batches } from '../batches/batch-service.ts';
import type { Principal } from '../auth/principal.ts';
import type { RequestLog } from '../request-log/request-log.ts';

/** What the HTTP layer needs from the service. Routes translate; they hold no business rules. */
export interface HttpContext {
  version: string;
  startedAt: number;
  authenticate: Authenticate;
  executor: ToolExecutor;
  tools: ReadonlyMap<string, Tool>;
  apiKeys: ApiKeys;
  studioKey: StudioKey;
  credits: Credits;
  /** Where the credits went: charges and refunds by day, key, tool and voice. */
  usage: Usage;
  /** Adds credits to the workspace (its own transaction). */
  grantCredits(amount: number, note: string | null): void;
  assets: AssetsService;
  /** Delivery log, redelivery and test deliveries of key webhooks. */
  webhooks: Webhooks;
  voices: VoicesService;
  tasks: TasksService;
  /** Batches of generation items (batches/). */
  batches: Batches;
  /** A batch's results as a zip stream (batches/results-zip.ts); 404 before anything is sent. */
  batchResults(batchId: string, principal: Principal): NodeJS.ReadableStream;
  /** Pause, resume, move to the front, cancel many. */
  queue: QueueService;
  signer: UrlSigner;
  /** What `GET /api/v1/health` answers besides its status. */
  health: () => Omit<HealthView, 'status'>;
  /** Where the service lives: data dir, URL, secret store (session-token views only). */
  system: () => SystemView;
  now: () => Date;
  staticDir?: string;
  /** Task changes for the studio's event stream (`GET /api/v1/events`). */
  taskEvents?: TaskEvents;
  /** Running narrations' kept segments, for speech answered as it is made (with taskEvents). */
  narrationFeed?: NarrationFeed;
  /** Provider engines, base URLs, models, limits and keys (docs/providers.md). */
  settings: Settings;
  /** A minimal authenticated upstream call telling whether a provider's key works. */
  testProvider(name: ProviderName): Promise<ConnectionTestResult>;
  /** Every call an API key made (request-log/). */
  requestLog: RequestLog;
}
