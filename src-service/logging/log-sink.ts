import { join } from 'node:path';
import pinoRoll, { type RollingDestination } from 'pino-roll';

/** A log file moves on to the next number past this size. */
const LOG_FILE_BYTES = 10 * 1024 * 1024;
/** Older log files kept beside the one being written (so at most 5 × 10 MB of logs). */
const LOG_FILES_KEPT = 4;
/** Lines waiting for the disk, at most; past it new lines are dropped (and counted), never queued without end. */
const LOG_BUFFER_BYTES = 1024 * 1024;
/** While writes fail, the kept lines are offered to the disk again this often, even with nothing new to log. */
const LOG_RETRY_MS = 2_000;

/** What health shows about the log. */
interface LogStats {
  /** The file written now: `<dataDir>/logs/timbre.<n>.log`, the highest number. */
  file: string;
  /** Writes the disk refused (each is retried with the lines kept in memory). */
  writeFailures: number;
  /** Lines lost: the buffer was full, or the stream was gone. */
  droppedLines: number;
  /** True from a failed write until the next one succeeds. */
  failing: boolean;
  lastError: { code: string; message: string; at: string } | null;
}

/** The stream pino writes to, and what health shows of it. */
export interface LogSink {
  /** Hand to pino (Fastify's `logger.stream`). Never throws, never blocks. */
  stream: { write(line: string): void };
  stats(): LogStats;
  /** Offers kept lines to the disk again now (the service calls it when space returns). */
  retry(): void;
  close(): Promise<void>;
}

/**
 * The service log: `<dataDir>/logs/timbre.<n>.log`, rotated at LOG_FILE_BYTES with the last
 * LOG_FILES_KEPT older files kept, by pino-roll. Its SonicBoom writes asynchronously (the
 * event loop never waits on the disk). A write the disk refuses (ENOSPC, EIO…) keeps the
 * lines in memory and is retried with the next line (or after LOG_RETRY_MS); past
 * LOG_BUFFER_BYTES lines are dropped. Both are counted for health, and the first failure and
 * the recovery are told once on stderr. Logging can therefore never stop the service, and
 * it resumes by itself when space returns.
 */
export async function openLogSink(dir: string, opts: { fileBytes?: number; keep?: number; bufferBytes?: number } = {}): Promise<LogSink> {
  const dest: RollingDestination = await pinoRoll({
    file: join(dir, 'timbre'),
    extension: '.log',
    size: `${Math.max(1, Math.round((opts.fileBytes ?? LOG_FILE_BYTES) / 1024))}k`,
    mkdir: true,
    // removeOtherLogFiles: files of earlier runs count too, so the cap holds across restarts.
    limit: { count: opts.keep ?? LOG_FILES_KEPT, removeOtherLogFiles: true },
    maxLength: opts.bufferBytes ?? LOG_BUFFER_BYTES,
  });
  // The file name is known once SonicBoom has opened it.
  if (!dest.file)
    await new Promise<void>((resolve) => {
      dest.once('ready', resolve);
      dest.once('error', () => resolve());
    });
  let writeFailures = 0;
  let droppedLines = 0;
  let lastError: LogStats['lastError'] = null;
  let failing = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const nudge = (): void => {
    if (closed || dest.destroyed) return;
    // An empty write makes SonicBoom try its kept lines again; nothing new is added.
    try {
      dest.write('');
    } catch {
      // destroyed meanwhile
    }
  };

  // Without this listener SonicBoom's 'error' would be thrown: that is what killed the service on a full disk.
  dest.on('error', (err: NodeJS.ErrnoException) => {
    writeFailures++;
    lastError = { code: err.code ?? 'EUNKNOWN', message: err.message, at: new Date().toISOString() };
    if (failing) return;
    failing = true;
    process.stderr.write(
      `timbre: cannot write the log file ${dest.file} (${lastError.code}); lines are kept in memory (up to ${Math.round((opts.bufferBytes ?? LOG_BUFFER_BYTES) / 1024)} KB) until it can be written\n`,
    );
    retryTimer = setInterval(nudge, LOG_RETRY_MS);
    retryTimer.unref();
  });
  dest.on('write', () => {
    if (!failing) return;
    failing = false;
    clearInterval(retryTimer);
    process.stderr.write(
      `timbre: writing the log file ${dest.file} again (${writeFailures} failed writes, ${droppedLines} lines dropped so far)\n`,
    );
  });
  dest.on('drop', () => {
    droppedLines++;
  });

  return {
    stream: {
      write(line: string): void {
        if (closed || dest.destroyed) {
          droppedLines++;
          return;
        }
        try {
          dest.write(line);
        } catch {
          droppedLines++;
        }
      },
    },
    stats: () => ({ file: dest.file, writeFailures, droppedLines, failing, lastError }),
    retry: () => {
      if (failing) nudge();
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(retryTimer);
      // A last flush, bounded: on a full disk the kept lines may never be written.
      await new Promise<void>((resolve) => {
        const giveUp = setTimeout(resolve, 1_000);
        giveUp.unref();
        const finish = () => {
          clearTimeout(giveUp);
          resolve();
        };
        dest.once('close', finish);
        dest.once('error', finish);
        try {
          dest.end();
        } catch {
          finish();
        }
      });
    },
  };
}
