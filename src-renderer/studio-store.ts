// The studio's state (zustand), made of slices: the connection (health, the studio's key, the
// event stream), tasks, the library, narration previews, voices, settings, keys with their webhooks,
// the one player, toasts and the theme. Slice
// actions make every HTTP call, through the one client; screens only call actions.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createApiClient, type ApiClient } from './api/client.ts';
import type { StudioConnection } from './connection.ts';
import { createConnectionSlice, type ConnectionSlice } from './store/connection-slice.ts';
import { createKeysSlice, type KeysSlice } from './store/keys-slice.ts';
import { createLibrarySlice, type LibrarySlice } from './store/library-slice.ts';
import { createNarrationSlice, type NarrationSlice } from './store/narration-slice.ts';
import { createSettingsSlice, type SettingsSlice } from './store/settings-slice.ts';
import { createCache, type SliceContext } from './store/slice.ts';
import { createTasksSlice, type TasksSlice } from './store/tasks-slice.ts';
import { createVoicesSlice, type VoicesSlice } from './store/voices-slice.ts';
import { createPlayerSlice, type PlayerSlice } from './store/player-slice.ts';
import { createThemeSlice, type ThemeSlice } from './store/theme-slice.ts';
import { createToastsSlice, type ToastsSlice } from './store/toasts-slice.ts';

/** Everything the studio shows, and every action. */
export type StudioState = ConnectionSlice &
  TasksSlice &
  LibrarySlice &
  NarrationSlice &
  VoicesSlice &
  SettingsSlice &
  KeysSlice &
  PlayerSlice &
  ToastsSlice &
  ThemeSlice & {
    /** The one HTTP client (the data cache's queries call it too). */
    api: ApiClient;
  };

/** What the store needs from the outside world. */
export interface StudioDeps {
  resolveConnection(): Promise<StudioConnection>;
  fetch: typeof fetch;
  /** Where the studio caches its library and task list (localStorage in a browser); its key lives in the keychain. */
  storage?: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem?(key: string): void };
  /** Saves a file: the desktop's Save dialog or a browser download; answers what happened. */
  saveAs?(blob: Blob, fileName: string): Promise<string>;
  /** Opens the event stream (the app turns it on; unit tests leave it off). */
  events?: boolean;
}

/** Creates the studio store. */
export function createStudioStore(deps: StudioDeps): StoreApi<StudioState> {
  return createStore<StudioState>()((...a) => {
    const [, get] = a;
    const api = createApiClient(deps.fetch, () => {
      const { connection, apiKey } = get();
      return { baseUrl: connection?.serviceUrl ?? '', sessionToken: connection?.sessionToken ?? null, apiKey };
    });
    const ctx: SliceContext = { deps, api, cache: createCache(deps.storage) };
    return {
      api,
      ...createConnectionSlice(ctx)(...a),
      ...createTasksSlice(ctx)(...a),
      ...createLibrarySlice(ctx)(...a),
      ...createNarrationSlice(ctx)(...a),
      ...createVoicesSlice(ctx)(...a),
      ...createSettingsSlice(ctx)(...a),
      ...createKeysSlice(ctx)(...a),
      ...createPlayerSlice()(...a),
      ...createToastsSlice()(...a),
      ...createThemeSlice()(...a),
    };
  });
}
