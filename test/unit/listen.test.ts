import { createServer, type Server } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../src-service/http/listen.ts';
import { configFromArgs } from '../../src-service/config/service-config.ts';
import { laneLimits } from '../../src-service/tasks/lanes.ts';

const open: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen({ host: '127.0.0.1', port: 0 }, () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

describe('port choice', () => {
  it('moves to the next free port when the default is taken', async () => {
    const { server, port } = await occupy();
    open.push({ close: () => new Promise((r) => server.close(r)) });
    const app = Fastify();
    open.push(app);
    const got = await listen(app, port, { fallback: true });
    expect(got).toBeGreaterThan(port);
    expect(got).toBeLessThanOrEqual(port + 20);
    expect(app.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('an explicit port that is taken fails with a clear message', async () => {
    const { server, port } = await occupy();
    open.push({ close: () => new Promise((r) => server.close(r)) });
    const app = Fastify();
    open.push(app);
    await expect(listen(app, port, { fallback: false })).rejects.toThrow(
      `Port ${port} is already in use; choose another with --port (0 picks any free port)`,
    );
  });

  it('flags beat the environment; an explicit port is strict; 0 means any', () => {
    expect(configFromArgs(['--data-dir', '/a', '--port', '8000'], { TIMBRE_DATA_DIR: '/b', TIMBRE_PORT: '9000' })).toMatchObject({
      dataDir: '/a',
      port: 8000,
      strictPort: true,
    });
    expect(configFromArgs([], { TIMBRE_DATA_DIR: '/b', TIMBRE_PORT: '9000' })).toMatchObject({
      dataDir: '/b',
      port: 9000,
      strictPort: true,
    });
    expect(configFromArgs(['--port=0'], { HOME: '/h' })).toMatchObject({ port: 0, strictPort: false });
    expect(configFromArgs([], { XDG_DATA_HOME: '/x' })).toMatchObject({ dataDir: '/x/timbre', port: undefined, strictPort: false });
    expect(() => configFromArgs(['--port', 'abc'], {})).toThrow(/--port must be an integer/);
  });

  it('lane bounds come from TIMBRE_CONCURRENCY and TIMBRE_LIVE_CONCURRENCY: unset leaves the defaults, 0 pauses, junk is refused', () => {
    expect(laneLimits(configFromArgs([], { HOME: '/h' }))).toEqual({ local: 2, alpha: 4, beta: 4, video: 4 });
    expect(laneLimits(configFromArgs([], { TIMBRE_CONCURRENCY: '0', TIMBRE_LIVE_CONCURRENCY: '6' }))).toEqual({
      local: 0,
      alpha: 6,
      beta: 6,
      video: 6,
    });
    expect(() => configFromArgs([], { TIMBRE_CONCURRENCY: '-1' })).toThrow(
      /TIMBRE_CONCURRENCY must be a whole number of tasks, 0 or more \(got "-1"\)/,
    );
    expect(() => configFromArgs([], { TIMBRE_LIVE_CONCURRENCY: '2.5' })).toThrow(/TIMBRE_LIVE_CONCURRENCY must be a whole number/);
  });
});
