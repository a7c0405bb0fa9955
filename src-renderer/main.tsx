import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectCache, createQueryClient } from './api/query.ts';
import { resolveConnection } from './connection.ts';
import { createStudioStore } from './studio-store.ts';
import { ROUTES, routeFromHash } from './app/routes.ts';
import { saveFile } from './save-file.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/widgets.css';
import './styles/screens.css';

const store = createStudioStore({
  resolveConnection: () => resolveConnection({ bridge: window.timbre, location, history, storage: window.sessionStorage }),
  fetch: (input, init) => fetch(input, init),
  saveAs: saveFile,
  events: true,
});
const queryClient = createQueryClient();
connectCache(store, queryClient);
void store.getState().connect();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The first screen's code loads while the connection is made, and the studio is drawn once it is
// in: drawn before, it would show "Opening…" for at least 300 ms (React's fallback throttle).
const first = ROUTES.find((r) => r.id === routeFromHash());
void (first ? first.load() : Promise.resolve())
  .catch(() => undefined)
  .finally(() =>
    createRoot(container).render(
      <StrictMode>
        <App store={store} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
