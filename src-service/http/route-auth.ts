// Who may call a route and in which shape its errors answer: read by the route table, by the
// OpenAPI responses it derives and by the compatible dialects' errors, so it sits below all three.
import type { CredentialKind } from '../auth/principal.ts';
import type { CompatDialect } from '../contract/compat-speech.ts';

/** The error shape of a route: a compatible API's, or (`either`) the caller's. */
export type ErrorDialect = CompatDialect | 'either';

/**
 * Who may call a route: a credential kind; `signedUrl`, a URL signed by get-asset (its
 * handler checks the signature); `signedUrlOrAny`, a signed URL when the query carries a
 * `signature`, else an API key or the session token; or anyone (`none`: health, the docs).
 */
export type RouteAuth = CredentialKind | 'signedUrl' | 'signedUrlOrAny' | 'none';
