import type { TSchema } from '@sinclair/typebox';
import { ERROR_STATUS, type ErrorCode } from '../contract/error-codes.ts';
import { ErrorBody } from '../contract/error-body.ts';
import { Ref } from '../contract/schema-helpers.ts';
import type { ErrorDialect, RouteAuth } from './route-auth.ts';
import { dialectErrorAnswer } from './compat/dialect-errors.ts';

/** One answer of a route when it works: JSON with a schema, other content by media type, or no body. */
type Answer =
  | { description: string; schema: TSchema; example?: unknown }
  | { description: string; content: Record<string, TSchema | object> }
  | { description: string; empty: true };

/** A route's answers by status. */
export type Answers = Record<number, Answer>;

/** What each error code tells the caller; the message says the rest. */
const MEANING: Record<ErrorCode, string> = {
  validation_failed: 'a parameter or field broke a rule; `message` names it and the rule, `details.errors` lists them',
  unauthorized: 'no credential, or one that is not valid (unknown or revoked key, old session token)',
  insufficient_credits: "not enough credits available (or over the key's credit limit); nothing was held",
  forbidden: 'the credential may not call this, the Host or Origin is not allowed, or a signed URL is bad or expired',
  not_found: "nothing with that id (or not this key's)",
  conflict: 'the state does not allow it now (e.g. the task already ended, the same Idempotency-Key is in progress)',
  payload_too_large: "the body is over this route's limit; `details.limit` says it",
  unsupported_media_type: 'the Content-Type is not one this route reads (`details.accepted` lists them)',
  range_not_satisfiable: 'the Range is outside the file',
  idempotency_mismatch: 'the Idempotency-Key was used with a different request',
  rate_limited: 'too many requests',
  internal: 'a fault of the service; its log has the details',
  unavailable: 'the service is stopping, or a tool it needs (ffmpeg) is missing',
  storage_full: 'the disk of the data folder is full; free space there',
  storage_read_only: 'the data folder is on a read-only file system',
  storage_io: 'the disk of the data folder reported an I/O error',
};

/** Errors any route can answer: a malformed request, a Host or Origin not allowed, a body to a route that takes none, a fault, a stop. */
const EVERY_ROUTE: readonly ErrorCode[] = ['validation_failed', 'forbidden', 'unsupported_media_type', 'internal', 'unavailable'];
/** Errors of a route that writes (a refused write of the database or a file). */
export const STORAGE_ERRORS: readonly ErrorCode[] = ['storage_full', 'storage_read_only', 'storage_io'];

/** The error answer listing `codes` (all of one status), with an example of the first, in Timbre's shape or a dialect's. */
const errorAnswer = (codes: readonly ErrorCode[], dialect?: ErrorDialect) => {
  const meaning = `${MEANING[codes[0]][0].toUpperCase()}${MEANING[codes[0]].slice(1)}.`;
  const listed = codes.map((c) => `\`${c}\`: ${MEANING[c]}`).join('; ');
  if (dialect) {
    const shaped = dialectErrorAnswer(dialect, codes[0], meaning);
    return { description: `${DIALECT_PREFIX[dialect]}${listed}`, content: { 'application/json': shaped } };
  }
  return {
    description: listed,
    content: { 'application/json': { schema: Ref(ErrorBody), example: { error: { code: codes[0], message: meaning } } } },
  };
};

/** How a dialect's error answers begin: it names them apart in components.responses. */
const DIALECT_PREFIX: Record<ErrorDialect, string> = {
  openai: "In OpenAI's error shape. ",
  elevenlabs: "In ElevenLabs' error shape. ",
  either: "In the caller's error shape (OpenAI's, or ElevenLabs' with xi-api-key). ",
};
const DIALECT_NAME: Record<ErrorDialect, string> = { openai: 'OpenAi', elevenlabs: 'ElevenLabs', either: 'Compat' };

/**
 * The document lists each error answer once under components.responses, and operations refer
 * to it: named for its codes (`UnavailableOrStorageIo`), found from its description.
 */
export function sharedErrorName(description: string): string | null {
  const codes = [...description.matchAll(/`(\w+)`: /g)].map((m) => m[1]);
  if (codes.length === 0 || !codes.every((c) => c in MEANING)) return null;
  const dialect = (Object.keys(DIALECT_PREFIX) as ErrorDialect[]).find((d) => description.startsWith(DIALECT_PREFIX[d]));
  return (
    (dialect ? DIALECT_NAME[dialect] : '') + codes.map((c) => c.replace(/(^|_)(\w)/g, (_m, _u, ch: string) => ch.toUpperCase())).join('Or')
  );
}

/** The error answers of a route, one per status, each listing its codes. */
function errorResponses(codes: Iterable<ErrorCode>, dialect?: ErrorDialect): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, list]) => [status, errorAnswer(list, dialect)]));
}

/** Every answer of a route: its own, and the errors it can give from what it is. */
export function responsesOf(r: {
  answers: Answers;
  errors: readonly ErrorCode[];
  auth: RouteAuth;
  method: string;
  readsBody: boolean;
  hasParams: boolean;
  dialect?: ErrorDialect;
}): Record<string, unknown> {
  const codes: ErrorCode[] = [...EVERY_ROUTE, ...r.errors];
  if (r.auth !== 'none' && r.auth !== 'signedUrl') codes.push('unauthorized');
  if (r.readsBody) codes.push('payload_too_large');
  if (r.method !== 'GET') codes.push(...STORAGE_ERRORS);
  const own = Object.fromEntries(
    Object.entries(r.answers).map(([status, a]) => {
      if ('schema' in a)
        return [
          status,
          {
            description: a.description,
            content: { 'application/json': { schema: a.schema, ...(a.example === undefined ? {} : { example: a.example }) } },
          },
        ];
      if ('content' in a)
        return [
          status,
          {
            description: a.description,
            content: Object.fromEntries(Object.entries(a.content).map(([type, schema]) => [type, { schema }])),
          },
        ];
      return [status, { description: a.description, type: 'null' }];
    }),
  );
  // A route's own answer for a status (e.g. /mcp's JSON-RPC errors) stands over the common one.
  return { ...errorResponses(codes, r.dialect), ...own };
}

/** The security requirement of an auth declaration (the schemes are in openapi.ts). */
export function securityOf(auth: RouteAuth, xiApiKey: 'first' | 'second' | false = false): Array<Record<string, string[]>> {
  switch (auth) {
    case 'apiKey':
      if (xiApiKey === 'first') return [{ xiApiKey: [] }, { apiKey: [] }];
      return xiApiKey ? [{ apiKey: [] }, { xiApiKey: [] }] : [{ apiKey: [] }];
    case 'session':
      return [{ sessionToken: [] }];
    case 'any':
      return [{ apiKey: [] }, { sessionToken: [] }];
    case 'signedUrl':
      return [{ signedUrl: [] }];
    case 'signedUrlOrAny':
      return [{ apiKey: [] }, { sessionToken: [] }, { signedUrl: [] }];
    case 'none':
      return [];
  }
}
