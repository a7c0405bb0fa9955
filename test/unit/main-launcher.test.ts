import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../helpers/studio-build.ts';
import { BROWSER_FALLBACK_NOTICE, electronBinaryStatus, planLaunch, studioUrl } from '../../src-main/launcher.ts';

const repo = join(import.meta.dirname, '..', '..');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'timbre-launcher-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Lays out a package folder the way `npm install electron` does, with or without the binary. */
function fakeElectronPackage(opts: { pathTxt?: string; binary?: boolean }): string {
  const pkg = join(dir, 'electron');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  if (opts.pathTxt !== undefined) writeFileSync(join(pkg, 'path.txt'), opts.pathTxt);
  if (opts.binary) writeFileSync(join(pkg, 'dist', opts.pathTxt ?? 'electron'), '#!/bin/sh\n', { mode: 0o755 });
  return pkg;
}

describe('electronBinaryStatus', () => {
  it('reports the binary missing when the download never happened (no path.txt)', () => {
    const status = electronBinaryStatus({ electronPackageDir: fakeElectronPackage({}), env: {} });
    expect(status).toMatchObject({ usable: false, reason: expect.stringMatching(/path\.txt is missing/) });
  });

  it('reports the binary missing when path.txt names a file that is not there', () => {
    const status = electronBinaryStatus({ electronPackageDir: fakeElectronPackage({ pathTxt: 'electron' }), env: {} });
    expect(status).toMatchObject({ usable: false, reason: expect.stringMatching(/does not exist/) });
  });

  it('finds an installed binary', () => {
    const pkg = fakeElectronPackage({ pathTxt: 'electron', binary: true });
    expect(electronBinaryStatus({ electronPackageDir: pkg, env: {} })).toEqual({
      usable: true,
      path: join(pkg, 'dist', 'electron'),
    });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH and ELECTRON_EXEC_PATH like the electron package', () => {
    const pkg = fakeElectronPackage({ pathTxt: 'electron', binary: true });
    expect(electronBinaryStatus({ electronPackageDir: pkg, env: { ELECTRON_OVERRIDE_DIST_PATH: join(dir, 'nowhere') } }).usable).toBe(
      false,
    );
    expect(electronBinaryStatus({ electronPackageDir: pkg, env: { ELECTRON_OVERRIDE_DIST_PATH: join(pkg, 'dist') } }).usable).toBe(true);
    expect(electronBinaryStatus({ electronPackageDir: undefined, env: { ELECTRON_EXEC_PATH: join(pkg, 'dist', 'electron') } }).usable).toBe(
      true,
    );
  });

  it('reports a missing electron package', () => {
    expect(electronBinaryStatus({ electronPackageDir: undefined, env: {} })).toEqual({
      usable: false,
      reason: 'the electron package is not installed',
    });
  });

  it('agrees with the real node_modules/electron on this machine', () => {
    const pkg = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const status = electronBinaryStatus({ electronPackageDir: pkg, env: {} });
    const pathTxt = join(pkg, 'path.txt');
    const installed = existsSync(pathTxt) && existsSync(join(pkg, 'dist', readFileSync(pathTxt, 'utf8').trim()));
    expect(status.usable).toBe(installed);
  });
});

describe('planLaunch', () => {
  it('falls back to the browser with one clear line when the binary is missing', () => {
    const plan = planLaunch({ usable: false, reason: 'path.txt is missing' }, '/app', ['--port', '0']);
    expect(plan).toEqual({ mode: 'browser', notice: BROWSER_FALLBACK_NOTICE, reason: 'path.txt is missing' });
    expect(BROWSER_FALLBACK_NOTICE).toMatch(/Electron binary is not installed on this machine/);
    expect(BROWSER_FALLBACK_NOTICE).toMatch(/served in your browser instead/);
    expect(BROWSER_FALLBACK_NOTICE).not.toContain('\n');
  });

  it('runs Electron on the app folder with the user arguments when the binary is there', () => {
    expect(planLaunch({ usable: true, path: '/e/electron' }, '/app', ['--data-dir', '/d'])).toEqual({
      mode: 'electron',
      electronPath: '/e/electron',
      args: ['/app', '--data-dir', '/d'],
    });
    const asRoot = planLaunch({ usable: true, path: '/e/electron' }, '/app', [], { runningAsRoot: true });
    expect(asRoot).toMatchObject({ args: ['/app', '--no-sandbox'] });
  });
});

describe('studioUrl', () => {
  it('puts the token in the fragment', () => {
    expect(studioUrl('http://127.0.0.1:7717/', 'abc_123')).toBe('http://127.0.0.1:7717/#token=abc_123');
    expect(studioUrl('http://127.0.0.1:7717', 'a+b/c')).toBe('http://127.0.0.1:7717/#token=a%2Bb%2Fc');
  });
});

describe('start command without the Electron binary', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  let out = '';
  let err = '';
  let url = '';
  let dataDir = '';

  beforeAll(async () => {
    // The launcher serves the built studio: build it when missing or stale rather than skip.
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'timbre-launcher-run-'));
    const proc = spawn(process.execPath, [join(repo, 'src-main', 'launcher.ts'), '--data-dir', dataDir, '--port', '0'], {
      // Point the electron package at an empty folder, so the binary is missing even where it is installed.
      env: { ...process.env, ELECTRON_EXEC_PATH: '', ELECTRON_OVERRIDE_DIST_PATH: join(dataDir, 'no-electron-here') },
    });
    child = proc;
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (err += d));
    url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed; stdout: ${out} stderr: ${err}`)), 20_000);
      proc.stdout.on('data', () => {
        const match = /http:\/\/127\.0\.0\.1:\d+\/#token=\S+/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolveUrl(match[0]);
        }
      });
      proc.on('exit', (code) => reject(new Error(`exited ${code}; stdout: ${out} stderr: ${err}`)));
    });
  }, 90_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`says in one line why it serves the browser, then prints the studio URL`, () => {
    const lines = out.split('\n');
    expect(lines[0]).toBe(BROWSER_FALLBACK_NOTICE);
    expect(lines[1]).toContain(url);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[^&\s]{20,}$/);
  });

  it(`runs the service at that URL`, async () => {
    const res = await fetch(new URL('/api/v1/health', url));
    expect(res.status).toBe(200);
  });

  it(`serves the built studio at /`, async () => {
    const page = await fetch(new URL('/', url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it(`stops cleanly on SIGINT`, async () => {
    const proc = child!;
    const exit = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
    proc.kill('SIGINT');
    expect(await exit).toBe(0);
    await expect(fetch(new URL('/api/v1/health', url))).rejects.toThrow();
  });
});
