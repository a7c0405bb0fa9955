import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bootService, type StartService } from '../../src-main/boot.ts';

/**
 * A stand-in for the service's startService that listens on a real loopback socket, so
 * boot is tested against a real server. The real service is exercised by test/service.
 */
function loopbackStartService(calls: unknown[], closes: { count: number }): StartService {
  return async (config) => {
    calls.push(config);
    const server: Server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(config.port ?? 0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/`,
      port,
      dataDir: config.dataDir,
      sessionToken: 'session-token-1',
      close: async () => {
        closes.count++;
        await new Promise<void>((r, j) => server.close((e) => (e ? j(e) : r())));
      },
    };
  };
}

describe('bootService', () => {
  it('starts the service and hands back its URL, token and a close', async () => {
    const calls: unknown[] = [];
    const closes = { count: 0 };
    const booted = await bootService({
      dataDir: '/tmp/timbre-data',
      port: 0,
      startService: loopbackStartService(calls, closes),
      staticDir: '/app/out/renderer',
      version: '0.1.0',
    });
    expect(booted.serviceUrl).toBe(`http://127.0.0.1:${booted.port}`);
    expect(booted.sessionToken).toBe('session-token-1');
    expect(await (await fetch(booted.serviceUrl)).text()).toBe('ok');
    expect(calls).toEqual([{ dataDir: '/tmp/timbre-data', port: 0, strictPort: false, staticDir: '/app/out/renderer', version: '0.1.0' }]);

    await Promise.all([booted.close(), booted.close()]);
    await booted.close();
    expect(closes.count).toBe(1);
    await expect(fetch(booted.serviceUrl)).rejects.toThrow();
  });

  it('makes a port the user named strict, and leaves the default free to move', async () => {
    const calls: Array<{ strictPort?: boolean; port?: number }> = [];
    const record: StartService = async (config) => {
      calls.push(config);
      return { url: 'http://127.0.0.1:1', port: 1, dataDir: config.dataDir, sessionToken: 't', close: async () => {} };
    };
    await bootService({ dataDir: '/d', port: 9123, startService: record });
    await bootService({ dataDir: '/d', port: undefined, startService: record });
    expect(calls.map((c) => [c.port, c.strictPort])).toEqual([
      [9123, true],
      [undefined, false],
    ]);
  });

  it('passes a start failure through unchanged', async () => {
    const failing: StartService = async () => {
      throw new Error('port 7717 is in use');
    };
    await expect(bootService({ dataDir: '/d', port: 7717, startService: failing })).rejects.toThrow('port 7717 is in use');
  });
});

describe('bootService with the real service', () => {
  it('starts it on loopback, answers health, and closes it', async () => {
    const { startService } = await import('../../src-service/index.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'timbre-boot-'));
    try {
      const booted = await bootService({ dataDir, port: 0, startService, version: '0.0.0-test' });
      try {
        expect(booted.serviceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(booted.sessionToken.length).toBeGreaterThanOrEqual(32);
        const health = await fetch(`${booted.serviceUrl}/api/v1/health`);
        expect(health.status).toBe(200);
        expect(existsSync(join(dataDir, 'timbre.db'))).toBe(true);
      } finally {
        await booted.close();
      }
      await expect(fetch(`${booted.serviceUrl}/api/v1/health`)).rejects.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('bootService on a data folder another service holds', () => {
  it('uses the running service (its URL and token) instead of starting a second one, and does not stop it', async () => {
    const { startService } = await import('../../src-service/index.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'timbre-boot-held-'));
    const first = await startService({ dataDir, port: 0, version: '0.0.0-test' });
    try {
      const booted = await bootService({ dataDir, port: 0, startService, version: '0.0.0-test' });
      expect(booted.attachedTo).toEqual({ pid: process.pid });
      expect(booted.serviceUrl).toBe(first.url);
      expect(booted.sessionToken).toBe(first.sessionToken);
      await booted.close();
      // The shell did not own it: the first service still answers.
      expect((await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('passes the refusal through when the holder is not a service (a restore in progress)', async () => {
    const { claimDataDir, DataDirInUseError } = await import('../../src-service/instance/claim.ts');
    const { startService } = await import('../../src-service/index.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'timbre-boot-restore-'));
    const claim = claimDataDir(dataDir, { command: 'restore', version: '0.0.0-test' });
    try {
      const boot = bootService({ dataDir, port: 0, startService, attachTimeoutMs: 1000 });
      await expect(boot).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(boot).rejects.toThrow(/in use by a Timbre restore command \(pid \d+\)/);
    } finally {
      claim.release({ clean: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
