// The studio's whole state and what it needs from the outside world: the types every slice is
// written against (slice.ts), apart from the store that builds them (studio-store.ts), so that
// no slice imports the file that imports it.
import type { ApiClient } from '../api/client.ts';
import type { StudioConnection } from '../connection.ts';
import type { ConnectionSlice } from './connection-state.ts';
import type { TasksSlice } from './tasks-state.ts';
import type { LibrarySlice } from './library-state.ts';
import type { NarrationSlice } from './narration-state.ts';
import type { VoicesSlice } from './voices-state.ts';
import type { SettingsSlice } from './settings-state.ts';
import type { KeysSlice } from './keys-state.ts';
import type { PlayerSlice } from './player-state.ts';
import type { ToastsSlice } from './toasts-state.ts';
import type { ThemeSlice } from './theme-state.ts';

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
