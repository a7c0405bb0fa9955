import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Paths the browser tests share. */
export const ROOT = new URL('../../', import.meta.url).pathname;
export const STATIC = join(ROOT, 'out/renderer');
export const SHOTS = join(ROOT, 'test-results/screenshots');

function newestMtime(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds out/renderer when it is missing or older than src-renderer. */
export function ensureBuilt(): void {
  const index = join(STATIC, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(join(ROOT, 'src-renderer'))) return;
  execFileSync(join(ROOT, 'node_modules/.bin/electron-vite'), ['build'], { cwd: ROOT, stdio: 'pipe' });
}

/** Flags that work on these machines (ARCHITECTURE §8); never a downloaded browser. */
const BASE_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required',
];

/** Debian's Chromium, optionally with a WAV fed as the microphone. */
export function launchChromium(opts: { micWav?: string } = {}): Promise<Browser> {
  const mic = opts.micWav
    ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${opts.micWav}`]
    : [];
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, ...mic] });
}
