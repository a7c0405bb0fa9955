// The desktop start command (plain Node, no Electron import): runs the Electron app
// when its binary is installed, otherwise serves the same studio to a browser
// (Electron's binary cannot be downloaded on every machine: offline build machines have none).
//
//   node src-main/launcher.ts [--data-dir DIR] [--port N]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootService } from './boot.ts';
import { chooseDataDir, choosePort } from './data-dir.ts';

/** Whether the Electron binary can be run, and where it is or why not. */
export type ElectronBinaryStatus = { usable: true; path: string } | { usable: false; reason: string };

/** What the start command does. */
export type LaunchPlan = { mode: 'electron'; electronPath: string; args: string[] } | { mode: 'browser'; notice: string; reason: string };

/** The one line printed when the desktop app cannot run here. */
export const BROWSER_FALLBACK_NOTICE =
  'The Electron binary is not installed on this machine, so the same Timbre studio UI is being served in your browser instead.';

/** Inputs of {@link electronBinaryStatus}. */
export interface BinaryProbe {
  /** Folder of the `electron` npm package, or undefined when the package is absent. */
  electronPackageDir: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * Finds the Electron binary the way the `electron` package does, without its side
 * effect: `require('electron')` tries to download a missing binary and then throws
 * "Electron failed to install correctly", which costs a network timeout here.
 */
export function electronBinaryStatus(probe: BinaryProbe): ElectronBinaryStatus {
  if (probe.env.ELECTRON_EXEC_PATH) {
    const path = probe.env.ELECTRON_EXEC_PATH;
    return existsSync(path) ? { usable: true, path } : { usable: false, reason: `ELECTRON_EXEC_PATH ${path} does not exist` };
  }
  if (!probe.electronPackageDir) return { usable: false, reason: 'the electron package is not installed' };
  const pathFile = join(probe.electronPackageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const overrideDir = probe.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (overrideDir) {
    const path = join(overrideDir, relative || 'electron');
    return existsSync(path) ? { usable: true, path } : { usable: false, reason: `${path} does not exist` };
  }
  if (!relative) return { usable: false, reason: `${pathFile} is missing: the binary was never downloaded` };
  const path = join(probe.electronPackageDir, 'dist', relative);
  return existsSync(path) ? { usable: true, path } : { usable: false, reason: `${path} does not exist` };
}

/** Electron on the app folder when the binary is usable, else the browser fallback. */
export function planLaunch(
  binary: ElectronBinaryStatus,
  appDir: string,
  userArgs: readonly string[],
  options: { runningAsRoot?: boolean } = {},
): LaunchPlan {
  if (binary.usable) {
    // The app folder, not out/main/index.js: Electron then reads package.json (name
    // "timbre", main "out/main/index.js") and names userData after the app.
    // Chromium refuses to start as root unless its sandbox is off (containers, CI).
    const args = [appDir, ...(options.runningAsRoot ? ['--no-sandbox'] : []), ...userArgs];
    return { mode: 'electron', electronPath: binary.path, args };
  }
  return { mode: 'browser', notice: BROWSER_FALLBACK_NOTICE, reason: binary.reason };
}

/** The address printed for the browser; the token is in the fragment, so no server logs it. */
export function studioUrl(serviceUrl: string, sessionToken: string): string {
  return `${serviceUrl.replace(/\/+$/, '')}/#token=${encodeURIComponent(sessionToken)}`;
}

function findElectronPackageDir(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const appDir = join(import.meta.dirname, '..');
  const userArgs = process.argv.slice(2);
  const binary = electronBinaryStatus({ electronPackageDir: findElectronPackageDir(), env: process.env });
  const plan = planLaunch(binary, appDir, userArgs, { runningAsRoot: process.platform === 'linux' && process.getuid?.() === 0 });

  if (plan.mode === 'electron') {
    requireBuilt(join(appDir, 'out', 'main', 'index.js'));
    const child = spawn(plan.electronPath, plan.args, { stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    process.on('SIGINT', forward('SIGINT'));
    process.on('SIGTERM', forward('SIGTERM'));
    child.on('error', (error) => {
      console.error(`timbre: could not start Electron: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    return;
  }

  console.log(plan.notice);
  const staticDir = join(appDir, 'out', 'renderer');
  requireBuilt(join(staticDir, 'index.html'));
  const { startService, defaultDataDir } = await import('../src-service/index.ts');
  let dataDir: string;
  let port: number | undefined;
  try {
    // Without Electron this is headless mode: the same data dir as the `serve` command.
    dataDir = chooseDataDir({ argv: userArgs, env: process.env, userDataDir: defaultDataDir() });
    port = choosePort({ argv: userArgs, env: process.env });
  } catch (error) {
    console.error(`timbre: ${(error as Error).message}`);
    process.exit(2);
  }
  const service = await bootService({ dataDir, port, startService, staticDir });
  if (service.attachedTo) {
    // Nothing of ours runs: the studio is the running service's, which stays up after we exit.
    console.log(
      `Timbre is already running on ${dataDir} (pid ${service.attachedTo.pid}), so no second one was started; its studio is below.`,
    );
    console.log(`Open the studio: ${studioUrl(service.serviceUrl, service.sessionToken)}`);
    process.exit(0);
  }
  console.log(`Open the studio: ${studioUrl(service.serviceUrl, service.sessionToken)}`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (): void => {
    if (stopping) process.exit(1); // a second Ctrl+C means "now"
    stopping = true;
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('timbre: the service did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function requireBuilt(file: string): void {
  if (existsSync(file)) return;
  console.error(`timbre: ${file} is missing; build the app first with "npm run build".`);
  process.exit(1);
}

function isEntryPoint(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error('timbre: could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
