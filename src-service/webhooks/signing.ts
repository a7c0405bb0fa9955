import { createHmac } from 'node:crypto';

/** Prefix of webhook secrets; the rest is base64 of 32 random bytes (Standard Webhooks format). */
export const SECRET_PREFIX = 'whsec_';

/** What a delivery is signed with: the current secret and, during a rotation overlap, the previous one. */
export interface SigningSecrets {
  current: string;
  previous?: string;
}

/** `sha256=<hex>` of the raw body, keyed with the whole secret string (docs/interface.md#webhooks). */
function serviceSignature(secret: string, body: string | Buffer): string {
  return 'sha256=' + createHmac('sha256', secret).update(body).digest('hex');
}

// Decoded keys by secret: the dispatcher signs every delivery with the same few secrets.
// Bounded, since a rotation leaves the old entries behind.
const decoded = new Map<string, Buffer>();
const MAX_DECODED = 64;
const keyOf = (secret: string): Buffer => {
  let key = decoded.get(secret);
  if (!key) {
    if (decoded.size >= MAX_DECODED) decoded.clear();
    key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
    decoded.set(secret, key);
  }
  return key;
};

/** `v1,<base64>` over `{id}.{timestamp}.{body}`, keyed with the base64-decoded part of the secret. */
function standardSignature(secret: string, eventId: string, timestamp: number, body: string | Buffer): string {
  const key = keyOf(secret);
  return 'v1,' + createHmac('sha256', key).update(`${eventId}.${timestamp}.`).update(body).digest('base64');
}

/**
 * The signature headers of one attempt. The timestamp is the attempt's own (receivers may
 * reject stale ones), while the event id stays the same across retries for deduplication.
 */
export function signatureHeaders(body: string, eventId: string, timestamp: number, secrets: SigningSecrets): Record<string, string> {
  const all = secrets.previous ? [secrets.current, secrets.previous] : [secrets.current];
  const headers: Record<string, string> = {
    'x-service-event-id': eventId,
    'x-service-signature': serviceSignature(secrets.current, body),
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': all.map((s) => standardSignature(s, eventId, timestamp, body)).join(' '),
  };
  if (secrets.previous) headers['x-service-signature-previous'] = serviceSignature(secrets.previous, body);
  return headers;
}
