// Placeholder studio: the app's frame and the service's health. Real screens replace
// the main section; the frame (landmarks, headings, status region) stays.
import { useEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { StudioState } from './studio-store.ts';

/** Props of {@link App}. */
export interface AppProps {
  store: StoreApi<StudioState>;
}

/** The studio's root component. */
export function App({ store }: AppProps) {
  const connection = useStore(store, (s) => s.connection);
  const connectionError = useStore(store, (s) => s.connectionError);
  const health = useStore(store, (s) => s.health);
  const refreshHealth = useStore(store, (s) => s.refreshHealth);

  useEffect(() => {
    void store.getState().connect();
  }, [store]);

  return (
    <>
      <a className="skip-link" href="#studio-main">
        Skip to content
      </a>
      <header className="app-header">
        <h1>Timbre</h1>
        <p className="tagline">Voice and video studio</p>
      </header>
      <main id="studio-main" tabIndex={-1}>
        <section className="card" aria-labelledby="service-heading">
          <h2 id="service-heading">Local service</h2>
          {connectionError ? (
            <p role="alert">Could not reach the desktop shell: {connectionError}</p>
          ) : (
            <dl className="facts">
              <dt>Address</dt>
              <dd>{connection ? <code>{connection.serviceUrl}</code> : 'Looking for the service…'}</dd>
              <dt>Session</dt>
              <dd>{describeSession(connection?.source)}</dd>
            </dl>
          )}
          <div role="status" aria-live="polite" aria-atomic="true" className="health">
            <HealthLine health={health} />
          </div>
          {health.kind === 'ok' && health.details.length > 0 && (
            <dl className="facts" aria-label="Service health details">
              {health.details.map(([key, value]) => (
                <div key={key} className="fact">
                  <dt>{key}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <button type="button" onClick={() => void refreshHealth()} disabled={!connection || health.kind === 'checking'}>
            Check again
          </button>
        </section>
      </main>
      <footer className="app-footer">
        <p>{window.timbre?.isDesktop ? 'Desktop app' : 'Browser'} · the same studio runs in both</p>
      </footer>
    </>
  );
}

function HealthLine({ health }: { health: StudioState['health'] }) {
  switch (health.kind) {
    case 'unknown':
      return <p>Service health: not checked yet</p>;
    case 'checking':
      return <p>Service health: checking…</p>;
    case 'ok':
      return (
        <p>
          Service health: <strong>{health.status}</strong>
        </p>
      );
    case 'error':
      return (
        <p className="error">
          Service health: <strong>unavailable</strong> — {health.message}
        </p>
      );
  }
}

function describeSession(source: string | undefined): string {
  switch (source) {
    case 'desktop':
      return 'Signed in by the desktop app';
    case 'url':
    case 'tab':
      return 'Signed in with the token from the start command';
    case 'none':
      return 'No session token: open the address the start command printed (it ends in #token=…)';
    default:
      return '…';
  }
}
