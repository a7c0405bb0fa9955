/** Who is calling: a local app with an API key, or the studio with the session token. */
export type Principal =
  /** `studio`: the studio's own key, which may act on what any key of the workspace made (a narration's retake). */
  | {
      kind: 'apiKey';
      keyId: string;
      label: string;
      studio?: true;
      /** The key's calls are logged with their bodies (request-log/). */ captureBodies?: true;
    }
  | { kind: 'session' };

/** The credential kinds a route accepts. */
export type CredentialKind = 'apiKey' | 'session' | 'any';
