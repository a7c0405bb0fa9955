// Launches the real desktop app when the Electron binary is installed. On machines where
// it cannot be downloaded (offline machines cannot download it) the test is skipped and says why.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { _electron, type ElectronApplication } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimbreBridge } from '../../src-main/bridge-types.ts';
import { electronBinaryStatus } from '../../src-main/launcher.ts';

const repo = join(import.meta.dirname, '..', '..');
const binary = electronBinaryStatus({
  electronPackageDir: dirname(createRequire(import.meta.url).resolve('electron/package.json')),
  env: process.env,
});
const hasElectronBinary = binary.usable;
const name = hasElectronBinary
  ? 'Electron smoke: the window opens the studio and the bridge hands over the connection'
  : 'Electron smoke (skipped: the Electron binary cannot be downloaded on this machine)';

describe('desktop app', () => {
  let app: ElectronApplication | undefined;
  let dataDir: string;

  beforeAll(() => {
    if (!hasElectronBinary) return;
    dataDir = mkdtempSync(join(tmpdir(), 'timbre-electron-'));
    execFileSync(join(repo, 'node_modules', '.bin', 'electron-vite'), ['build'], { cwd: repo, stdio: 'inherit' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(!hasElectronBinary)(
    name,
    async () => {
      if (!binary.usable) return;
      app = await _electron.launch({
        executablePath: binary.path,
        // Chromium will not start as root with its sandbox on (containers, CI).
        args: [repo, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), '--data-dir', dataDir, '--port', '0'],
        cwd: repo,
      });
      const page = await app.firstWindow();
      await page.getByRole('heading', { level: 1, name: 'Timbre' }).waitFor();
      const connection = await page.evaluate(() => (globalThis as unknown as { timbre?: TimbreBridge }).timbre?.getConnection());
      expect(connection?.serviceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(connection?.sessionToken).toBeTruthy();
      await page.getByText(/Service health: /).waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as { timbre?: TimbreBridge }).timbre?.isDesktop)).toBe(true);
    },
    60_000,
  );
});
