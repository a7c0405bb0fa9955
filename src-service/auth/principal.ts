/** Who is calling: a local app with an API key, or the studio with the session token. */
export type Principal = { kind: 'apiKey'; keyId: string; label: string } | { kind: 'session' };

/** The credential kinds a route accepts. */
export type CredentialKind = 'apiKey' | 'session' | 'any';
