// How the studio reads a failed call: the service's error body, or a network failure.
import type { ErrorBody, ErrorCode } from './api-types.ts';

/** An error answered by the service, with its stable code (and its details, e.g. the field it names). */
export class ApiError extends Error {
  readonly status: number;
  /** One of the contract's codes; `http_error` when the answer carried no error body. */
  readonly code: ErrorCode | 'http_error';
  readonly details: unknown;
  constructor(status: number, code: ErrorCode | 'http_error', message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The ApiError of a non-2xx answer whose body was `parsed` (the contract's error shape, or anything else). */
export function apiErrorOf(status: number, parsed: unknown): ApiError {
  const err = (parsed as Partial<ErrorBody> | null)?.error;
  return new ApiError(status, err?.code ?? 'http_error', err?.message ?? `HTTP ${status}`, err?.details);
}

/** One problem of a validation error: the field it names (dotted, e.g. `rateLimit.requests`) and the message. */
export interface FieldProblem {
  field: string | null;
  message: string;
}

/**
 * The problems of an error, each with the field it names: every entry of `details.errors`
 * when the service listed them, otherwise `details.field` with the message; anything else
 * (a network failure, a 500) is one problem naming no field.
 */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (error instanceof ApiError && typeof error.details === 'object' && error.details !== null) {
    const d = error.details as { field?: unknown; errors?: unknown };
    if (Array.isArray(d.errors)) {
      const listed = d.errors
        .filter((e): e is { field?: unknown; message?: unknown } => typeof e === 'object' && e !== null)
        .map((e) => ({
          field: typeof e.field === 'string' ? e.field : null,
          message: typeof e.message === 'string' ? e.message : error.message,
        }));
      if (listed.length) return listed;
    }
    if (typeof d.field === 'string') return [{ field: d.field, message: error.message }];
  }
  return [{ field: null, message: messageOf(error) }];
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
