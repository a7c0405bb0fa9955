// What every slice of the studio store is given: the store's own set/get (the slices pattern),
// the one HTTP client, the outside world, and the local cache.
import type { StateCreator } from 'zustand/vanilla';
import type { ApiClient } from '../api/client.ts';
import type { StudioDeps, StudioState } from './studio-state.ts';

/** A slice of the studio store: a StateCreator over the whole state that makes part of it. */
export type StudioSlice<T> = StateCreator<StudioState, [], [], T>;

/** Reads and writes the studio's cache (localStorage in a browser); never throws. */
export interface Cache {
  load<T>(key: string, fallback: T): T;
  save(key: string, value: unknown): void;
}

/** What the slices share. */
export interface SliceContext {
  deps: StudioDeps;
  api: ApiClient;
  cache: Cache;
}

/** The cache over `deps.storage`: a full or missing storage only costs this session its cache. */
export function createCache(storage: StudioDeps['storage']): Cache {
  return {
    load<T>(key: string, fallback: T): T {
      try {
        const text = storage?.getItem(key);
        return text ? (JSON.parse(text) as T) : fallback;
      } catch {
        return fallback;
      }
    },
    save(key, value) {
      try {
        storage?.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or unavailable: the studio keeps working for this session
      }
    },
  };
}
