import { basename, dirname } from 'node:path';
import { send } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error.ts';
import { sendError } from './send-error.ts';

/**
 * A Content-Disposition value that any file name survives: an ASCII fallback in
 * `filename`, and the real name in RFC 6266 / 5987 `filename*` when it is not plain ASCII.
 * Node refuses header values outside Latin-1, so a Japanese name written raw is a 500.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `${type}; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What {@link sendFile} answers with. */
export interface FileAnswer {
  path: string;
  mimeType: string;
  /** Proposed name in Content-Disposition; none when absent. */
  fileName?: string;
  disposition: 'inline' | 'attachment';
}

/**
 * Sends a file with @fastify/send: Content-Length, Range (206, 416), ETag and conditional
 * requests. The type and name are ours; the file's own extension is never consulted.
 */
export async function sendFile(req: FastifyRequest, reply: FastifyReply, file: FileAnswer): Promise<FastifyReply> {
  const result = await send(req.raw, encodeURIComponent(basename(file.path)), {
    root: dirname(file.path),
    dotfiles: 'deny',
    index: false,
    extensions: false,
    contentType: false,
    cacheControl: false,
  });
  if (result.type !== 'file') {
    if (result.statusCode === 416) {
      // Only Content-Range: the rest of send's headers describe its own HTML error page.
      const range = result.headers['Content-Range'] ?? result.headers['content-range'];
      if (range) reply.header('content-range', range);
      const size = /\/(\d+)$/.exec(String(range ?? ''))?.[1];
      return sendError(
        reply,
        new AppError('range_not_satisfiable', `The requested range is outside the file${size ? ` (${size} bytes)` : ''}`),
      );
    }
    return sendError(reply, new AppError('not_found', 'The file of this asset is missing'));
  }
  reply.code(result.statusCode);
  reply.headers(result.headers);
  reply.header('content-type', file.mimeType);
  reply.header('cache-control', 'private, max-age=300');
  if (file.fileName) reply.header('content-disposition', contentDisposition(file.disposition, file.fileName));
  return reply.send(result.stream);
}
