// How the studio finds the service: from the desktop bridge, or — in a browser — from
// the `#token=` fragment of the URL the start command printed.
import type { TimbreBridge } from '../src-main/bridge-types.ts';

/** The service connection as the studio holds it; the token may be missing in a browser. */
export interface StudioConnection {
  serviceUrl: string;
  sessionToken: string | null;
  /** Where the token came from: the desktop bridge, the URL fragment, this tab's storage, or nowhere. */
  source: 'desktop' | 'url' | 'tab' | 'none';
}

/** The parts of the browser environment the lookup uses, injected so it runs anywhere. */
export interface ConnectionEnv {
  bridge?: TimbreBridge;
  location: { hash: string; origin: string; pathname: string; search: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string | null): void };
  /** Per-tab storage (sessionStorage), so a reload keeps the session once the fragment is gone. */
  storage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

const STORAGE_KEY = 'timbre.sessionToken';

/** The `token` parameter of a `#token=...` fragment, if any. */
export function readTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

/** Resolves the connection and removes the token from the address bar. */
export async function resolveConnection(env: ConnectionEnv): Promise<StudioConnection> {
  if (env.bridge?.isDesktop) {
    const { serviceUrl, sessionToken } = await env.bridge.getConnection();
    return { serviceUrl, sessionToken, source: 'desktop' };
  }
  const serviceUrl = env.location.origin;
  const fromHash = readTokenFromHash(env.location.hash);
  if (fromHash) {
    // Out of the address bar, history and bookmarks; the fragment never reached a server. The
    // screen the link named (`#token=…&screen=library`) stays, as the studio's own route.
    const screen = new URLSearchParams(env.location.hash.replace(/^#/, '')).get('screen');
    const route = screen ? `#/${encodeURIComponent(screen)}` : '';
    env.history.replaceState(env.history.state, '', env.location.pathname + env.location.search + route);
    env.storage?.setItem(STORAGE_KEY, fromHash);
    return { serviceUrl, sessionToken: fromHash, source: 'url' };
  }
  const stored = env.storage?.getItem(STORAGE_KEY) ?? null;
  if (stored) return { serviceUrl, sessionToken: stored, source: 'tab' };
  return { serviceUrl, sessionToken: null, source: 'none' };
}
