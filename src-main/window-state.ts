// Remembers the main window's size, position and maximized flag across starts, in
// `<userData>/window-state.json`. Plain Node so it is unit-tested without Electron.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A rectangle in screen coordinates (Electron's `Rectangle`). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Size and, when known, position of the window. No position means "let the OS center it". */
interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/** What is stored between starts. */
interface WindowState {
  bounds: WindowBounds;
  maximized: boolean;
}

/** Options of {@link createWindowStateStore}. */
export interface WindowStateStoreOptions {
  /** Full path of the JSON file, normally `<userData>/window-state.json`. */
  filePath: string;
  /** Size used on first start and whenever the stored bounds are unusable. */
  defaultSize?: { width: number; height: number };
  /** Smallest size accepted from the file. */
  minSize?: { width: number; height: number };
  /** Delay that folds bursts of move/resize events into one write. */
  debounceMs?: number;
}

/** Loads and saves {@link WindowState}. */
export interface WindowStateStore {
  /** Reads the file; falls back to defaults when it is missing, corrupt or off every display. */
  load(displays: readonly Rect[]): WindowState;
  /** Schedules a write of `state` (debounced). */
  save(state: WindowState): void;
  /** Writes any pending state now; call when the window closes. */
  flush(): void;
}

/** The window's top strip (where the title bar is) must overlap a display by this much. */
const TITLE_STRIP = { height: 40, minVisibleWidth: 100, minVisibleHeight: 20 };

/** Creates the store. Writing is atomic (temp file + rename) so a crash never leaves half a file. */
export function createWindowStateStore(options: WindowStateStoreOptions): WindowStateStore {
  const defaultSize = options.defaultSize ?? { width: 1280, height: 800 };
  const minSize = options.minSize ?? { width: 480, height: 360 };
  const debounceMs = options.debounceMs ?? 400;
  let pending: WindowState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const defaults = (): WindowState => ({ bounds: { ...defaultSize }, maximized: false });

  function write(state: WindowState): void {
    mkdirSync(dirname(options.filePath), { recursive: true });
    const tmp = `${options.filePath}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state, null, 2) + '\n');
    renameSync(tmp, options.filePath);
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const state = pending;
    pending = undefined;
    write(state);
  }

  return {
    flush,
    load(displays) {
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(options.filePath, 'utf8'));
      } catch {
        return defaults(); // missing or corrupt: a fresh start, never an error
      }
      const parsed = parseWindowState(raw, minSize);
      if (!parsed) return defaults();
      if (parsed.bounds.x === undefined || parsed.bounds.y === undefined) return parsed;
      if (!isReachable(parsed.bounds as Rect, displays)) {
        // The display it was on is gone (unplugged monitor, changed layout).
        return { bounds: { ...defaultSize }, maximized: parsed.maximized };
      }
      return parsed;
    },
    save(state) {
      pending = { bounds: { ...state.bounds }, maximized: state.maximized };
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, debounceMs);
      // Never keep the process alive just to save a window position.
      timer.unref?.();
    },
  };
}

/** Validates a value read from the file; undefined when it is not a usable state. */
function parseWindowState(raw: unknown, minSize: { width: number; height: number }): WindowState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { bounds, maximized } = raw as { bounds?: unknown; maximized?: unknown };
  if (typeof bounds !== 'object' || bounds === null) return undefined;
  const b = bounds as Record<string, unknown>;
  const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
  if (!isInt(b.width) || !isInt(b.height)) return undefined;
  if (b.width < minSize.width || b.height < minSize.height) return undefined;
  if (b.width > 100_000 || b.height > 100_000) return undefined;
  const result: WindowState = {
    bounds: { width: b.width, height: b.height },
    maximized: maximized === true,
  };
  if (b.x !== undefined || b.y !== undefined) {
    if (!isInt(b.x) || !isInt(b.y)) return undefined;
    result.bounds.x = b.x;
    result.bounds.y = b.y;
  }
  return result;
}

/**
 * True when the window's title-bar strip lies on one display's work area enough to grab
 * it and drag the window back: anything less and the user could not reach the window.
 */
export function isReachable(bounds: Rect, displays: readonly Rect[]): boolean {
  const stripHeight = Math.min(TITLE_STRIP.height, bounds.height);
  return displays.some((d) => {
    const w = Math.min(bounds.x + bounds.width, d.x + d.width) - Math.max(bounds.x, d.x);
    const h = Math.min(bounds.y + stripHeight, d.y + d.height) - Math.max(bounds.y, d.y);
    return w >= Math.min(TITLE_STRIP.minVisibleWidth, bounds.width) && h >= Math.min(TITLE_STRIP.minVisibleHeight, stripHeight);
  });
}
