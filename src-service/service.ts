import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pkg from '../package.json' with { type: 'json' };
import type { ServiceConfig } from './config.ts';
import { DEFAULT_PORT } from './config.ts';
import { openDatabase, type Db } from './db/open.ts';
import { migrations } from './db/migrations/index.ts';
import { backupBeforeMigration, backupDirOf } from './db/backup.ts';
import { DEFAULT_BACKUPS_KEPT, DEFAULT_BACKUP_INTERVAL_SECONDS, startBackupSchedule, type BackupSchedule } from './db/backup-schedule.ts';
import { damageOf } from './db/damage.ts';
import { claimDataDir, type DataDirClaim } from './instance/claim.ts';
import { publishService, unpublishService } from './instance/discovery.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import { createGroupCommit } from './db/group-commit.ts';
import { createLedgerRepo } from './ledger/ledger-repo.ts';
import { createCredits } from './ledger/credits.ts';
import { createApiKeyRepo } from './auth/api-key-repo.ts';
import { createApiKeys } from './auth/api-keys.ts';
import { createStudioKey } from './auth/studio-key.ts';
import { createAssetRepo } from './assets/asset-repo.ts';
import { createAssetStore } from './assets/asset-store.ts';
import { createAssetsService, type AssetsService } from './assets/assets-service.ts';
import { createDerivedMedia } from './assets/derived-media.ts';
import { createUrlSigner } from './assets/signing.ts';
import { createVoiceRepo } from './voices/voice-repo.ts';
import { seedCatalogue } from './voices/catalogue.ts';
import { createVoicesService } from './voices/voices-service.ts';
import { createVoiceExtras } from './voices/voice-extras.ts';
import { createVoiceViews } from './voices/voice-views.ts';
import type { GenerationTool } from './tools/tool.ts';
import { createTaskRepo } from './tasks/task-repo.ts';
import { createTaskEvents } from './tasks/task-events.ts';
import { createTaskLifecycle, type TerminalHook } from './tasks/lifecycle.ts';
import { createRunner, type Runner } from './tasks/runner.ts';
import { laneLimits } from './tasks/lanes.ts';
import { createTasksService } from './tasks/tasks-service.ts';
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
import { createAuthenticator } from './http/guards.ts';
import { buildHttpApp } from './http/server.ts';
import { FfmpegMissingError, locateFfmpeg } from './media/ffmpeg-path.ts';
import { createStorageMonitor, DEFAULT_MIN_FREE_BYTES } from './storage/monitor.ts';
import { openLogSink } from './logging/log-sink.ts';
import { createServiceLogger } from './logging/service-logger.ts';
import { listen } from './http/listen.ts';
import { createSegmentStore, removeSegmentsOnEnd } from './narration/segment-store.ts';
import { createNarrationFeed } from './narration/narration-feed.ts';
import { createWebhookSecrets } from './webhooks/webhook-secrets.ts';
import { createWebhooks } from './webhooks/webhooks-service.ts';
import { startEventLoopMonitor } from './event-loop-delay.ts';
import { createBatchRepo } from './batches/batch-repo.ts';
import { createMaterializer } from './batches/materializer.ts';
import { createBatches, type Batches } from './batches/batch-service.ts';
import { resultsZip } from './batches/results-zip.ts';
import { batchPlanner } from './tools/batch-tools.ts';

/** What health says about ffmpeg: found (and how), or how to get it. */
function ffmpegHealth(): { available: true; source: string } | { available: false; message: string } {
  const found = locateFfmpeg();
  return found ? { available: true, source: found.source } : { available: false, message: new FfmpegMissingError().message };
}

/** Credits a new workspace starts with. */
export const INITIAL_CREDITS = 10_000;

/** A started service. */
export interface RunningService {
  url: string;
  port: number;
  dataDir: string;
  sessionToken: string;
  version: string;
  /** For in-process callers (tests, the Electron shell): the pieces behind the HTTP API. */
  internals: { db: Db; app: FastifyInstance; runner: Runner; assets: AssetsService };
  close(): Promise<void>;
}

/**
 * Composes the service from its parts and starts it: database (migrated), catalogue,
 * secrets, engines, runner (recovering what a crash left), HTTP on 127.0.0.1.
 */
export async function startService(config: ServiceConfig, claimed?: DataDirClaim): Promise<RunningService> {
  const version = config.version ?? pkg.version;
  // One service per data folder, claimed before anything in it is touched (a second start exits
  // here). An entry point may claim it itself, before loading this module's many imports.
  const claim = claimed ?? claimDataDir(config.dataDir, { command: 'serve', version });
  try {
    return await startClaimed(config, version, claim);
  } catch (err) {
    // A damaged database keeps the unclean-stop marker, so the next start checks the file again.
    const damage = damageOf(err, join(config.dataDir, 'timbre.db'));
    claim.release({ clean: !damage });
    throw damage ?? err;
  }
}

