import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pkg from '../package.json' with { type: 'json' };
import type { ServiceConfig } from './config.ts';
import { DEFAULT_PORT } from './config.ts';
import { openDatabase, type Db } from './db/open.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import { createGroupCommit } from './db/group-commit.ts';
import { createLedgerRepo } from './ledger/ledger-repo.ts';
import { createCredits } from './ledger/credits.ts';
import { createApiKeyRepo } from './auth/api-key-repo.ts';
import { createApiKeys } from './auth/api-keys.ts';
import { createStudioKey } from './auth/studio-key.ts';
import { createAssetRepo } from './assets/asset-repo.ts';
import { createAssetStore } from './assets/asset-store.ts';
import { createAssetsService } from './assets/assets-service.ts';
import { createUrlSigner } from './assets/signing.ts';
import { createVoiceRepo } from './voices/voice-repo.ts';
import { seedCatalogue } from './voices/catalogue.ts';
import { createVoicesService } from './voices/voices-service.ts';
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
import { TOOLS, toolMap } from './tools/registry.ts';
import { createToolExecutor } from './tools/execute.ts';
import type { ToolDeps } from './tools/deps.ts';
import { createAuthenticator } from './http/guards.ts';
import { buildHttpApp } from './http/server.ts';
import { locateFfmpeg } from './media/ffmpeg-path.ts';
import { listen } from './http/listen.ts';
import { createWebhookSecrets } from './webhooks/webhook-secrets.ts';
import { createWebhooks } from './webhooks/webhooks-service.ts';
import { startEventLoopMonitor } from './event-loop-delay.ts';

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
  internals: { db: Db; app: FastifyInstance; runner: Runner };
  close(): Promise<void>;
}

/**
 * Composes the service from its parts and starts it: database (migrated), catalogue,
 * secrets, engines, runner (recovering what a crash left), HTTP on 127.0.0.1.
 */
