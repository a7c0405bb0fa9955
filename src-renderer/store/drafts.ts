// What a creator typed and chose on each screen (text, prompt, voice, settings), kept across
// navigation and reloads. A store of its own, persisted with zustand's `persist` to
// localStorage; writes are debounced so typing costs one small write a moment after the last
// key, never a write per keystroke, and never a write of a whole collection.
import { useCallback } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** A screen's draft: its fields by name. */
type Draft = Record<string, unknown>;

interface DraftsState {
  drafts: Record<string, Draft>;
  setField(screen: string, field: string, value: unknown): void;
  clear(screen: string): void;
}

/** How long after the last change a draft is written (ms). */
const WRITE_DELAY_MS = 300;

/** localStorage behind a debounce; a full or missing storage costs only the draft's persistence. */
function debouncedStorage(): StateStorage {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const pendingValues = new Map<string, string>();
  const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);
  const write = (name: string, value: string) => {
    try {
      storage()?.setItem(name, value);
    } catch {
      // storage full or blocked: drafts live for this session only
    }
  };
  if (typeof window !== 'undefined') {
    // A reload or a closed window must not lose the last keystrokes still waiting to be written.
    window.addEventListener('pagehide', () => {
      for (const [name, timer] of timers) {
        clearTimeout(timer);
        const pending = pendingValues.get(name);
        if (pending !== undefined) write(name, pending);
      }
      timers.clear();
    });
  }
  return {
    getItem: (name) => {
      try {
        return storage()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      pendingValues.set(name, value);
      clearTimeout(timers.get(name));
      timers.set(
        name,
        setTimeout(() => {
          timers.delete(name);
          pendingValues.delete(name);
          write(name, value);
        }, WRITE_DELAY_MS),
      );
    },
    removeItem: (name) => storage()?.removeItem(name),
  };
}

export const useDrafts = create<DraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      setField: (screen, field, value) => set((s) => ({ drafts: { ...s.drafts, [screen]: { ...s.drafts[screen], [field]: value } } })),
      clear: (screen) =>
        set((s) => {
          const { [screen]: _gone, ...rest } = s.drafts;
          return { drafts: rest };
        }),
    }),
    { name: 'timbre.drafts', version: 1, storage: createJSONStorage(debouncedStorage) },
  ),
);

/**
 * One field of a screen's draft, like useState but kept across navigation and reloads:
 * `const [text, setText] = useDraft('speech', 'text', '')`.
 */
export function useDraft<T>(screen: string, field: string, initial: T): [T, (value: T) => void] {
  const value = useDrafts((s) => s.drafts[screen]?.[field]) as T | undefined;
  const setField = useDrafts((s) => s.setField);
  const set = useCallback((v: T) => setField(screen, field, v), [setField, screen, field]);
  return [value === undefined ? initial : value, set];
}
