import { CAPTURE_MAX_BYTES } from '../contract/request-log.ts';

/** What replaces a redacted value. */
export const REDACTED = '[redacted]';

/** Field names whose values are credentials, whatever they hold. */
const SECRET_FIELD = /secret|token|api[-_]?key|password|passw|authorization|signature|credential|private[-_]?key|cookie/i;

/** Values that are credentials wherever they appear: API keys, webhook secrets, bearer headers. */
const SECRET_VALUE = /^(tmb_|whsec_|sk-|Bearer\s)/i;

/** A key or webhook secret inside a longer text. */
const EMBEDDED = /\b(tmb_|whsec_)[A-Za-z0-9+/=_-]{8,}/g;

/** A credential in a URL's query (a signed asset URL's signature, a token). */
const SECRET_PARAM = /([?&](?:signature|sig|token|key|api_key|apikey|access_token)=)[^&#\s"]*/gi;

/** Long runs of base64 (an upload's bytes, embedded audio): never kept, whatever the field. */
const BASE64 = /^[A-Za-z0-9+/_-]{200,}={0,2}$/;
/** A data: URL carries bytes too. */
const DATA_URL = /^data:[^,]{0,100};base64,/i;

/** Longest string kept as is; a longer one is cut, so one long text does not take the whole budget. */
const MAX_STRING = 2048;
/** Deepest nesting walked; anything deeper is summarized. */
const MAX_DEPTH = 20;

/** Redacts credentials from a path's query, and any key or webhook secret written anywhere in it. */
export function redactQuery(path: string): string {
  return (path.includes('?') ? path.replace(SECRET_PARAM, `$1${REDACTED}`) : path).replace(EMBEDDED, REDACTED);
}

/** A text (an error message) with any key or webhook secret in it redacted. */
export const redactText = (text: string): string => text.replace(EMBEDDED, REDACTED);

/** A copy of a JSON value with credentials redacted, bytes dropped and long strings cut. */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (SECRET_VALUE.test(value)) return REDACTED;
    if (DATA_URL.test(value) || BASE64.test(value)) return `[${value.length} characters of base64 not kept]`;
    const clean = redactQuery(value);
    return clean.length > MAX_STRING ? `${clean.slice(0, MAX_STRING)}… [${clean.length - MAX_STRING} more characters]` : clean;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  // MCP content blocks: audio and images are bytes.
  const obj = value as Record<string, unknown>;
  if ((obj.type === 'audio' || obj.type === 'image') && typeof obj.data === 'string') {
    return { type: obj.type, mimeType: obj.mimeType, data: '[audio and images are never kept]' };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = SECRET_FIELD.test(k) ? REDACTED : scrub(v, depth + 1);
  return out;
}

/** A body as kept: scrubbed JSON text of at most CAPTURE_MAX_BYTES, and whether it was cut. */
export interface KeptBody {
  text: string | null;
  truncated: boolean;
}

const NONE: KeptBody = { text: null, truncated: false };

/** Scrubs a parsed JSON body and serializes it within the byte budget. */
export function keepJson(value: unknown): KeptBody {
  if (value === undefined) return NONE;
  const text = JSON.stringify(scrub(value), null, 0);
  if (text === undefined) return NONE;
  if (Buffer.byteLength(text) <= CAPTURE_MAX_BYTES) return { text, truncated: false };
  // Cut on a character, not a byte, so the text stays valid UTF-8 (it is no longer valid JSON).
  let cut = text.slice(0, CAPTURE_MAX_BYTES);
  while (Buffer.byteLength(cut) > CAPTURE_MAX_BYTES) cut = cut.slice(0, -64);
  return { text: cut, truncated: true };
}

/** A request body as Fastify parsed it: JSON objects and arrays only (media arrive as Buffers, forms unparsed). */
export function keepRequestBody(body: unknown, contentType: string | undefined): KeptBody {
  if (!contentType?.toLowerCase().startsWith('application/json')) return NONE;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return NONE;
  return keepJson(body);
}

/** A response payload as sent: JSON text only; streams, audio and other bytes are never kept. */
export function keepResponseBody(payload: unknown, contentType: string | undefined): KeptBody {
  if (typeof payload !== 'string' || !contentType?.toLowerCase().startsWith('application/json')) return NONE;
  try {
    return keepJson(JSON.parse(payload));
  } catch {
    return NONE;
  }
}
