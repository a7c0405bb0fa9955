import { pino, type Logger as PinoLogger } from 'pino';
import type { LogSink } from './log-sink.ts';

/**
 * The service's logger: pino writing to the log sink (rotation, and a full disk that never
 * stops the service), with serializers that keep secrets out of the log. It is made before
 * anything that logs, and Fastify is handed it (`loggerInstance`), so every part of the
 * service writes through the same instance.
 */
export function createServiceLogger(sink: LogSink, level = 'info'): PinoLogger {
  return pino(
    {
      level,
      // Never log query strings (signed-URL signatures) or headers (credentials).
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
      },
    },
    sink.stream,
  );
}
