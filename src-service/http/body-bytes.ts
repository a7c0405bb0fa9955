import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A body or file part read into memory, with its SHA-256 when asked for. */
export interface ReadBytes {
  bytes: Buffer;
  sha256?: string;
}

/** Thrown when the stream is longer than `max` (the caller answers 413 or a field error). */
export class TooManyBytes extends Error {
  constructor() {
    super('too many bytes');
  }
}

/**
 * Reads a stream (a raw upload, a multipart file part) into one Buffer of at most `max` bytes.
 *
 * With `capacity` (the announced Content-Length) the buffer is allocated once up front and
 * each chunk copied in as it arrives. Node's own way, collecting chunks and joining them at
 * the end, touches every byte of the new buffer in a single step: 4 ms or so per MB on a slow
 * machine, so a large upload held the event loop for most of a second. Allocation without
 * filling is free; the copying is spread over the chunks. Without a capacity (chunked
 * transfer), chunks are collected and joined at the end, bounded by `max`.
 */
export function readBytes(stream: Readable, opts: ReadOptions): Promise<ReadBytes> {
  return new Promise((resolve, reject) => readBytesThen(stream, opts, (err, read) => (err ? reject(err) : resolve(read!))));
}

export interface ReadOptions {
  /** Most bytes to read; one more is TooManyBytes. */
  max: number;
  /** Bytes to allocate up front (the announced Content-Length, an upper bound of a file part). */
  capacity?: number;
  /** The stream must be exactly `capacity` bytes long (a body against its Content-Length). */
  exact?: boolean;
  /** Also hash the bytes as they arrive. */
  sha256?: boolean;
}

/** readBytes with a callback: the JSON parser runs on every request, and a promise costs each one. */
export function readBytesThen(stream: Readable, opts: ReadOptions, then: (err: Error | null, read?: ReadBytes) => void): void {
  const capacity = opts.capacity !== undefined && Number.isFinite(opts.capacity) ? Math.min(opts.capacity, opts.max) : undefined;
  let buf: Buffer | null = capacity !== undefined && capacity > 0 ? Buffer.allocUnsafe(capacity) : null;
  const chunks: Buffer[] = [];
  let length = 0;
  const hash: Hash | null = opts.sha256 ? createHash('sha256') : null;
  const stop = () => {
    stream.off('data', onData);
    stream.off('end', onEnd);
    stream.off('error', onError);
    stream.off('close', onClose);
  };
  const onData = (chunk: Buffer) => {
    if (length + chunk.length > opts.max) {
      stop();
      then(new TooManyBytes());
      return;
    }
    if (buf && length + chunk.length > buf.length) {
      // More than announced: keep what is there and go on collecting.
      chunks.push(buf.subarray(0, length));
      buf = null;
    }
    if (buf) chunk.copy(buf, length);
    else chunks.push(chunk);
    length += chunk.length;
    hash?.update(chunk);
  };
  const onEnd = () => {
    stop();
    if (opts.exact && capacity !== undefined && length !== capacity) {
      then(
        Object.assign(new Error('body length does not match Content-Length'), {
          code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
          statusCode: 400,
        }),
      );
      return;
    }
    const bytes = buf ? buf.subarray(0, length) : Buffer.concat(chunks, length);
    then(null, { bytes, sha256: hash?.digest('hex') });
  };
  const onError = (err: Error) => {
    stop();
    then(err);
  };
  const onClose = () => onError(Object.assign(new Error('the client went away before the body was complete'), { code: 'ECONNRESET' }));
  stream.on('data', onData);
  stream.on('end', onEnd);
  stream.on('error', onError);
  stream.on('close', onClose);
  stream.resume();
}
