import type { FastifyServerOptions } from 'fastify';
import type { LogSink } from './log-sink.ts';

/**
 * Fastify's logger: pino writing to the log sink (rotation, and a full disk that never stops
 * the service), with serializers that keep secrets out of the log.
 */
export function loggerOptions(sink: LogSink, level = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    stream: sink.stream,
    // Never log query strings (signed-URL signatures) or headers (credentials).
    serializers: { req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }) },
  };
}
