import { ERROR_STATUS, type ErrorCode } from '../contract/error-codes.ts';

/**
 * An expected failure with a stable code. Boundaries (HTTP, MCP, runner) translate it;
 * anything else thrown is a bug and surfaces as `internal` without details.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;
  constructor(code: ErrorCode, message: string, details?: unknown, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** 400 naming the field and the rule it broke. */
export function invalid(field: string, rule: string, details?: Record<string, unknown>): AppError {
  return new AppError('validation_failed', `${field}: ${rule}`, { field, ...details });
}

export function notFound(what: string, id: string): AppError {
  return new AppError('not_found', `${what} ${id} does not exist`, { id });
}
