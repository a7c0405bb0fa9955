// The theme slice's state and the types it is made of, apart from its actions (theme-slice.ts) so that
// the studio's whole state (studio-state.ts) can be named without importing the slices that build it.

export type ThemeChoice = 'system' | 'light' | 'dark';

export interface ThemeSlice {
  themeChoice: ThemeChoice;
  /** The theme in effect. */
  theme: 'light' | 'dark';
  setTheme(choice: ThemeChoice): void;
}
