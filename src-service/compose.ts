import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from './core/clock.ts';
import type { ServiceConfig } from './config/service-config.ts';
import { DEFAULT_BACKUPS_KEPT, type BackupSchedule } from './db/backup-schedule.ts';
import type { DataDirClaim } from './instance/claim.ts';
import { createGroupCommit } from './db/group-commit.ts';
import { createUsage } from './usage/usage-service.ts';
import { createUsageRepo } from './usage/usage-repo.ts';
import { createApiKeyRepo } from './auth/api-key-repo.ts';
import { createApiKeys } from './auth/api-keys.ts';
import { createStudioKey } from './auth/studio-key.ts';
import { createAssetRepo } from './assets/asset-repo.ts';
import { createAssetStore } from './assets/asset-store.ts';
import { createAssetsService } from './assets/assets-service.ts';
import { createDerivedMedia } from './assets/derived-media.ts';
import { createUrlSigner } from './assets/signing.ts';
import { createVoicesService } from './voices/voices-service.ts';
import { createVoiceExtras } from './voices/voice-extras.ts';
import { createVoiceViews } from './voices/voice-views.ts';
import type { GenerationTool } from './tools/tool.ts';
import { createTaskRepo } from './tasks/task-repo.ts';
import { createTaskEvents } from './tasks/task-events.ts';
import { createTaskLifecycle, type TerminalHook } from './tasks/lifecycle.ts';
import { createRunner } from './tasks/runner.ts';
import { laneLimits } from './tasks/lanes.ts';
import { createTasksService } from './tasks/tasks-service.ts';
import { createQueuePauses } from './tasks/queue-pauses.ts';
import { createQueueService } from './tasks/queue-service.ts';
import { createIdempotencyRepo } from './idempotency/idempotency-repo.ts';
import { createIdempotency } from './idempotency/idempotency.ts';
import { openSecretStore } from './secrets/open.ts';
import { createSandboxEngines } from './providers/sandbox/sandbox.ts';
import { createEngines } from './providers/engines.ts';
import { createLiveEngines } from './providers/live/live.ts';
import { createSettingsRepo } from './settings/settings-repo.ts';
import { createSettings } from './settings/settings-service.ts';
import { TOOLS, taskJobs, toolMap } from './tools/registry.ts';
import { createToolExecutor } from './tools/execute.ts';
import { createAuthenticator } from './http/authenticate.ts';
import { buildHttpApp } from './http/server.ts';
import { createStorageMonitor, DEFAULT_MIN_FREE_BYTES } from './storage/monitor.ts';
import { openLogSink } from './logging/log-sink.ts';
import { createServiceLogger } from './logging/service-logger.ts';
import { createSegmentStore, removeSegmentsOnEnd } from './narration/segment-store.ts';
import { createNarrationFeed } from './narration/narration-feed.ts';
import { createWebhookSecrets } from './webhooks/webhook-secrets.ts';
import { createWebhooks } from './webhooks/webhooks-service.ts';
import { startEventLoopMonitor } from './health/event-loop-delay.ts';
import { createBatchRepo } from './batches/batch-repo.ts';
import { createMaterializer } from './batches/materializer.ts';
import { createBatches, type Batches } from './batches/batch-service.ts';
import { batchPlanner } from './tools/batch-tools.ts';
import { resultsZip } from './batches/results-zip.ts';
import { createRequestLog } from './request-log/request-log.ts';
import { healthView } from './health/health-view.ts';
import { openWorkspaceDb } from './workspace/workspace-db.ts';
import { newSessionToken } from './auth/key-material.ts';

/** What is known only once the service runs: its address, and the backup schedule started after listening. */
export interface LateParts {
  baseUrl: string;
  backups?: BackupSchedule;
}

/**
 * The service's parts, made in the order they depend on one another: storage watch, logs,
 * secrets, the database (migrated), assets, engines, the task pipeline, tools, batches and the
 * HTTP app. Nothing is started here that the caller does not stop: service.ts listens, starts
 * the background work and owns the stop order.
 */
