import type { FastifyReply } from 'fastify';
import type { AppError } from '../core/app-error.ts';

/** Sends an AppError in the contract's shape. */
export function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  const body: { error: { code: string; message: string; details?: unknown } } = { error: { code: err.code, message: err.message } };
  if (err.details !== undefined) body.error.details = err.details;
  return reply.code(err.status).send(body);
}
