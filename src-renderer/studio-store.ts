// The studio's state (zustand), made of slices: the connection (health, the studio's key, the
// event stream), tasks, the library, narration previews, voices, settings, keys with their webhooks,
// the one player, toasts and the theme. Slice
// actions make every HTTP call, through the one client; screens only call actions.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createApiClient } from './api/client.ts';
import { createConnectionSlice } from './store/connection-slice.ts';
import { createKeysSlice } from './store/keys-slice.ts';
import { createLibrarySlice } from './store/library-slice.ts';
import { createNarrationSlice } from './store/narration-slice.ts';
import { createSettingsSlice } from './store/settings-slice.ts';
import { createCache, type SliceContext } from './store/slice.ts';
import { createTasksSlice } from './store/tasks-slice.ts';
import { createVoicesSlice } from './store/voices-slice.ts';
import { createPlayerSlice } from './store/player-slice.ts';
import { createThemeSlice } from './store/theme-slice.ts';
import { createToastsSlice } from './store/toasts-slice.ts';
import type { StudioDeps, StudioState } from './store/studio-state.ts';

export type { StudioDeps, StudioState } from './store/studio-state.ts';

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
