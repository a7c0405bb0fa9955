// The studio's screens, grouped by what a creator does, and the hash route (`#/speech`) that
// names the open one. A reload, a link or the back button land on the same screen.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Route {
  id: string;
  label: string;
  /** Loads the screen's code (each screen is its own chunk, so the first screen opens fast). */
  load: () => Promise<{ default: ComponentType }>;
}

export interface NavGroup {
  label: string;
  routes: Route[];
}

const screen = (load: () => Promise<Record<string, unknown>>, name: string) => async () => ({
  default: (await load())[name] as ComponentType,
});

export const NAV: NavGroup[] = [
  {
    label: 'Make',
    routes: [
      { id: 'speech', label: 'Speech', load: screen(() => import('../screens/SpeechScreen.tsx'), 'SpeechScreen') },
      { id: 'script', label: 'Script', load: screen(() => import('../screens/ScriptScreen.tsx'), 'ScriptScreen') },
      { id: 'video', label: 'Video', load: screen(() => import('../screens/VideoScreen.tsx'), 'VideoScreen') },
    ],
  },
  {
    label: 'Voices',
    routes: [
      { id: 'voices', label: 'Browse', load: screen(() => import('../screens/VoicesScreen.tsx'), 'VoicesScreen') },
      { id: 'record', label: 'Record', load: screen(() => import('../screens/RecordScreen.tsx'), 'RecordScreen') },
      { id: 'clone', label: 'Clone', load: screen(() => import('../screens/CloneScreen.tsx'), 'CloneScreen') },
      { id: 'design', label: 'Design', load: screen(() => import('../screens/DesignScreen.tsx'), 'DesignScreen') },
    ],
  },
  {
    label: 'Library',
    routes: [
      { id: 'library', label: 'Library', load: screen(() => import('../screens/LibraryScreen.tsx'), 'LibraryScreen') },
      { id: 'activity', label: 'Activity', load: screen(() => import('../screens/ActivityScreen.tsx'), 'ActivityScreen') },
    ],
  },
  {
    label: 'Developer',
    routes: [{ id: 'developer', label: 'Developer', load: screen(() => import('../screens/DeveloperScreen.tsx'), 'DeveloperScreen') }],
  },
  {
    label: 'Studio',
    routes: [{ id: 'settings', label: 'Settings', load: screen(() => import('../screens/SettingsScreen.tsx'), 'SettingsScreen') }],
  },
];

export const ROUTES: Route[] = NAV.flatMap((g) => g.routes);
export const DEFAULT_ROUTE = 'speech';

/** Older names still open their screen (links and bookmarks from earlier versions). */
const ALIASES: Record<string, string> = { tasks: 'activity', keys: 'developer' };

/** The screen the address names: `#/speech`, or `#token=…&screen=speech` from the start command's URL. */
export function routeFromHash(hash = location.hash): string {
  const text = hash.replace(/^#\/?/, '');
  const named = new URLSearchParams(text).get('screen') ?? text.split(/[?&]/)[0];
  const id = ALIASES[named] ?? named;
  return ROUTES.some((r) => r.id === id) ? id : DEFAULT_ROUTE;
}

/** Extra state a screen reads from its address (`#/script?asset=…`). */
export function routeParams(hash = location.hash): URLSearchParams {
  const text = hash.replace(/^#\/?/, '');
  const q = text.indexOf('?');
  return new URLSearchParams(q >= 0 ? text.slice(q + 1) : '');
}

/** Each screen's component, loaded on first use (one chunk per screen). */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(ROUTES.map((r) => [r.id, lazy(r.load)]));

/** Opens a screen (with optional params), as the navigation does. */
export function go(id: string, params?: Record<string, string>): void {
  const query = params ? `?${new URLSearchParams(params).toString()}` : '';
  location.hash = `#/${id}${query}`;
}
