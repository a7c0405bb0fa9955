import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error.ts';
import { ERROR_STATUS } from '../contract/error-codes.ts';
import { tooLarge, unsupportedType } from './edge-gate.ts';

/**
 * How long a client has to send its headers, and its whole request (headers and body). The
 * service is on loopback: the largest body arrives in well under a second, so a request still
 * arriving after these is a stalled or hostile sender, and its connection is closed. They bound
 * only receiving: a long answer (wait-for-task, the event stream) is not affected.
 */
export const RECEIVE_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000 } as const;

/**
 * Every error an HTTP request can raise, as an AppError, so every answer has the contract's
 * shape `{"error":{code,message,details?}}`. Framework and parser errors are mapped by code;
 * anything unknown is `internal` (and logged by the caller).
 */
export function toAppError(err: unknown, req: FastifyRequest): AppError | null {
  if (err instanceof AppError) return err;
  const e = err as { statusCode?: number; code?: string; message?: string };
  const code = e.code ?? '';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) return tooLarge(req);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || e.statusCode === 415) return unsupportedType(req, req.headers['content-type']);
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return new AppError('validation_failed', 'body: its length does not match Content-Length', { field: 'body' });
  }
  if (code === 'ECONNRESET' || code === 'FST_PREMATURE_CLOSE' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
    // The client went away mid-body; nobody will read this answer, and it is not the service's fault.
    return new AppError('validation_failed', 'body: the connection closed before all of it arrived', { field: 'body' });
  }
  if (code.startsWith('FST_ERR_CTP')) return new AppError('validation_failed', 'body: is not valid JSON', { field: 'body' });
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    // Framework messages are short; the cap keeps any answer small regardless.
    return new AppError('validation_failed', `request: ${String(e.message).slice(0, 200)}`, { field: 'request' });
  }
  return null;
}

/**
 * Errors Node raises before a request reaches Fastify (malformed request line or headers,
 * headers or body not received within the timeouts): answered in the contract's shape on the
 * raw socket, then the connection is closed. A timeout has no contract code of its own; it is a
 * 400 that says what happened.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const tooBig = err.code === 'HPE_HEADER_OVERFLOW';
  const error = timeout
    ? {
        code: 'validation_failed',
        message: `request: was not received in time (headers within ${RECEIVE_TIMEOUTS.headersMs / 1000} s, the whole request within ${RECEIVE_TIMEOUTS.requestMs / 1000} s); the connection is closed`,
      }
    : tooBig
      ? { code: 'payload_too_large', message: 'headers: are too large' }
      : { code: 'validation_failed', message: 'request: is not valid HTTP/1.1' };
  const body = JSON.stringify({ error });
  const status = ERROR_STATUS[error.code as keyof typeof ERROR_STATUS];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
