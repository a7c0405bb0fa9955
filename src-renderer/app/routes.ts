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

/** Screens whose code is in, by route id: these render directly, with no Suspense fallback. */
const loaded: Record<string, ComponentType> = {};

const screen = (id: string, load: () => Promise<Record<string, unknown>>, name: string) => async () => {
  const component = (await load())[name] as ComponentType;
  loaded[id] = component;
  return { default: component };
};

export const NAV: NavGroup[] = [
  {
    label: 'Make',
    routes: [
      { id: 'speech', label: 'Speech', load: screen('speech', () => import('../screens/SpeechScreen.tsx'), 'SpeechScreen') },
      { id: 'script', label: 'Script', load: screen('script', () => import('../screens/ScriptScreen.tsx'), 'ScriptScreen') },
      { id: 'video', label: 'Video', load: screen('video', () => import('../screens/VideoScreen.tsx'), 'VideoScreen') },
      { id: 'batches', label: 'Batches', load: screen('batches', () => import('../screens/BatchesScreen.tsx'), 'BatchesScreen') },
    ],
  },
  {
    label: 'Voices',
    routes: [
      { id: 'voices', label: 'Browse', load: screen('voices', () => import('../screens/VoicesScreen.tsx'), 'VoicesScreen') },
      { id: 'record', label: 'Record', load: screen('record', () => import('../screens/RecordScreen.tsx'), 'RecordScreen') },
      { id: 'clone', label: 'Clone', load: screen('clone', () => import('../screens/CloneScreen.tsx'), 'CloneScreen') },
      { id: 'design', label: 'Design', load: screen('design', () => import('../screens/DesignScreen.tsx'), 'DesignScreen') },
    ],
  },
  {
    label: 'Library',
    routes: [
      { id: 'library', label: 'Library', load: screen('library', () => import('../screens/LibraryScreen.tsx'), 'LibraryScreen') },
      { id: 'activity', label: 'Activity', load: screen('activity', () => import('../screens/ActivityScreen.tsx'), 'ActivityScreen') },
      { id: 'usage', label: 'Usage', load: screen('usage', () => import('../screens/usage/UsageScreen.tsx'), 'UsageScreen') },
    ],
  },
  {
    label: 'Developer',
    routes: [
      { id: 'developer', label: 'Developer', load: screen('developer', () => import('../screens/DeveloperScreen.tsx'), 'DeveloperScreen') },
      {
        id: 'requests',
        label: 'Requests',
        load: screen('requests', () => import('../screens/requests/RequestsScreen.tsx'), 'RequestsScreen'),
      },
    ],
  },
  {
    label: 'Studio',
    routes: [
      { id: 'settings', label: 'Settings', load: screen('settings', () => import('../screens/SettingsScreen.tsx'), 'SettingsScreen') },
    ],
  },
];

export const ROUTES: Route[] = NAV.flatMap((g) => g.routes);
const DEFAULT_ROUTE = 'speech';

/** Older names still open their screen (links and bookmarks from earlier versions). */
const ALIASES: Record<string, string> = { tasks: 'activity', keys: 'developer' };

/** The screen the address names: `#/speech`, or `#token=…&screen=speech` from the start command's URL. */
export function routeFromHash(hash = location.hash): string {
  const text = hash.replace(/^#\/?/, '');
  const named = new URLSearchParams(text).get('screen') ?? text.split(/[?&]/)[0];
  const id = ALIASES[named] ?? named;
  return ROUTES.some((r) => r.id === id) ? id : DEFAULT_ROUTE;
}

/**
 * Each screen's component, loaded on first use (one chunk per screen). A screen whose code is
 * already in (preloaded, or loaded for the first screen) is handed to React.lazy as a thenable
 * that resolves at once, which React renders without suspending: a lazy screen otherwise shows
 * its fallback first, and React keeps a fallback up for at least 300 ms.
 */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  ROUTES.map((r) => [
    r.id,
    lazy(() => {
      const component = loaded[r.id];
      if (!component) return r.load();
      const ready: PromiseLike<{ default: ComponentType }> = {
        then: (resolve) => Promise.resolve(resolve?.({ default: component })) as never,
      };
      return ready as Promise<{ default: ComponentType }>;
    }),
  ]),
);

/**
 * Loads every screen's code once the studio is idle after start-up, so moving to a screen
 * never waits on its chunk (they are local files: a few hundred KB, parsed off the critical
 * path). `first` runs before the screens (the shell's deferred parts). Answers a cancel for the timer.
 */
export function preloadScreens(first: () => void = () => undefined, delayMs = 1500): () => void {
  const timer = setTimeout(() => {
    first();
    const idle =
      (globalThis as { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 0));
    const next = (i: number) => {
      if (i >= ROUTES.length) return;
      // One screen per idle slot, so no preload becomes a long task.
      void ROUTES[i]
        .load()
        .catch(() => undefined)
        .finally(() => idle(() => next(i + 1)));
    };
    idle(() => next(0));
  }, delayMs);
  return () => clearTimeout(timer);
}
