import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWindowStateStore, isReachable, type Rect } from '../../src-main/window-state.ts';

const oneDisplay: Rect[] = [{ x: 0, y: 0, width: 1920, height: 1040 }];
let dir: string;
let filePath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'timbre-window-state-'));
  filePath = join(dir, 'userData', 'window-state.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('window state store', () => {
  it('starts from the default size, unpositioned and not maximized, when there is no file', () => {
    const store = createWindowStateStore({ filePath, defaultSize: { width: 1200, height: 780 } });
    expect(store.load(oneDisplay)).toEqual({ bounds: { width: 1200, height: 780 }, maximized: false });
  });

  it('round-trips bounds and the maximized flag through the file', () => {
    const store = createWindowStateStore({ filePath, debounceMs: 10_000 });
    const state = { bounds: { x: 100, y: 80, width: 1000, height: 700 }, maximized: true };
    store.save(state);
    expect(existsSync(filePath)).toBe(false); // debounced: nothing written yet
    store.flush();
    expect(JSON.parse(readFileSync(filePath, 'utf8'))).toEqual(state);
    expect(createWindowStateStore({ filePath }).load(oneDisplay)).toEqual(state);
  });

  it('folds a burst of saves into one write of the last state, once the burst has been quiet for the debounce', () => {
    // The debounce's timer is faked: time moves when the test says, not while it sleeps.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const store = createWindowStateStore({ filePath, debounceMs: 400 });
      for (let i = 0; i < 5; i++) {
        store.save({ bounds: { x: i, y: 0, width: 800, height: 600 }, maximized: false });
        vi.advanceTimersByTime(300); // each save restarts the wait
      }
      expect(existsSync(filePath)).toBe(false);
      vi.advanceTimersByTime(99);
      expect(existsSync(filePath)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(JSON.parse(readFileSync(filePath, 'utf8')).bounds.x).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to defaults on a corrupt file', () => {
    const store = createWindowStateStore({ filePath, defaultSize: { width: 1000, height: 700 } });
    store.save({ bounds: { width: 900, height: 600 }, maximized: false });
    store.flush();
    writeFileSync(filePath, '{"bounds": {"width": 9');
    expect(store.load(oneDisplay)).toEqual({ bounds: { width: 1000, height: 700 }, maximized: false });
  });

  it('falls back to defaults on well-formed JSON with unusable values', () => {
    const store = createWindowStateStore({ filePath, defaultSize: { width: 1000, height: 700 } });
    const defaults = { bounds: { width: 1000, height: 700 }, maximized: false };
    mkdirSync(dirname(filePath), { recursive: true });
    for (const bad of [
      'null',
      '[]',
      '{"maximized": true}',
      '{"bounds": {"width": "wide", "height": 700}}',
      '{"bounds": {"width": 10, "height": 10}}',
      '{"bounds": {"x": 1.5, "y": 0, "width": 900, "height": 700}}',
      '{"bounds": {"x": 0, "width": 900, "height": 700}}',
    ]) {
      writeFileSync(filePath, bad);
      expect(store.load(oneDisplay), bad).toEqual(defaults);
    }
  });

  it('resets bounds that are off every display but keeps the maximized flag', () => {
    const store = createWindowStateStore({ filePath, defaultSize: { width: 1000, height: 700 } });
    // Last seen on a second monitor to the right that is no longer connected.
    store.save({ bounds: { x: 2500, y: 100, width: 900, height: 600 }, maximized: true });
    store.flush();
    expect(store.load(oneDisplay)).toEqual({ bounds: { width: 1000, height: 700 }, maximized: true });
    const twoDisplays: Rect[] = [...oneDisplay, { x: 1920, y: 0, width: 1920, height: 1080 }];
    expect(store.load(twoDisplays).bounds).toEqual({ x: 2500, y: 100, width: 900, height: 600 });
  });

  it('leaves no temporary files behind after writing', () => {
    const store = createWindowStateStore({ filePath });
    store.save({ bounds: { width: 900, height: 600 }, maximized: false });
    store.flush();
    store.flush(); // nothing pending: no second write, no error
    expect(readdirSync(dirname(filePath))).toEqual(['window-state.json']);
  });
});

describe('isReachable', () => {
  const display: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
  it('accepts a window whose title bar is on a display', () => {
    expect(isReachable({ x: -800, y: 10, width: 1000, height: 700 }, [display])).toBe(true);
  });
  it('rejects a window whose title bar is above the top of every display', () => {
    expect(isReachable({ x: 100, y: -500, width: 1000, height: 700 }, [display])).toBe(false);
  });
  it('rejects a window with only a sliver on screen', () => {
    expect(isReachable({ x: 1900, y: 100, width: 1000, height: 700 }, [display])).toBe(false);
  });
  it('rejects everything when there are no displays', () => {
    expect(isReachable({ x: 0, y: 0, width: 1000, height: 700 }, [])).toBe(false);
  });
});
