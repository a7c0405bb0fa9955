// The studio's frame: header, navigation between screens, the status region, and the screen.
import { useEffect, useRef, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { StudioState } from './studio-store.ts';
import { StudioContext } from './studio-context.ts';
import { RecordScreen } from './screens/RecordScreen.tsx';
import { CloneScreen } from './screens/CloneScreen.tsx';
import { DesignScreen } from './screens/DesignScreen.tsx';
import { SpeechScreen } from './screens/SpeechScreen.tsx';
import { ScriptScreen } from './screens/ScriptScreen.tsx';
import { VideoScreen } from './screens/VideoScreen.tsx';
import { TasksScreen } from './screens/TasksScreen.tsx';
import { LibraryScreen } from './screens/LibraryScreen.tsx';
import { KeysScreen } from './screens/KeysScreen.tsx';
import { SettingsScreen } from './screens/SettingsScreen.tsx';

/** Props of {@link App}. */
export interface AppProps {
  store: StoreApi<StudioState>;
}

/** The screens, in navigation order. */
export const SCREENS = [
  ['record', 'Record'],
  ['clone', 'Clone'],
  ['design', 'Design'],
  ['speech', 'Speech'],
  ['script', 'Script'],
  ['video', 'Video'],
  ['tasks', 'Tasks'],
  ['library', 'Library'],
  ['keys', 'Keys & webhooks'],
  ['settings', 'Settings'],
] as const;
export type ScreenId = (typeof SCREENS)[number][0];

/** The studio's root component. */
export function App({ store }: AppProps) {
  const connection = useStore(store, (s) => s.connection);
  const connectionError = useStore(store, (s) => s.connectionError);
  const health = useStore(store, (s) => s.health);
  const apiKeyError = useStore(store, (s) => s.apiKeyError);
  const announcement = useStore(store, (s) => s.announcement);
  const activeTasks = useStore(
    store,
    (s) => Object.values(s.tasks).filter((t) => t.status === 'PENDING' || t.status === 'PROCESSING').length,
  );
  const [screen, setScreen] = useState<ScreenId>(() => screenFromHash());
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    void store.getState().connect();
  }, [store]);
  useEffect(() => {
    const onHash = () => setScreen(screenFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const go = (id: ScreenId) => {
    setScreen(id);
    history.replaceState(history.state, '', `${location.pathname}${location.search}#/${id}`);
    main.current?.focus();
  };

  return (
    <StudioContext.Provider value={store}>
      <a className="skip-link" href="#studio-main">
        Skip to content
      </a>
      <header className="app-header">
        <h1>Timbre</h1>
        <p className="tagline">Voice and video studio</p>
        <span className={`pill ${health.kind === 'ok' ? 'ok' : health.kind === 'error' ? 'bad' : ''}`} aria-hidden="true">
          {health.kind === 'ok' ? 'Service ready' : health.kind === 'error' ? 'Service unavailable' : 'Connecting…'}
        </span>
      </header>
      <nav aria-label="Studio" className="app-nav">
        <ul>
          {SCREENS.map(([id, label]) => (
            <li key={id}>
              <a href={`#/${id}`} aria-current={screen === id ? 'page' : undefined} onClick={(e) => (e.preventDefault(), go(id))}>
                {label}
                {id === 'tasks' && activeTasks > 0 && <span className="count"> ({activeTasks})</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
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
        {screen === 'record' && <RecordScreen onUse={() => go('clone')} />}
        {screen === 'clone' && <CloneScreen onRecord={() => go('record')} onSpeak={() => go('speech')} />}
        {screen === 'design' && <DesignScreen />}
        {screen === 'speech' && <SpeechScreen />}
        {screen === 'script' && <ScriptScreen />}
        {screen === 'video' && <VideoScreen />}
        {screen === 'tasks' && <TasksScreen />}
        {screen === 'library' && (
          <LibraryScreen
            onMakeAnother={(prefill) => {
              store.getState().setPrefill(prefill);
              go(
                prefill.tool === 'generate-tts'
                  ? 'speech'
                  : prefill.tool === 'generate-narration'
                    ? 'script'
                    : prefill.tool === 'design-voice'
                      ? 'design'
                      : 'video',
              );
            }}
          />
        )}
        {screen === 'keys' && <KeysScreen />}
        {screen === 'settings' && <SettingsScreen />}
      </main>
      <footer className="app-footer">
        <div role="status" aria-live="polite" aria-atomic="true" className="status-line" data-testid="status">
          {announcement}
        </div>
        <p className="muted">
          {window.timbre?.isDesktop ? 'Desktop app' : 'Browser'} · {connection?.serviceUrl ?? ''}
        </p>
      </footer>
    </StudioContext.Provider>
  );
}

function screenFromHash(): ScreenId {
  // `#/speech`, or `#token=…&screen=speech` on the first load from the start command's URL.
  const hash = location.hash.replace(/^#\/?/, '');
  const id = new URLSearchParams(hash).get('screen') ?? hash;
  return (SCREENS.find(([s]) => s === id)?.[0] ?? 'record') as ScreenId;
}
