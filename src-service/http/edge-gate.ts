import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error.ts';
import type { Authenticate } from './authenticate.ts';
import type { BodyKind } from './route-table.ts';
import type { CredentialKind } from '../auth/principal.ts';

/** What each body kind is, for messages. */
const SEND: Record<BodyKind, string> = {
  json: 'application/json',
  media: "the file's media type (audio/*, image/*, video/* or application/octet-stream)",
  multipart: 'multipart/form-data',
};

const MEDIA = /^(audio|image|video)\/[\w.+-]+$/;

/** The body kind of a Content-Type header, or null when no route reads that type. */
function bodyKindOf(contentType: string): BodyKind | null {
  const essence = contentType.split(';', 1)[0].trim().toLowerCase();
  if (essence === 'application/json') return 'json';
  if (essence === 'multipart/form-data') return 'multipart';
  if (essence === 'application/octet-stream' || MEDIA.test(essence)) return 'media';
  return null;
}

/** A byte count for people: 128 KB, 13.4 MB. */
const human = (n: number) => (n < 1024 * 1024 ? `${Math.round(n / 1024)} KB` : `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`);

/** 413 naming the route's limit (and, when known, the size that was announced). */
export function tooLarge(req: FastifyRequest, bytes?: number): AppError {
  const limit = req.routeOptions.bodyLimit;
  const hint = req.routeOptions.config?.tooLargeHint;
  const size = bytes === undefined ? 'is too large' : `is ${bytes} bytes`;
  return new AppError(
    'payload_too_large',
    `body: ${size}; ${req.method} ${req.routeOptions.url} takes at most ${limit} bytes (${human(limit)})${hint ? `: ${hint}` : ''}`,
    { field: 'body', limit, ...(bytes === undefined ? {} : { bytes }) },
  );
}

/** 415 saying what the route reads instead. */
export function unsupportedType(req: FastifyRequest, contentType: string | undefined): AppError {
  const accepts = req.routeOptions.config?.accepts ?? [];
  const want = accepts.length === 0 ? 'this endpoint takes no body' : `send ${accepts.map((k) => SEND[k]).join(' or ')}`;
  const got =
    contentType === undefined ? 'is missing' : `${contentType.slice(0, 100)} is not accepted by ${req.method} ${req.routeOptions.url}`;
  return new AppError('unsupported_media_type', `Content-Type: ${got}; ${want}`, {
    field: 'content-type',
    accepted: accepts.map((k) => SEND[k]),
  });
}

/**
 * The `onRequest` gate of every route: the credential the route declares, then the body's
 * type and announced size, all from headers, so a caller without a credential, with a type
 * the route does not read or with a body over its limit is answered before a byte of the
 * body is read (an unread body is then cut off: see unread-body.ts). A POST with a body but
 * no Content-Type is a 415 too: guessing JSON would let anything reach the JSON parser.
 * A body-less POST (no Content-Length, or 0) needs no type.
 */
export function createEdgeGate(deps: { authenticate: Authenticate; closing: () => boolean }) {
  // A callback-style hook: it runs on every request, and an async one costs a promise each time.
  return (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void => {
    if (deps.closing()) return done(new AppError('unavailable', 'The service is stopping; retry once it is running again'));
    if (req.is404) {
      // Answered here, not after Fastify has read a body for the not-found handler.
      return done(new AppError('not_found', `No route ${req.method} ${req.url.split('?')[0]}`));
    }
    const route = req.routeOptions;
    const auth = route.config?.auth ?? 'none';
    try {
      // A signed URL carries its credential in the query; its handler checks the signature.
      const signed = auth === 'signedUrl' || (auth === 'signedUrlOrAny' && (req.query as { signature?: unknown }).signature !== undefined);
      const need = (auth === 'signedUrlOrAny' ? 'any' : auth) as CredentialKind;
      req.principal = auth === 'none' || signed ? null : deps.authenticate(req, need, route.config?.xiApiKey === true);
      const type = req.headers['content-type'];
      const length = req.headers['content-length'];
      const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
      if (!hasBody && type === undefined) return done();
      const kind = type === undefined ? null : bodyKindOf(type);
      if (kind === null || !(route.config?.accepts ?? []).includes(kind)) throw unsupportedType(req, type);
      if (length !== undefined && Number(length) > route.bodyLimit) throw tooLarge(req, Number(length));
    } catch (err) {
      return done(err as Error);
    }
    done();
  };
}
