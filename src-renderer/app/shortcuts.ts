// Keyboard shortcuts that work on every screen. Each is listed in the help dialog (`?`).

export interface Shortcut {
  keys: string;
  what: string;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: 'Ctrl/⌘ + Enter', what: 'Generate (submit the form of the open screen)' },
  { keys: 'Space', what: 'Play or pause the player (outside text fields)' },
  { keys: '/', what: 'Search (the open screen’s search field)' },
  { keys: '?', what: 'Show these shortcuts' },
  { keys: 'Escape', what: 'Close a dialog or menu' },
];

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'slider');

/** Installs the shortcuts; answers a function that removes them. */
export function installShortcuts(actions: { togglePlay(): void; showHelp(): void }): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      // The open screen's main form: the one marked data-primary, else the first.
      const form =
        document.querySelector<HTMLFormElement>('main form[data-primary]') ?? document.querySelector<HTMLFormElement>('main form');
      if (form) {
        e.preventDefault();
        form.requestSubmit();
      }
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    if (e.key === ' ' && !(e.target instanceof HTMLButtonElement) && !(e.target instanceof HTMLAnchorElement)) {
      e.preventDefault();
      actions.togglePlay();
    } else if (e.key === '/') {
      const search = document.querySelector<HTMLInputElement>('main [data-search]');
      if (search) {
        e.preventDefault();
        search.focus();
      }
    } else if (e.key === '?') {
      e.preventDefault();
      actions.showHelp();
    }
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
