import { EngineError } from '../engine.ts';
import { retryHintMs, type UpstreamResponse } from './http-client.ts';

/** The code and message an upstream error body carries, whichever of the three shapes it has. */
export function errorBodyOf(res: UpstreamResponse): { code?: string; message?: string } {
  const b = res.json();
  if (!b || typeof b !== 'object') return { message: res.body.toString('utf8').slice(0, 300) || undefined };
  // alpha: {code, message}; beta: {error:{code, message, status}}; video: {code, error:"msg"} or {error:{message, type, code}}.
  if (typeof b.error === 'object' && b.error) {
    return { code: str(b.error.status) ?? str(b.error.code) ?? str(b.error.type), message: str(b.error.message) };
  }
  return { code: str(b.code), message: str(b.message) ?? str(b.error) };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : undefined);

/** A moderation block's message: no category detail is given (docs/interface.md#tools, Moderation). */
export const MODERATION_MESSAGE =
  'The request was blocked by content moderation. Rephrase the text or prompt and try again; credits were refunded.';

/**
 * Translates a non-2xx answer into the task's error. The upstream message is kept (the user
 * needs it) with the key scrubbed, since some APIs echo part of a wrong key back.
 */
export function upstreamError(label: string, res: UpstreamResponse, key: string | null): EngineError {
  const { code, message } = errorBodyOf(res);
  const said = redact(`${res.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`, key);
  if (code === 'DataInspectionFailed') return new EngineError('moderation_blocked', MODERATION_MESSAGE);
  if (res.status === 401 || res.status === 403) {
    return new EngineError('provider_auth', `${label} rejected the API key (${said}). Check it in Settings; credits were refunded.`);
  }
  // The provider's own pause, when it gave one, is the least the task's next run waits.
  const retryAfterMs = retryHintMs(res) ?? undefined;
  if (res.status === 429) {
    return new EngineError('rate_limited', `${label} rate limit reached (${said}). Try again later; credits were refunded.`, {
      retryable: true,
      retryAfterMs,
    });
  }
  if (res.status >= 500) {
    return new EngineError('provider_unavailable', `${label} failed (${said}). Try again later; credits were refunded.`, {
      retryable: true,
      retryAfterMs,
    });
  }
  return new EngineError('provider_rejected', `${label} rejected the request (${said}). Credits were refunded.`);
}

/** Removes every occurrence of the key (and of a long prefix of it) from a text. */
export function redact(text: string, key: string | null): string {
  if (!key) return text;
  let out = text.split(key).join('[redacted]');
  // Some APIs echo a truncated key ("sk-abc...xyz"); scrub any 8+ character run of it.
  if (key.length >= 12) {
    for (let len = key.length - 1; len >= 8; len--) {
      for (let i = 0; i + len <= key.length; i++) {
        const piece = key.slice(i, i + len);
        if (out.includes(piece)) out = out.split(piece).join('[redacted]');
      }
    }
  }
  return out;
}

/** A 2xx answer that is not what the protocol promises. */
export function malformed(label: string, what: string): EngineError {
  return new EngineError('provider_malformed', `${label} sent an answer Timbre cannot read (${what}); credits were refunded.`, {
    retryable: true,
  });
}