export async function composeService(config: ServiceConfig, version: string, claim: DataDirClaim, late: LateParts) {
  const clock = config.clock ?? systemClock;
  const nowDate = () => new Date(clock.now());
  const nowIso = () => new Date(clock.now()).toISOString();
  const dataDir = config.dataDir;
  mkdirSync(join(dataDir, 'logs'), { recursive: true, mode: 0o700 });

  // Storage faults: free space watched, refused writes turned into 507s, work paused while full.
  const storage = createStorageMonitor({ dataDir, floorBytes: config.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES });
  const logSink = await openLogSink(join(dataDir, 'logs'));
  // Made before anything that logs; Fastify is handed this same instance.
  const log = createServiceLogger(logSink, config.logLevel);

  // Before the database: a keychain that refuses the start (locked) leaves the folder as it was.
  const secrets = await openSecretStore(dataDir, config.secretStore);

  // Checked after an unclean stop; copied into backups/ before any migration.
  const backupKeep = config.backupKeep ?? DEFAULT_BACKUPS_KEPT;
  const {
    db,
    file: dbFile,
    existedBefore: dbExisted,
    credits,
    voices,
  } = openWorkspaceDb({
    dataDir,
    uncleanStop: claim.uncleanStop,
    backupKeep,
    now: nowIso,
  });

  let urlKey = await secrets.get('asset-url-key');
  if (!urlKey) {
    urlKey = randomBytes(32).toString('hex');
    await secrets.set('asset-url-key', urlKey);
  }
  const signer = createUrlSigner(Buffer.from(urlKey, 'hex'));
  const sessionToken = newSessionToken();

  // Webhooks: signing secrets live in the secret store, behind a cache.
  const apiKeyRepo = createApiKeyRepo(db);
  const webhookSecrets = createWebhookSecrets({ store: secrets, now: nowDate });
  const apiKeys = createApiKeys({ repo: apiKeyRepo, webhookSecrets, now: nowDate });
  const assetRepo = createAssetRepo(db);
  const store = createAssetStore(join(dataDir, 'assets'), assetRepo, nowDate, storage);
  // Peaks and poster frames, derived in the background as assets are committed.
  const derived = createDerivedMedia({
    repo: assetRepo,
    store,
    storage,
    onError: (err) => log.warn({ err }, 'could not derive the peaks or poster of a new asset'),
  });
  const assets = createAssetsService({
    repo: assetRepo,
    store,
    signer,
    baseUrl: () => late.baseUrl,
    now: nowDate,
    exportCacheBytes: config.exportCacheBytes,
    storage,
    derived,
  });

  // Live engines: each provider runs on the engine its settings name; keys stay in the secret store.
  const settingsRepo = createSettingsRepo(db);
  const settings = createSettings({ repo: settingsRepo, secrets, now: nowDate });
  // Buffered and written in one transaction per interval, off the requests' path.
  const requestLog = createRequestLog({ db, settings: settingsRepo, now: nowDate, log, options: config.requestLog });
  const live = createLiveEngines({ settings, maxTimeoutMs: config.upstreamTimeoutMs });
  const engines = createEngines({
    sandbox: createSandboxEngines({ slowMs: config.sandboxSlowMs }),
    live,
    engineOf: (p) => settings.provider(p).engine,
  });
  const taskRepo = createTaskRepo(db);
  const events = createTaskEvents();
  const terminalHooks: TerminalHook[] = [];
  // Webhooks: a task's event row is written by this hook, in the transaction that ends the task.
  const webhooks = createWebhooks({
    db,
    keys: apiKeyRepo,
    secrets: webhookSecrets,
    clock,
    log,
    userAgent: `Timbre/${version}`,
    schedule: config.webhookSchedule,
  });
  terminalHooks.push(webhooks.terminalHook);
  // Batches count each item's end in that same transaction, and write their one event there.
  terminalHooks.push((task, record) => batches.terminalHook(task, record));
  const lifecycle = createTaskLifecycle({ db, repo: taskRepo, credits, store, voices, events, now: nowDate, terminalHooks, storage, log });
  // Narrations keep each finished segment until their task ends (a restart resumes them).
  const segments = createSegmentStore(join(store.dir, '.narration'));
  segments.sweep((id) => {
    const status = taskRepo.get(id)?.status;
    return status === 'PENDING' || status === 'PROCESSING';
  });
  removeSegmentsOnEnd(events, segments);
  // The pipeline is built in the order its parts depend on one another: the runner (given each
  // tool's run function and only what a run uses), then the task service that wakes it, then
  // what tool calls use. Nothing is bound late.
  const tools = toolMap(TOOLS);
  // What the user paused, read from SQLite before the runner starts, so a restart keeps it.
  const pauses = createQueuePauses(db);
  const limits = laneLimits(config);
  const runner = createRunner({
    repo: taskRepo,
    lifecycle,
    jobs: taskJobs(tools, { engines, voices, assets, segments }),
    store,
    limits,
    paused: pauses.isPaused,
    retrySchedule: config.taskRetrySchedule,
    now: nowDate,
    log,
    storage,
  });
  const tasks = createTasksService({
    repo: taskRepo,
    credits,
    lifecycle,
    events,
    groupCommit: createGroupCommit(db),
    runner,
    now: nowDate,
    storage,
    paused: pauses.isPaused,
  });
  const queue = createQueueService({
    repo: taskRepo,
    pauses,
    lifecycle,
    tasks,
    runner,
    limits,
    now: nowDate,
    events,
    // Bound late, like the terminal hook above: batches are built after the tools they plan with.
    cancelBatch: async (batchId, principal) => {
      const r = await batches.cancelCounted(batchId, principal);
      return {
        cancelled: r.cancelled,
        refundedCredits: r.refundedCredits,
        skipped: r.skipped,
        notFound: 0,
        releasedCredits: r.releasedCredits,
      };
    },
  });
  const idempotency = createIdempotency(db, createIdempotencyRepo(db), nowDate);
  idempotency.sweep();
  store.sweep();
  derived.sweep();

  // Any write of a tool call the disk refuses is its 507, over HTTP and MCP alike.
  const voiceExtras = createVoiceExtras(db);
  const voiceViews = createVoiceViews({ repo: voices, extras: voiceExtras, engines });
  const usage = createUsage({ repo: createUsageRepo(db), now: nowDate });
  // Batches plan with the tools (and their executor's compiled checks), and the tools reach
  // batches through these deps: the one late binding, read only when a tool is called.
  const toolDeps = {
    tasks,
    queue,
    voices,
    voiceViews,
    assets,
    store,
    engines,
    apiKeys,
    segments,
    usage,
    get batches(): Batches {
      return batches;
    },
  };
  const executor = createToolExecutor({
    tools,
    toolDeps,
    idempotency,
    storageFault: (err) => storage.fault(err),
  });
  const batchRepo = createBatchRepo(db);
  const batches: Batches = createBatches({
    db,
    repo: batchRepo,
    credits,
    idempotency,
    lifecycle,
    runner,
    materializer: createMaterializer({ db, repo: batchRepo, events, runner, now: nowDate, log, storage }),
    plan: batchPlanner(tools, executor.validatorFor, toolDeps),
    brief: taskRepo.listing.brief,
    waveformOf: assetRepo.waveformOf,
    onCompleted: webhooks.batchEvent,
    now: nowDate,
    log,
    storage,
  });
  const eventLoop = startEventLoopMonitor();
  const studioKey = createStudioKey({ apiKeys, secrets });
  const app = await buildHttpApp(
    {
      version,
      startedAt: Date.now(),
      authenticate: createAuthenticator({ apiKeys, sessionToken, isStudioKey: studioKey.isStudioKey }),
      executor,
      tools,
      apiKeys,
      studioKey,
      credits,
      grantCredits: (amount, note) => db.transaction(() => credits.grant(amount, note))(),
      usage,
      assets,
      webhooks,
      voices: createVoicesService({
        repo: voices,
        extras: voiceExtras,
        views: voiceViews,
        engines,
        // A preview is an ordinary generate-tts task (planned by the tool, in the library), held at its preview price.
        submitSpeech: async (input, credits, principal) => {
          const ctx = { principal, deps: toolDeps, signal: new AbortController().signal };
          const plan = await (tools.get('generate-tts') as GenerationTool).plan(input, ctx);
          return tasks.submit('generate-tts', { ...plan, credits }, principal, undefined, input);
        },
        now: nowDate,
      }),
      tasks,
      batches,
      batchResults: (batchId, principal) => resultsZip({ batches, assets }, batchId, principal),
      queue,
      signer,
      now: nowDate,
      staticDir: config.staticDir,
      taskEvents: events,
      narrationFeed: createNarrationFeed({ repo: taskRepo, store: segments }),
      settings,
      testProvider: (name) => live.test(name),
      requestLog,
      system: () => ({ dataDir, url: late.baseUrl, pid: process.pid, secretStore: secrets.backend, logFile: logSink.stats().file }),
      health: healthView({
        version,
        engines,
        secrets,
        storage,
        unsettledTasks: () => lifecycle.unsettledCount(),
        logSink,
        backups: () => late.backups,
        eventLoop,
      }),
    },
    {
      logger: log,
      ownOrigins: () => (late.baseUrl ? [late.baseUrl, late.baseUrl.replace('127.0.0.1', 'localhost')] : []),
      allowedOrigins: (config.allowedOrigins ?? []).map((o) => o.toLowerCase()),
      checkResponses: config.checkResponses,
      stalledReaderMs: config.stalledReaderSeconds === undefined ? undefined : config.stalledReaderSeconds * 1000,
    },
  );
  // Space back: queued work resumes, kept task ends and log lines are written, with no restart.
  storage.onChange((state) => {
    if (state === 'full') return;
    runner.notify();
    lifecycle.retryUnsettled();
    logSink.retry();
  });
  return {
    dataDir,
    db,
    dbFile,
    dbExisted,
    backupKeep,
    sessionToken,
    app,
    log,
    logSink,
    storage,
    runner,
    lifecycle,
    batches,
    webhooks,
    requestLog,
    idempotency,
    engines,
    derived,
    assets,
    eventLoop,
  };
}
