import { afterAll, describe, expect, it } from 'vitest';
import { spawnService, type ChildService } from '../helpers/child-service.ts';
import { tempDir } from '../helpers/service.ts';
import { ensureBuilt } from '../helpers/studio-build.ts';
import { rmSync } from 'node:fs';

const children: ChildService[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) c.proc.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function serve(env: Record<string, string> = {}): Promise<ChildService> {
  const dataDir = tempDir('timbre-serve-');
  dirs.push(dataDir);
  const child = await spawnService(dataDir, env);
  children.push(child);
  // The banner is one write; wait for its last line.
  while (!/studio:.*\n/.test(child.output())) await new Promise((r) => child.proc.stdout!.once('data', r));
  return child;
}

/** Every URL the banner prints. */
const printedUrls = (out: string) => [...out.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe('npm run serve (first run)', () => {
  it('serves the built studio at / and prints only URLs that answer', { timeout: 300_000 }, async () => {
    ensureBuilt();
    const child = await serve();
    const urls = printedUrls(child.output());
    expect(urls).toContain(`${child.url}/#token=${child.token}`);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status, url).toBeGreaterThanOrEqual(200);
      expect(res.status, url).toBeLessThan(300);
      expect(res.headers.get('content-type'), url).toMatch(/^(text\/html|application\/json)/);
    }
    const page = await (await fetch(`${child.url}/`)).text();
    expect(page).toMatch(/<div id="root">|<script/);
    // The API is unchanged: an unknown API path is still a JSON 404.
    const missing = await fetch(`${child.url}/api/v1/nothing-here`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as any).error.code).toBe('not_found');
    const health = await fetch(`${child.url}/api/v1/health`);
    expect(health.status).toBe(200);
  });

  it('without a built studio it prints how to get one, and no studio URL', { timeout: 60_000 }, async () => {
    const empty = tempDir('timbre-no-studio-');
    dirs.push(empty);
    const child = await serve({ TIMBRE_STUDIO_DIR: empty });
    const out = child.output();
    expect(out).toMatch(/studio: +not built; run `npx electron-vite build`/);
    expect(out).not.toContain('#token=');
    for (const url of printedUrls(out)) expect((await fetch(url)).status, url).toBe(200);
    const root = (await (await fetch(`${child.url}/`)).json()) as any;
    expect(root).toMatchObject({ service: 'timbre', openapi: '/api/v1/openapi.json' });
    expect(root.studio).toMatch(/not built/);
  });
});
