/**
 * Errors of the compatible endpoints in the shape their clients parse: OpenAI's
 * `{"error":{message,type,param,code}}` and ElevenLabs' `{"detail":{status,message}}`. The
 * status is Timbre's own for the code (ERROR_STATUS), so both dialects agree with the rest
 * of the API on what each failure is; only the body differs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AppError } from '../../core/app-error.ts';
import type { ErrorCode } from '../../contract/error-codes.ts';
import type { CompatDialect } from '../../contract/compat-speech.ts';
import { ElevenLabsError, OpenAiError } from '../../contract/compat-shapes.ts';
import { Ref } from '../../contract/schema-helpers.ts';
import type { ErrorDialect } from '../route-auth.ts';

/** OpenAI's `type` for each code. */
const OPENAI_TYPE: Record<ErrorCode, string> = {
  validation_failed: 'invalid_request_error',
  unauthorized: 'invalid_request_error',
  insufficient_credits: 'insufficient_quota',
  forbidden: 'permission_error',
  not_found: 'not_found_error',
  conflict: 'invalid_request_error',
  payload_too_large: 'invalid_request_error',
  unsupported_media_type: 'invalid_request_error',
  range_not_satisfiable: 'invalid_request_error',
  idempotency_mismatch: 'invalid_request_error',
  rate_limited: 'rate_limit_error',
  internal: 'server_error',
  unavailable: 'server_error',
  storage_full: 'server_error',
  storage_read_only: 'server_error',
  storage_io: 'server_error',
};

/** OpenAI's own `code` where clients look for one; Timbre's code otherwise. */
const OPENAI_CODE: Partial<Record<ErrorCode, string>> = {
  unauthorized: 'invalid_api_key',
  insufficient_credits: 'insufficient_quota',
  rate_limited: 'rate_limit_exceeded',
};

/** What a dialect's body is made from: an AppError, or (for the document's examples) its code and message. */
type ErrorParts = Pick<AppError, 'code' | 'message' | 'details'>;

/** The field an error names, when it names one. */
function fieldOf(err: ErrorParts): string | null {
  const field = (err.details as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : null;
}

/** A failed task's own code (its error), carried in the details of the AppError made from it. */
function failureOf(err: ErrorParts): string | null {
  const failure = (err.details as { failure?: unknown } | undefined)?.failure;
  return typeof failure === 'string' ? failure : null;
}

/** The body of `err` in a dialect's shape. */
export function dialectBody(dialect: CompatDialect, err: ErrorParts): OpenAiError | ElevenLabsError {
  if (dialect === 'openai') {
    return {
      error: {
        message: err.message,
        type: OPENAI_TYPE[err.code],
        param: fieldOf(err),
        code: failureOf(err) ?? OPENAI_CODE[err.code] ?? err.code,
      },
    };
  }
  return { detail: { status: failureOf(err) ?? err.code, message: err.message } };
}

/** The dialect of a request's errors: the route's, or (`either`) the caller's, told by the header its key came in. */
export function dialectOf(req: FastifyRequest): CompatDialect | null {
  const dialect = req.routeOptions?.config?.dialect;
  if (dialect === undefined) return null;
  if (dialect !== 'either') return dialect;
  return req.headers.authorization === undefined && req.headers['xi-api-key'] !== undefined ? 'elevenlabs' : 'openai';
}

/** Sends `err` in the dialect's shape, with its status and headers. */
export function sendDialectError(reply: FastifyReply, dialect: CompatDialect, err: AppError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.status).send(dialectBody(dialect, err));
}

/** The document's answer of an error in a dialect's shape (schema and example). */
export function dialectErrorAnswer(dialect: ErrorDialect, code: ErrorCode, message: string): { schema: unknown; example: unknown } {
  const example = (d: CompatDialect) => dialectBody(d, { code, message, details: undefined });
  if (dialect === 'either') return { schema: Type.Union([Ref(OpenAiError), Ref(ElevenLabsError)]), example: example('openai') };
  return { schema: Ref(dialect === 'openai' ? OpenAiError : ElevenLabsError), example: example(dialect) };
}
