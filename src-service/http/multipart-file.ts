import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../core/app-error.ts';
import { readBytes, TooManyBytes, type ReadBytes } from './body-bytes.ts';
import { tooLarge } from './edge-gate.ts';

/**
 * Reads a multipart file part of at most `maxBytes` into memory (see readBytes: the buffer is
 * allocated from the request's Content-Length, an upper bound of the part). A part over the
 * limit is answered with `tooLarge()` (default: the route's 413), and the rest of the body is
 * left unread.
 */
export async function readFilePart(
  req: FastifyRequest,
  part: MultipartFile,
  opts: { maxBytes: number; sha256?: boolean; tooLarge?: () => AppError },
): Promise<ReadBytes> {
  const announced = Number(req.headers['content-length']);
  const over = () => (opts.tooLarge ? opts.tooLarge() : tooLarge(req));
  let read: ReadBytes;
  try {
    read = await readBytes(part.file, {
      max: opts.maxBytes,
      capacity: Number.isFinite(announced) ? announced : undefined,
      sha256: opts.sha256,
    });
  } catch (err) {
    if (err instanceof TooManyBytes || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw over();
    throw err;
  }
  // busboy stops a part at the size limit and marks it truncated.
  if (part.file.truncated) throw over();
  return read;
}

/**
 * Reads a multipart form with `read`. A malformed form makes busboy throw plain errors (no code:
 * "Unexpected end of multipart data", "Malformed part header"); they are the caller's fault, a
 * 400 naming the body. Errors with a code (the plugin's limits, 413) keep their own answer.
 */
export async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError || (err as { code?: unknown }).code !== undefined) throw err;
    throw new AppError('validation_failed', 'body: is not valid multipart/form-data', { field: 'body' });
  }
}
