// The studio's HTTP client: every call goes to the service over HTTP, never in-process.
import type { ErrorBody } from '../src-service/contract/errors.ts';

/** An error answered by the service, with its stable code (and its details, e.g. the field it names). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
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
        .map((e) => ({ field: typeof e.field === 'string' ? e.field : null, message: typeof e.message === 'string' ? e.message : error.message }));
      if (listed.length) return listed;
    }
    if (typeof d.field === 'string') return [{ field: d.field, message: error.message }];
  }
  return [{ field: null, message: messageOf(error) }];
}

/** Which credential a call carries: the app's session token or the studio's own API key. */
export type Credential = 'session' | 'key';

/** What the client needs: the base URL and the two credentials. */
export interface ApiTarget {
  serviceUrl: string;
  sessionToken: string | null;
  apiKey: string | null;
  fetch: typeof fetch;
}

/** Calls the service and unwraps `{data}` when present; throws {@link ApiError} on non-2xx. */
export async function call<T>(
  t: ApiTarget,
  path: string,
  opts: { method?: string; json?: unknown; body?: RequestInit['body']; headers?: Record<string, string>; as?: Credential } = {},
): Promise<T> {
  const token = opts.as === 'key' ? t.apiKey : t.sessionToken;
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await t.fetch(t.serviceUrl + path, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const err = (parsed as Partial<ErrorBody> | null)?.error;
    throw new ApiError(res.status, err?.code ?? 'http_error', err?.message ?? `HTTP ${res.status}`, err?.details);
  }
  return parsed as T;
}

/** Calls a tool with the studio's API key and returns its `data`. */
export async function tool<T>(t: ApiTarget, name: string, input: unknown): Promise<T> {
  const body = await call<{ data: T }>(t, `/api/v1/tools/${name}/execute`, { json: input, as: 'key' });
  return body.data;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
