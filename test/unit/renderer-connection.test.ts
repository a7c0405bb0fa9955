import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { TimbreBridge } from '../../src-main/bridge-types.ts';
import { readTokenFromHash, resolveConnection, type ConnectionEnv } from '../../src-renderer/connection.ts';
import { describeHealth } from '../../src-renderer/store/connection-slice.ts';
import { createStudioStore } from '../../src-renderer/studio-store.ts';

/** A browser-like location/history/sessionStorage with just the parts the lookup uses. */
function browserEnv(href: string) {
  const url = new URL(href);
  const replaced: string[] = [];
  const stored = new Map<string, string>();
  const env: ConnectionEnv = {
    location: { hash: url.hash, origin: url.origin, pathname: url.pathname, search: url.search },
    history: { state: null, replaceState: (_s, _t, next) => void replaced.push(String(next)) },
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
  };
  return { env, replaced, stored };
}

describe('resolveConnection', () => {
  it('uses the desktop bridge when there is one', async () => {
    const bridge: TimbreBridge = {
      isDesktop: true,
      getConnection: async () => ({ serviceUrl: 'http://127.0.0.1:7717', sessionToken: 'from-main' }),
      saveFile: async () => ({ saved: false }),
    };
    const { env, replaced } = browserEnv('http://127.0.0.1:7717/#token=ignored');
    expect(await resolveConnection({ ...env, bridge })).toEqual({
      serviceUrl: 'http://127.0.0.1:7717',
      sessionToken: 'from-main',
      source: 'desktop',
    });
    expect(replaced).toEqual([]);
  });

  it('takes the token from the fragment, then removes it from the address bar', async () => {
    const { env, replaced } = browserEnv('http://127.0.0.1:7717/studio?x=1#token=tok_abc');
    expect(await resolveConnection(env)).toEqual({
      serviceUrl: 'http://127.0.0.1:7717',
      sessionToken: 'tok_abc',
      source: 'url',
    });
    expect(replaced).toEqual(['/studio?x=1']);
  });

  it('keeps the screen a link names when it removes the token', async () => {
    const { env, replaced } = browserEnv('http://127.0.0.1:7717/#token=tok_abc&screen=library');
    expect((await resolveConnection(env)).sessionToken).toBe('tok_abc');
    expect(replaced).toEqual(['/#/library']);
  });

  it('keeps the session across a reload of the same tab', async () => {
    const first = browserEnv('http://127.0.0.1:7717/#token=tok_abc');
    await resolveConnection(first.env);
    const reloaded = browserEnv('http://127.0.0.1:7717/');
    reloaded.env.storage = first.env.storage;
    expect(await resolveConnection(reloaded.env)).toMatchObject({ sessionToken: 'tok_abc', source: 'tab' });
  });

  it('reports a missing token instead of failing', async () => {
    expect(await resolveConnection(browserEnv('http://127.0.0.1:7717/').env)).toEqual({
      serviceUrl: 'http://127.0.0.1:7717',
      sessionToken: null,
      source: 'none',
    });
    expect(readTokenFromHash('#token=')).toBeNull();
    expect(readTokenFromHash('#other=1&token=a%2Bb')).toBe('a+b');
  });
});

describe('studio store', () => {
  it('shows the health a real server answers, with the session token attached', async () => {
    let seenAuth: string | undefined;
    const server = createServer((req, res) => {
      seenAuth = req.headers.authorization;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { status: 'ok', version: '0.1.0', secretStore: 'file' } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const store = createStudioStore({
        resolveConnection: async () => ({ serviceUrl, sessionToken: 'tok', source: 'url' }),
        fetch,
      });
      await store.getState().connect();
      expect(store.getState().health).toEqual({
        kind: 'ok',
        status: 'ok',
        details: [
          ['version', '0.1.0'],
          ['secretStore', 'file'],
        ],
      });
      expect(seenAuth).toBe('Bearer tok');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('shows an API error message, and a clear line when nothing answers', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'unavailable', message: 'Database is migrating' } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const store = createStudioStore({
      resolveConnection: async () => ({ serviceUrl, sessionToken: null, source: 'none' }),
      fetch,
    });
    await store.getState().connect();
    expect(store.getState().health).toEqual({ kind: 'error', message: 'Database is migrating' });
    await new Promise((r) => server.close(r));
    await store.getState().refreshHealth();
    expect(store.getState().health).toMatchObject({ kind: 'error', message: expect.stringMatching(/did not answer/) });
  });

  it('accepts a bare health body too', () => {
    expect(describeHealth({ status: 'degraded', uptime: 5 })).toEqual({
      kind: 'ok',
      status: 'degraded',
      details: [['uptime', '5']],
    });
  });
});
