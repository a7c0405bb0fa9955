// The store reaches every screen through context; screens select only what they show.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { StudioState } from './studio-store.ts';

export const StudioContext = createContext<StoreApi<StudioState> | null>(null);

/** The studio store itself (for actions). */
export function useStudioStore(): StoreApi<StudioState> {
  const store = useContext(StudioContext);
  if (!store) throw new Error('StudioContext is missing');
  return store;
}

/** A slice of the studio state. */
export function useStudio<T>(selector: (s: StudioState) => T): T {
  return useStore(useStudioStore(), selector);
}
