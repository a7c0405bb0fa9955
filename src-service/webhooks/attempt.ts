import { performance } from 'node:perf_hooks';
import type { PostFn } from './http-post.ts';
import { signatureHeaders, type SigningSecrets } from './signing.ts';

/** Why an attempt failed, as the delivery log shows it. */
type AttemptErrorClass =
  | 'http_status'
  | 'redirect'
  | 'timeout'
  | 'connection_refused'
  | 'connection_reset'
  | 'dns'
  | 'tls'
  | 'network'
  | 'no_webhook_url'
  | 'no_secret';

/** What one attempt came to; `delivered` means a 2xx within the time limit. */
export interface AttemptOutcome {
  delivered: boolean;
  url: string | null;
  httpStatus: number | null;
  latencyMs: number;
  errorClass: AttemptErrorClass | null;
  errorMessage: string | null;
  responseExcerpt: string | null;
}

/** Returned instead of an outcome when the service stopped mid-attempt: nothing to record. */
export const ABORTED = Symbol('aborted');

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

function classify(err: unknown): { errorClass: AttemptErrorClass; message: string } {
  const e = err as { code?: string; message?: string };
  const message = e?.message ?? String(err);
  switch (e?.code) {
    case 'WEBHOOK_TIMEOUT':
    case 'ETIMEDOUT':
      return { errorClass: 'timeout', message };
    case 'ECONNREFUSED':
      return { errorClass: 'connection_refused', message };
    case 'ECONNRESET':
    case 'EPIPE':
      return { errorClass: 'connection_reset', message };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { errorClass: 'dns', message };
  }
  if (e?.code && TLS_CODE.test(e.code)) return { errorClass: 'tls', message };
  return { errorClass: 'network', message };
}

const failure = (errorClass: AttemptErrorClass, errorMessage: string, url: string | null): AttemptOutcome => ({
  delivered: false,
  url,
  httpStatus: null,
  latencyMs: 0,
  errorClass,
  errorMessage,
  responseExcerpt: null,
});

/**
 * Signs and POSTs one event body to a URL. The body is sent as stored, so every attempt of
 * an event carries identical bytes; only the Standard Webhooks timestamp changes.
 */
export async function sendAttempt(args: {
  post: PostFn;
  url: string | null;
  secrets: SigningSecrets | null;
  eventId: string;
  body: string;
  nowMs: number;
  timeoutMs: number;
  signal: AbortSignal;
  userAgent: string;
}): Promise<AttemptOutcome | typeof ABORTED> {
  const { url, secrets, eventId, body, signal } = args;
  if (!url) return failure('no_webhook_url', 'The API key has no webhookUrl; set one to receive events', null);
  if (!secrets) {
    return failure('no_secret', 'The API key has no webhook secret in the secret store; set its webhookUrl again to create one', url);
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': args.userAgent,
    ...signatureHeaders(body, eventId, Math.floor(args.nowMs / 1000), secrets),
  };
  const t0 = performance.now();
  try {
    const answer = await args.post(url, headers, body, { timeoutMs: args.timeoutMs, signal });
    const latencyMs = Math.round(performance.now() - t0);
    const responseExcerpt = answer.excerpt.length ? answer.excerpt.toString('utf8') : null;
    const { status } = answer;
    if (status >= 200 && status < 300) {
      return { delivered: true, url, httpStatus: status, latencyMs, errorClass: null, errorMessage: null, responseExcerpt };
    }
    const redirect = status >= 300 && status < 400;
    return {
      delivered: false,
      url,
      httpStatus: status,
      latencyMs,
      errorClass: redirect ? 'redirect' : 'http_status',
      errorMessage: redirect ? `The receiver answered ${status}; redirects are not followed` : `The receiver answered ${status}`,
      responseExcerpt,
    };
  } catch (err) {
    if (signal.aborted) return ABORTED;
    const { errorClass, message } = classify(err);
    return {
      delivered: false,
      url,
      httpStatus: null,
      latencyMs: Math.round(performance.now() - t0),
      errorClass,
      errorMessage: message,
      responseExcerpt: null,
    };
  }
}

/** The delivery log's row of one attempt. */
export const attemptRow = (eventId: string, series: number, attempt: number, startedAt: number, o: AttemptOutcome) => ({
  event_id: eventId,
  series,
  attempt,
  url: o.url,
  started_at: new Date(startedAt).toISOString(),
  http_status: o.httpStatus,
  latency_ms: o.latencyMs,
  error_class: o.errorClass,
  error_message: o.errorMessage,
  response_excerpt: o.responseExcerpt,
});
