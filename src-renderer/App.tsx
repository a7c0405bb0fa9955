// The studio's frame: navigation grouped by what a creator does, a top bar with the balance and
// the work in progress, the open screen, the one player at the bottom, and toasts.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HelpCircle } from 'lucide-react';
import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { BalanceChip } from './app/BalanceChip.tsx';
import { PlayerBar } from './app/PlayerBar.tsx';
import { preloadScreens, ROUTES, SCREENS, routeFromHash } from './app/routes.ts';
import { installShortcuts } from './app/shortcuts.ts';
import { prefetchRoute } from './app/prefetch-route.ts';
import { ActivityMenuSlot, preloadShellParts, ShortcutsSlot, ThemeMenuSlot, ToasterSlot } from './app/ShellParts.tsx';
import { Sidebar } from './app/Sidebar.tsx';
import { StatusLine } from './app/StatusLine.tsx';
import { StudioContext } from './studio-context.ts';
import { FirstRun } from './ui/FirstRun.tsx';
import type { StudioState } from './studio-store.ts';

/** Props of {@link App}. */
export interface AppProps {
  store: StoreApi<StudioState>;
  queryClient: QueryClient;
}

/**
 * The studio's root component. It reads only what changes rarely (the connection, the route):
 * what changes with every batch of task events (the running count, the status line) is read by
 * the small components that show it, so a burst from an app never re-renders the whole frame.
 */
export function App({ store, queryClient }: AppProps) {
  const connection = useStore(store, (s) => s.connection);
  const connectionError = useStore(store, (s) => s.connectionError);
  const health = useStore(store, (s) => s.health);
  const apiKeyError = useStore(store, (s) => s.apiKeyError);
  const [route, setRoute] = useState(() => routeFromHash());
  const [help, setHelp] = useState(false);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // In a transition: the screen on view stays until the next one's code is in, instead of a
    // "Opening…" fallback, which React would also hold on screen for at least 300 ms.
    const onHash = () => {
      const next = routeFromHash();
      prefetchRoute(next, queryClient, store);
      startTransition(() => setRoute(next));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [queryClient, store]);
  useEffect(() => preloadScreens(preloadShellParts), []);
  useEffect(() => installShortcuts({ togglePlay: () => store.getState().togglePlay(), showHelp: () => setHelp(true) }), [store]);
  useEffect(() => {
    const label = ROUTES.find((r) => r.id === route)?.label ?? '';
    document.title = `${label} · Timbre`;
    // Moving between screens puts focus at the top of the new one (not on the first load).
    if (!first.current) main.current?.focus();
    first.current = false;
  }, [route]);

  const Screen = SCREENS[route];
  return (
    <StudioContext.Provider value={store}>
      <QueryClientProvider client={queryClient}>
        <div className="app">
          <a className="skip-link" href="#studio-main" onClick={(e) => (e.preventDefault(), main.current?.focus())}>
            Skip to content
          </a>
          <Sidebar current={route} />
          <header className="top-bar">
            <span className={`pill ${health.kind === 'ok' ? 'ok' : health.kind === 'error' ? 'bad' : ''}`}>
              {health.kind === 'ok' ? 'Service ready' : health.kind === 'error' ? 'Service unavailable' : 'Connecting…'}
            </span>
            <div className="top-actions">
              <BalanceChip />
              <ActivityMenuSlot />
              <ThemeMenuSlot />
              <button
                type="button"
                className="icon-button"
                onClick={() => setHelp(true)}
                aria-label="Keyboard shortcuts"
                aria-keyshortcuts="?"
              >
                <HelpCircle size={16} aria-hidden={true} />
              </button>
            </div>
          </header>
          <main id="studio-main" tabIndex={-1} ref={main}>
            {connectionError && <p role="alert">Could not reach the desktop shell: {connectionError}</p>}
            {connection?.source === 'none' && (
              <p role="alert">No session token: open the address the start command printed (it ends in #token=…).</p>
            )}
            {health.kind === 'error' && (
              <p role="alert" className="error">
                The service is unavailable: {health.message}
              </p>
            )}
            {apiKeyError && (
              <p role="alert" className="error">
                The studio could not get its API key: {apiKeyError}
              </p>
            )}
            {route === 'speech' && <FirstRun />}
            <Suspense fallback={<p className="muted">Opening…</p>}>
              <Screen />
            </Suspense>
          </main>
          <PlayerBar />
          <StatusLine />
          <ShortcutsSlot open={help} onOpenChange={setHelp} />
          <ToasterSlot />
        </div>
      </QueryClientProvider>
    </StudioContext.Provider>
  );
}
