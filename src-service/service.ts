import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pkg from '../package.json' with { type: 'json' };
import { DEFAULT_PORT, type ServiceConfig } from './config/service-config.ts';
import { DEFAULT_BACKUP_INTERVAL_SECONDS, startBackupSchedule } from './db/backup-schedule.ts';
import { damageOf } from './db/damage.ts';
import { claimDataDir, type DataDirClaim } from './instance/claim.ts';
import { publishService, unpublishService } from './instance/discovery.ts';
import { startCheckpointer } from './db/checkpointer.ts';
import type { AssetsService } from './assets/assets-service.ts';
import type { Runner } from './tasks/runner.ts';
import type { Batches } from './batches/batch-service.ts';
import type { Webhooks } from './webhooks/webhooks-service.ts';
import { listen } from './http/listen.ts';
import type { RequestLog } from './request-log/request-log.ts';
import { composeService, type LateParts } from './compose.ts';
import type { Db } from './db/open.ts';
import { backupDirOf } from './db/backup.ts';

/** A started service. */
export interface RunningService {
  url: string;
  port: number;
  dataDir: string;
  sessionToken: string;
  version: string;
  /** For in-process callers (tests, the Electron shell): the pieces behind the HTTP API. */
  internals: {
    db: Db;
    app: FastifyInstance;
    runner: Runner;
    assets: AssetsService;
    requestLog: RequestLog;
    batches: Batches;
    webhooks: Webhooks;
  };
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
  const late: LateParts = { baseUrl: '' };
  const parts = await composeService(config, version, claim, late);
  const { dataDir, db, app, log, logSink, storage, runner, lifecycle, batches, webhooks, requestLog, idempotency, sessionToken } = parts;
  const { engines, derived, assets, eventLoop } = parts;
  const checkpointer = startCheckpointer(db, {
    onError: (err) => log.warn({ err }, 'checkpoint worker stopped; the service connection checkpoints instead'),
  });

  const port = await listen(app, config.port ?? DEFAULT_PORT, { fallback: config.port === undefined && !config.strictPort });
  late.baseUrl = `http://127.0.0.1:${port}`;
  const baseUrl = late.baseUrl;
  runner.start();
  // After the runner's recovery: batches a stop or crash left half made (or half cancelled) go on.
  batches.resume();
  webhooks.start();
  requestLog.start();
  // Housekeeping from a timer: a full disk must not make it throw (it runs again in an hour).
  const expiry = setInterval(() => {
    try {
      idempotency.expire();
    } catch (err) {
      if (!storage.fault(err)) log.error({ err }, 'idempotency housekeeping failed');
    }
  }, 3600_000).unref();
  const backups = startBackupSchedule({
    file: parts.dbFile,
    dir: backupDirOf(dataDir),
    keep: parts.backupKeep,
    existedBefore: parts.dbExisted,
    intervalSeconds: config.backupIntervalSeconds ?? DEFAULT_BACKUP_INTERVAL_SECONDS,
    onError: (err) => log.error({ err }, 'automatic backup failed; the service goes on, the next attempt is one interval later'),
  });
  late.backups = backups;
  publishService(dataDir, { url: baseUrl, version }, sessionToken);

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    dataDir,
    sessionToken,
    version,
    internals: { db, app, runner, assets, requestLog, batches, webhooks },
    close() {
      closing ??= (async () => {
        clearInterval(expiry);
        eventLoop.stop();
        await app.close();
        await batches.stop();
        // After the server: the last calls it answered are written too.
        await requestLog.stop();
        await runner.stop();
        lifecycle.stop();
        storage.stop();
        await webhooks.stop();
        await engines.close();
        await derived.close();
        await checkpointer.stop();
        await backups.stop();
        db.close();
        unpublishService(dataDir);
        await logSink.close();
        claim.release({ clean: true });
      })();
      return closing;
    },
  };
}
