import { setTimeout as delay } from 'node:timers/promises';
import { EngineError } from '../engine.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** One upstream call. */
export interface UpstreamRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Per attempt, including reading the body (at most the client's `maxTimeoutMs`). */
  timeoutMs: number;
  signal: AbortSignal;
  /** Every attempt waits for this limiter first (retries count against the window too). */
  limiter?: RateLimiter;
  /** 1 disables retries (connection tests, downloads of one-shot URLs). */
  maxAttempts?: number;
  /** Names the provider in error messages. */
  label: string;
}

/** An upstream answer with its body read. */
export interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The body as JSON, or undefined when it is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- upstream JSON is untrusted and read field by field with ?.
  json(): any;
}

/** Backoff parameters; tests shorten them. */
export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  capMs: number;
  /** A retry hint longer than this is not waited for: the call fails as rate limited. */
  maxHintMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseMs: 500, capMs: 20_000, maxHintMs: 60_000 };

/** Sends upstream requests with timeouts, retrying 429/5xx/network errors with backoff. */
export interface HttpClient {
  send(req: UpstreamRequest): Promise<UpstreamResponse>;
}

/**
 * The one place upstream HTTP happens. 429, 5xx and network errors are retried with capped
 * exponential backoff and full jitter, honouring Retry-After or google.rpc.RetryInfo; other
 * statuses are returned for the adapter to translate (a 4xx is never retried). The last
 * retryable answer is returned too when attempts run out, so its message reaches the task.
 */
export function createHttpClient(deps: {
  fetch: typeof fetch;
  retry?: Partial<RetryPolicy>;
  /** Caps every request's `timeoutMs`; unset, each request's own applies. */
  maxTimeoutMs?: number;
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}): HttpClient {
  const policy = { ...DEFAULT_RETRY, ...deps.retry };
  const random = deps.random ?? Math.random;
  const sleep = deps.sleep ?? ((ms: number, signal: AbortSignal) => delay(ms, undefined, { signal }));

  return {
    async send(req) {
      const attempts = req.maxAttempts ?? policy.maxAttempts;
      const timeoutMs = Math.min(req.timeoutMs, deps.maxTimeoutMs ?? Infinity);
      for (let attempt = 1; ; attempt++) {
        await req.limiter?.acquire(req.signal);
        const backoff = Math.min(policy.capMs, policy.baseMs * 2 ** (attempt - 1)) * (0.5 + random() / 2);
        let res: UpstreamResponse;
        try {
          res = await once(deps.fetch, req, timeoutMs);
        } catch (err) {
          req.signal.throwIfAborted();
          const timedOut = (err as Error).name === 'TimeoutError';
          if (attempt >= attempts) {
            throw new EngineError(
              timedOut ? 'provider_timeout' : 'provider_unreachable',
              timedOut
                ? `${req.label} did not answer within ${seconds(timeoutMs)} s (${attempt} attempts); credits were refunded.`
                : `${req.label} could not be reached (${networkReason(err)}, ${attempt} attempts); credits were refunded. Check the base URL and the network.`,
              { retryable: true },
            );
          }
          await sleep(backoff, req.signal);
          continue;
        }
        if (!(res.status === 429 || res.status >= 500) || attempt >= attempts) return res;
        const hint = retryHintMs(res);
        if (hint !== null && hint > policy.maxHintMs) return res;
        await sleep(hint ?? backoff, req.signal);
      }
    },
  };
}

async function once(fetchFn: typeof fetch, req: UpstreamRequest, timeoutMs: number): Promise<UpstreamResponse> {
  const signal = AbortSignal.any([req.signal, AbortSignal.timeout(timeoutMs)]);
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  if (req.json !== undefined) headers['content-type'] = 'application/json';
  const r = await fetchFn(req.url, {
    method: req.method,
    headers,
    signal,
    body: req.json === undefined ? undefined : JSON.stringify(req.json),
    redirect: 'follow',
  });
  const body = Buffer.from(await r.arrayBuffer());
  let parsed: { value: unknown } | undefined;
  return {
    status: r.status,
    headers: r.headers,
    body,
    json() {
      if (!parsed) {
        try {
          parsed = { value: JSON.parse(body.toString('utf8')) };
        } catch {
          parsed = { value: undefined };
        }
      }
      return parsed.value;
    },
  };
}

/** Retry-After (seconds or an HTTP date) or a google.rpc.RetryInfo `retryDelay` ("19s"), in ms. */
export function retryHintMs(res: UpstreamResponse): number | null {
  const header = res.headers.get('retry-after');
  if (header) {
    const secs = Number(header);
    if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  const details = res.json()?.error?.details;
  if (Array.isArray(details)) {
    for (const d of details) {
      const m = typeof d?.retryDelay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(d.retryDelay) : null;
      if (m) return Number(m[1]) * 1000;
    }
  }
  return null;
}

/** A timeout for a message: whole seconds, or tenths below 10 s, so a short one does not read "0 s". */
const seconds = (ms: number): number => (ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10);

/** The cause of a fetch failure without anything from the request (headers hold the key). */
function networkReason(err: unknown): string {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code ?? (err as Error).name ?? 'network error';
}
