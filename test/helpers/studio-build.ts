import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

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

/** Flags that work on these machines (Debian's chromium, headless); never a downloaded browser. */
const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** Debian's Chromium, optionally with a WAV fed as the microphone. */
export function launchChromium(opts: { micWav?: string } = {}): Promise<Browser> {
  const mic = opts.micWav
    ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${opts.micWav}`]
    : [];
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, ...mic] });
}

/** A full-page screenshot of the studio into test-results/screenshots/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Opens a studio screen from its navigation, as a user would. */
export async function nav(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: label, exact: false }).first().click();
}

/** Waits for the screen's task to end; a failed task fails the test with its message. */
export async function waitTask(page: Page, timeout = 90_000): Promise<void> {
  await page.waitForSelector('.task-progress[data-status="COMPLETED"], .task-progress[data-status="FAILED"]', { timeout });
  const status = await page.getAttribute('.task-progress', 'data-status');
  if (status !== 'COMPLETED') throw new Error(`task ended ${status}: ${await page.textContent('.task-progress')}`);
}
