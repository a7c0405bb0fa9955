import type { HealthView } from '../contract/health.ts';
import type { Engines } from '../providers/engines.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import type { StorageMonitor } from '../storage/monitor.ts';
import type { LogSink } from '../logging/log-sink.ts';
import type { BackupSchedule } from '../db/backup-schedule.ts';
import type { EventLoopDelay } from './event-loop-delay.ts';
import { FfmpegMissingError, locateFfmpeg } from '../media/ffmpeg-path.ts';

/** What health says about ffmpeg: found (and how), or how to get it. */
function ffmpegHealth(): { available: true; source: string } | { available: false; message: string } {
  const found = locateFfmpeg();
  return found ? { available: true, source: found.source } : { available: false, message: new FfmpegMissingError().message };
}

/** What `GET /api/v1/health` answers besides its status, read from the running parts on every call. */
export function healthView(deps: {
  version: string;
  engines: Pick<Engines, 'speechEngineName' | 'video'>;
  secrets: Pick<SecretStore, 'backend' | 'fallbackReason'>;
  storage: Pick<StorageMonitor, 'view'>;
  unsettledTasks: () => number;
  logSink: Pick<LogSink, 'stats'>;
  /** Started after the HTTP app is built, so read through a getter. */
  backups: () => BackupSchedule | undefined;
  eventLoop: { snapshot(): EventLoopDelay };
}): () => Omit<HealthView, 'status'> {
  const { version, engines, secrets, storage, logSink, eventLoop } = deps;
  return () => ({
    version,
    uptimeSeconds: Math.round(process.uptime()),
    engines: { alpha: engines.speechEngineName('alpha'), beta: engines.speechEngineName('beta'), video: engines.video().name },
    secretStore:
      secrets.backend === 'keychain'
        ? { backend: 'keychain' }
        : { backend: 'file', notice: `Secrets are kept in a 0600 file in the data folder because ${secrets.fallbackReason}.` },
    // Looked up again when the binary is gone (or every few seconds while none is found).
    ffmpeg: ffmpegHealth(),
    storage: { ...storage.view(), unsettledTasks: deps.unsettledTasks() },
    logging: logSink.stats(),
    backups: deps.backups()?.status() ?? null,
    eventLoop: eventLoop.snapshot(),
  });
}
