// Light or dark: the OS's choice by default, or the creator's. The choice is kept in
// localStorage (one short string) and applied as `data-theme` on <html>, which the design
// tokens (styles/tokens.css) read.
import type { StudioSlice } from './slice.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface ThemeSlice {
  themeChoice: ThemeChoice;
  /** The theme in effect. */
  theme: 'light' | 'dark';
  setTheme(choice: ThemeChoice): void;
}

const THEME_KEY = 'timbre.theme';

const osDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
const resolve = (choice: ThemeChoice) => (choice === 'system' ? (osDark() ? 'dark' : 'light') : choice);

function readChoice(): ThemeChoice {
  try {
    const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(THEME_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function apply(theme: 'light' | 'dark') {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

export const createThemeSlice = (): StudioSlice<ThemeSlice> => (set, get) => {
  const themeChoice = readChoice();
  const theme = resolve(themeChoice);
  apply(theme);
  if (typeof matchMedia === 'function') {
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
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
        localStorage.setItem(THEME_KEY, choice);
      } catch {
        // not kept: the choice holds for this session
      }
      const next = resolve(choice);
      apply(next);
      set({ themeChoice: choice, theme: next });
    },
  };
};