export async function startService(config: ServiceConfig): Promise<RunningService> {
  const version = config.version ?? pkg.version;
  const nowDate = () => new Date();
  const nowIso = () => new Date().toISOString();
  const dataDir = config.dataDir;
  mkdirSync(join(dataDir, 'logs'), { recursive: true, mode: 0o700 });

  const db = openDatabase(join(dataDir, 'timbre.db'));
  const ledgerRepo = createLedgerRepo(db);
  const credits = createCredits(ledgerRepo, nowIso);
  db.transaction(() => {
    const hasGrant = db.prepare("SELECT 1 FROM ledger WHERE kind = 'grant' LIMIT 1").get();
    if (!hasGrant) credits.grant(INITIAL_CREDITS, 'initial workspace credits');
  })();
  const voices = createVoiceRepo(db);
  seedCatalogue(db, voices, nowIso());

  const secrets = await openSecretStore(dataDir, config.secretStore);
  let urlKey = await secrets.get('asset-url-key');
  if (!urlKey) {
    urlKey = randomBytes(32).toString('hex');
    await secrets.set('asset-url-key', urlKey);
  }
  const signer = createUrlSigner(Buffer.from(urlKey, 'hex'));
  let sessionToken = randomBytes(32).toString('base64url');
  // API keys are told apart by their prefix; the session token must never carry it.
  while (sessionToken.startsWith('tmb_')) sessionToken = randomBytes(32).toString('base64url');

  // Webhooks (issue 5): signing secrets live in the secret store, behind a cache.
  const apiKeyRepo = createApiKeyRepo(db);
  const webhookSecrets = createWebhookSecrets({ store: secrets, now: nowDate });
  const apiKeys = createApiKeys({ repo: apiKeyRepo, webhookSecrets, now: nowDate });
  const assetRepo = createAssetRepo(db);
  const store = createAssetStore(join(dataDir, 'assets'), assetRepo, nowDate);
  let baseUrl = '';
  const assets = createAssetsService({ repo: assetRepo, store, signer, baseUrl: () => baseUrl, now: nowDate, exportCacheBytes: config.exportCacheBytes });

  // Live engines (issue 7): each provider runs on the engine its settings name; keys stay in the secret store.
  const settings = createSettings({ repo: createSettingsRepo(db), secrets, now: nowDate });
  const live = createLiveEngines({ settings, maxTimeoutMs: config.upstreamTimeoutMs });
  const engines = createEngines({ sandbox: createSandboxEngines({ slowMs: config.sandboxSlowMs }), live, engineOf: (p) => settings.provider(p).engine });
  const taskRepo = createTaskRepo(db);
  const events = createTaskEvents();
  const terminalHooks: TerminalHook[] = [];
  // Webhooks (issue 5): a task's event row is written by this hook, in the transaction that ends the task.
  const webhooks = createWebhooks({
    db, keys: apiKeyRepo, secrets: webhookSecrets, now: Date.now, log: () => app.log, userAgent: `Timbre/${version}`, schedule: config.webhookSchedule,
  });
  terminalHooks.push(webhooks.terminalHook);
  const lifecycle = createTaskLifecycle({ db, repo: taskRepo, credits, store, voices, events, now: nowDate, terminalHooks });
  const tools = toolMap(TOOLS);
  let runner: Runner;
  const tasks = createTasksService({ repo: taskRepo, credits, lifecycle, events, groupCommit: createGroupCommit(db), runner: () => runner, now: nowDate });
  const toolDeps: ToolDeps = { tasks, voices, assets, store, engines, apiKeys };
  const idempotency = createIdempotency(db, createIdempotencyRepo(db), nowDate);
  idempotency.sweep();
  store.sweep();

  const ffmpeg = locateFfmpeg();
  const eventLoop = startEventLoopMonitor();
  const app = await buildHttpApp(
    {
      version,
      startedAt: Date.now(),
      authenticate: createAuthenticator({ apiKeys, sessionToken }),
      executor: createToolExecutor({ tools, toolDeps: () => toolDeps, idempotency }),
      tools,
      apiKeys,
      studioKey: createStudioKey({ apiKeys, secrets }),
      credits,
      grantCredits: (amount, note) => db.transaction(() => credits.grant(amount, note))(),
      assets,
      webhooks,
      voices: createVoicesService({ repo: voices, now: nowDate }),
      tasks,
      signer,
      now: nowDate,
      staticDir: config.staticDir,
      taskEvents: events,
      settings,
      testProvider: (name) => live.test(name),
      system: () => ({ dataDir, url: baseUrl, pid: process.pid, secretStore: secrets.backend, logFile: join(dataDir, 'logs', 'timbre.log') }),
      health: () => ({
        version,
        uptimeSeconds: Math.round(process.uptime()),
        engines: { alpha: engines.speechEngineName('alpha'), beta: engines.speechEngineName('beta'), video: engines.video().name },
        secretStore: secrets.backend === 'keychain'
          ? { backend: 'keychain' }
          : { backend: 'file', notice: `Secrets are kept in a 0600 file in the data folder because ${secrets.fallbackReason}.` },
        ffmpeg: ffmpeg ? { available: true, source: ffmpeg.source } : { available: false },
        eventLoop: eventLoop.snapshot(),
      }),
    },
    {
      logger: {
        level: config.logLevel ?? 'info',
        file: join(dataDir, 'logs', 'timbre.log'),
        // Never log query strings (signed-URL signatures) or headers (credentials).
        serializers: { req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }) },
      },
      ownOrigins: () => (baseUrl ? [baseUrl, baseUrl.replace('127.0.0.1', 'localhost')] : []),
      allowedOrigins: (config.allowedOrigins ?? []).map((o) => o.toLowerCase()),
    },
  );
  runner = createRunner({
    repo: taskRepo, lifecycle, tools, toolDeps: () => toolDeps, limits: laneLimits(config), now: nowDate, log: app.log,
  });
  const checkpointer = startCheckpointer(db, {
    onError: (err) => app.log.warn({ err }, 'checkpoint worker stopped; the service connection checkpoints instead'),
  });

  const port = await listen(app, config.port ?? DEFAULT_PORT, { fallback: config.port === undefined && !config.strictPort });
  baseUrl = `http://127.0.0.1:${port}`;
  runner.start();
  webhooks.start();
  const expiry = setInterval(() => idempotency.expire(), 3600_000).unref();

  const tokenFile = join(dataDir, 'session-token');
  writeFileSync(tokenFile, sessionToken, { mode: 0o600 });
  chmodSync(tokenFile, 0o600);
  writeFileSync(join(dataDir, 'service.json'), JSON.stringify({ url: baseUrl, pid: process.pid, version }, null, 2));

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    dataDir,
    sessionToken,
    version,
    internals: { db, app, runner },
    close() {
      closing ??= (async () => {
        clearInterval(expiry);
        eventLoop.stop();
        await app.close();
        await runner.stop();
        await webhooks.stop();
        await engines.close();
        await checkpointer.stop();
        db.close();
      })();
      return closing;
    },
  };
}