async function startClaimed(config: ServiceConfig, version: string, claim: DataDirClaim): Promise<RunningService> {
  const nowDate = () => new Date();
  const nowIso = () => new Date().toISOString();
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
  const dbFile = join(dataDir, 'timbre.db');
  const dbExisted = existsSync(dbFile);
  const backupKeep = config.backupKeep ?? DEFAULT_BACKUPS_KEPT;
  const db = openDatabase(dbFile, migrations, {
    quickCheck: claim.uncleanStop,
    beforeMigrate: (conn, from, to) => backupBeforeMigration(conn, backupDirOf(dataDir), backupKeep, from, to),
  });
  let backups: BackupSchedule | undefined;
  const ledgerRepo = createLedgerRepo(db);
  const credits = createCredits(ledgerRepo, nowIso);
  db.transaction(() => {
    const hasGrant = db.prepare("SELECT 1 FROM ledger WHERE kind = 'grant' LIMIT 1").get();
    if (!hasGrant) credits.grant(INITIAL_CREDITS, 'initial workspace credits');
  })();
  const voices = createVoiceRepo(db);
  seedCatalogue(db, voices, nowIso());

  let urlKey = await secrets.get('asset-url-key');
  if (!urlKey) {
    urlKey = randomBytes(32).toString('hex');
    await secrets.set('asset-url-key', urlKey);
  }
  const signer = createUrlSigner(Buffer.from(urlKey, 'hex'));
  let sessionToken = randomBytes(32).toString('base64url');
  // API keys are told apart by their prefix; the session token must never carry it.
  while (sessionToken.startsWith('tmb_')) sessionToken = randomBytes(32).toString('base64url');

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
  let baseUrl = '';
  const assets = createAssetsService({
    repo: assetRepo,
    store,
    signer,
    baseUrl: () => baseUrl,
    now: nowDate,
    exportCacheBytes: config.exportCacheBytes,
    storage,
    derived,
  });

  // Live engines: each provider runs on the engine its settings name; keys stay in the secret store.
  const settings = createSettings({ repo: createSettingsRepo(db), secrets, now: nowDate });
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
    now: Date.now,
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
  const runner = createRunner({
    repo: taskRepo,
    lifecycle,
    jobs: taskJobs(tools, { engines, voices, assets, segments }),
    store,
    limits: laneLimits(config),
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
  });
  const idempotency = createIdempotency(db, createIdempotencyRepo(db), nowDate);
  idempotency.sweep();
  store.sweep();
  derived.sweep();

  // Any write of a tool call the disk refuses is its 507, over HTTP and MCP alike.
  const voiceExtras = createVoiceExtras(db);
  const voiceViews = createVoiceViews({ repo: voices, extras: voiceExtras, engines });
  // Batches plan with the tools (and their executor's compiled checks), and the tools reach
  // batches through these deps: the one late binding, read only when a tool is called.
  const toolDeps = {
    tasks,
    voices,
    voiceViews,
    assets,
    store,
    engines,
    apiKeys,
    segments,
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
      signer,
      now: nowDate,
      staticDir: config.staticDir,
      taskEvents: events,
      narrationFeed: createNarrationFeed({ repo: taskRepo, store: segments }),
      settings,
      testProvider: (name) => live.test(name),
      system: () => ({ dataDir, url: baseUrl, pid: process.pid, secretStore: secrets.backend, logFile: logSink.stats().file }),
      health: () => ({
        version,
        uptimeSeconds: Math.round(process.uptime()),
        engines: { alpha: engines.speechEngineName('alpha'), beta: engines.speechEngineName('beta'), video: engines.video().name },
        secretStore:
          secrets.backend === 'keychain'
            ? { backend: 'keychain' }
            : { backend: 'file', notice: `Secrets are kept in a 0600 file in the data folder because ${secrets.fallbackReason}.` },
        // Looked up again when the binary is gone (or every few seconds while none is found).
        ffmpeg: ffmpegHealth(),
        storage: { ...storage.view(), unsettledTasks: lifecycle.unsettledCount() },
        logging: logSink.stats(),
        backups: backups?.status() ?? null,
        eventLoop: eventLoop.snapshot(),
      }),
    },
    {
      logger: log,
      ownOrigins: () => (baseUrl ? [baseUrl, baseUrl.replace('127.0.0.1', 'localhost')] : []),
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
  const checkpointer = startCheckpointer(db, {
    onError: (err) => log.warn({ err }, 'checkpoint worker stopped; the service connection checkpoints instead'),
  });

  const port = await listen(app, config.port ?? DEFAULT_PORT, { fallback: config.port === undefined && !config.strictPort });
  baseUrl = `http://127.0.0.1:${port}`;
  runner.start();
  // After the runner's recovery: batches a stop or crash left half made (or half cancelled) go on.
  batches.resume();
  webhooks.start();
  // Housekeeping from a timer: a full disk must not make it throw (it runs again in an hour).
  const expiry = setInterval(() => {
    try {
      idempotency.expire();
    } catch (err) {
      if (!storage.fault(err)) log.error({ err }, 'idempotency housekeeping failed');
    }
  }, 3600_000).unref();
  backups = startBackupSchedule({
    file: dbFile,
    dir: backupDirOf(dataDir),
    keep: backupKeep,
    existedBefore: dbExisted,
    intervalSeconds: config.backupIntervalSeconds ?? DEFAULT_BACKUP_INTERVAL_SECONDS,
    onError: (err) => log.error({ err }, 'automatic backup failed; the service goes on, the next attempt is one interval later'),
  });
  publishService(dataDir, { url: baseUrl, version }, sessionToken);

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    dataDir,
    sessionToken,
    version,
    internals: { db, app, runner, assets },
    close() {
      closing ??= (async () => {
        clearInterval(expiry);
        eventLoop.stop();
        await app.close();
        await batches.stop();
        await runner.stop();
        lifecycle.stop();
        storage.stop();
        await webhooks.stop();
        await engines.close();
        await derived.close();
        await checkpointer.stop();
        await backups?.stop();
        db.close();
        unpublishService(dataDir);
        await logSink.close();
        claim.release({ clean: true });
      })();
      return closing;
    },
  };
}
