// The studio's one HTTP client: every call to the service goes through here, never in-process
// and never from a screen. Its surface mirrors openapi-fetch (GET/POST/PUT/PATCH/DELETE on a
// path template, `params.path`, `params.query`, `body`, `parseAs`), so moving to a client
// generated from openapi.json changes this file and the type imports, not its callers.
import { apiErrorOf } from './errors.ts';

/** Which credential a call carries: the app's session token or the studio's own API key. */
export type Credential = 'session' | 'key';

/** Where the service is and the two credentials, read at each call (they change as the studio connects). */
export interface ApiTarget {
  baseUrl: string;
  sessionToken: string | null;
  apiKey: string | null;
}

/** What one call sends, in openapi-fetch's shape, plus the credential it carries (session by default). */
export interface CallInit {
  params?: {
    /** Values for `{name}` segments of the path template. */
    path?: Record<string, string>;
    /** Query parameters; undefined ones are left out. */
    query?: Record<string, string | number | undefined>;
  };
  /** JSON, or a Blob sent as it is (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  /** How the answer is read: JSON (the default), a Blob, or the raw body stream. */
  parseAs?: 'json' | 'blob' | 'stream';
  signal?: AbortSignal;
  as?: Credential;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The client: each method answers the parsed body of a 2xx, and throws ApiError otherwise. */
export type ApiClient = Record<Method, <T>(path: string, init?: CallInit) => Promise<T>>;

/** A client over `fetch` that reads the target (URL and credentials) at every call. */
export function createApiClient(fetchFn: typeof fetch, target: () => ApiTarget): ApiClient {
  const request = async <T>(method: Method, path: string, init: CallInit = {}): Promise<T> => {
    const t = target();
    const token = init.as === 'key' ? t.apiKey : t.sessionToken;
    const headers: Record<string, string> = { accept: init.parseAs === 'stream' ? 'text/event-stream' : 'application/json', ...init.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: Blob | string | undefined;
    if (init.body instanceof Blob) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await fetchFn(t.baseUrl + urlOf(path, init.params), { method, headers, body, signal: init.signal });
    if (res.ok && init.parseAs === 'stream') return res as T;
    if (res.ok && init.parseAs === 'blob') return (await res.blob()) as T;
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!res.ok) throw apiErrorOf(res.status, parsed);
    return parsed as T;
  };
  return {
    GET: (path, init) => request('GET', path, init),
    POST: (path, init) => request('POST', path, init),
    PUT: (path, init) => request('PUT', path, init),
    PATCH: (path, init) => request('PATCH', path, init),
    DELETE: (path, init) => request('DELETE', path, init),
  };
}

/** The path with its `{name}` segments filled in (encoded) and the query appended. */
function urlOf(template: string, params: CallInit['params'] = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params.path?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/** Calls a tool with the studio's API key and answers its `data`. */
export async function callTool<T>(api: ApiClient, name: string, input: unknown): Promise<T> {
  return (await api.POST<{ data: T }>('/api/v1/tools/{name}/execute', { params: { path: { name } }, body: input, as: 'key' })).data;
}
