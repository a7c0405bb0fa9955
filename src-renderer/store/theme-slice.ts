// Light or dark: the OS's choice by default, or the creator's. The choice is kept in
// localStorage (one short string) and applied as `data-theme` on <html>, which the design
// tokens (styles/tokens.css) read.
import type { StudioSlice } from './slice.ts';
import type { ThemeChoice, ThemeSlice } from './theme-state.ts';

export type { ThemeChoice, ThemeSlice } from './theme-state.ts';

const THEME_KEY = 'timbre.theme';

/** The browser APIs the theme uses, absent under Node (unit tests build the store there). */
const web = globalThis as unknown as {
  matchMedia?: (query: string) => { matches: boolean; addEventListener(type: 'change', listener: () => void): void };
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document?: { documentElement: { dataset: Record<string, string | undefined> } };
};
const DARK_QUERY = '(prefers-color-scheme: dark)';

const osDark = () => Boolean(web.matchMedia?.(DARK_QUERY).matches);
const resolve = (choice: ThemeChoice) => (choice === 'system' ? (osDark() ? 'dark' : 'light') : choice);

function readChoice(): ThemeChoice {
  try {
    const saved = web.localStorage?.getItem(THEME_KEY) ?? null;
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function apply(theme: 'light' | 'dark') {
  if (web.document) web.document.documentElement.dataset.theme = theme;
}

export const createThemeSlice = (): StudioSlice<ThemeSlice> => (set, get) => {
  const themeChoice = readChoice();
  const theme = resolve(themeChoice);
  apply(theme);
  if (web.matchMedia) {
    web.matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (get().themeChoice !== 'system') return;
      const next = resolve('system');
      apply(next);
      set({ theme: next });
    });
  }
  return {
    themeChoice,
    theme,
    setTheme(choice) {
      try {
        web.localStorage?.setItem(THEME_KEY, choice);
      } catch {
        // not kept: the choice holds for this session
      }
      const next = resolve(choice);
      apply(next);
      set({ themeChoice: choice, theme: next });
    },
  };
};
