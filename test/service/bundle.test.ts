// The CLI users run is the bundle (dist/cli.js, scripts/build-service.ts), not the sources the
// rest of the suite runs: this checks that the bundle starts, finds the built studio from its
// own folder, loads its lazy parts (MCP, the OpenAPI document) and starts its worker threads.
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService, serviceBundleStale, SERVICE_BUNDLE } from '../../scripts/build-service.ts';
import { api, spawnService, type ChildService } from '../helpers/child-service.ts';
import { runNode } from '../helpers/cli-run.ts';
import { tempDir } from '../helpers/service.ts';
import { ensureBuilt, ROOT } from '../helpers/studio-build.ts';

const DIST = join(ROOT, 'dist');
const children: ChildService[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) c.proc.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

beforeAll(async () => {
  // `npm test` builds it before the tests; this covers a run of this file alone after an edit.
  if (serviceBundleStale()) await buildService();
}, 120_000);

/** Every `.js` file of the bundle, walked. */
function bundleFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? bundleFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

describe('the service bundle (dist/cli.js)', () => {
  it('points every worker URL at a file it holds, and loads no TypeScript', () => {
    const urls: string[] = [];
    for (const file of bundleFiles()) {
      const code = readFileSync(file, 'utf8');
      // (Whichever quotes the minifier chose.)
      expect(code, file).not.toMatch(/new URL\(\s*["'`][^"'`]+\.ts["'`]/);
      for (const m of code.matchAll(/new URL\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*,\s*import\.meta\.url\s*\)/g)) {
        urls.push(m[1]);
        expect(existsSync(join(file, '..', m[1])), `${m[1]} from ${file}`).toBe(true);
      }
    }
    // espeak-ng and flite synthesis, voice measuring, WAL checkpoints, backups.
    expect(urls.map((u) => u.split('/').pop()).sort()).toEqual(
      expect.arrayContaining([
        'backup-worker.js',
        'checkpoint-worker.js',
        'espeak-worker.js',
        'flite-worker.js',
        'voice-measure-worker.js',
      ]),
    );
  });

  it(
    'serves: the studio found from dist/, health, OpenAPI, MCP, and a speech task synthesized by its worker',
    { timeout: 300_000 },
    async () => {
      ensureBuilt();
      const dataDir = tempDir('timbre-bundle-');
      dirs.push(dataDir);
      const c = await spawnService(dataDir, {}, 60_000, 'dist/cli.js');
      children.push(c);
      while (!/studio:.*\n/.test(c.output())) await new Promise((r) => c.proc.stdout!.once('data', r));
      expect(c.output()).toContain(`${c.url}/#token=${c.token}`);
      expect(await (await fetch(`${c.url}/`)).text()).toMatch(/<div id="root">|<script/);
      expect((await api(c.url, c.token, '/api/v1/health')).status).toBe(200);
      const openapi = await api(c.url, c.token, '/api/v1/openapi.json');
      expect(openapi.body.paths['/api/v1/health']).toBeDefined();

      const key = (await api(c.url, c.token, '/api/v1/api-keys', { label: 'bundle' })).body.key as string;
      const mcp = await fetch(`${c.url}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bundle-test', version: '0' } },
        }),
      });
      expect(mcp.status).toBe(200);
      expect(await mcp.text()).toContain('"serverInfo"');

      const sub = await api(c.url, key, '/api/v1/tools/generate-tts/execute', { text: 'Built and bundled.', voiceId: 'alpha-cherry' });
      const done = await api(c.url, key, '/api/v1/tools/wait-for-task/execute', { taskId: sub.body.data.taskId, timeoutSeconds: 120 });
      expect(done.body.data.status).toBe('COMPLETED');
      expect(done.body.data.output.assetIds).toHaveLength(1);
    },
  );

  it('runs the database commands: a backup, then the list', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('timbre-bundle-db-');
    dirs.push(dataDir);
    const c = await spawnService(dataDir, {}, 60_000, 'dist/cli.js');
    children.push(c);
    const backup = await runNode('dist/cli.js', ['backup', '--data-dir', dataDir]);
    expect(backup.code, backup.output).toBe(0);
    const list = await runNode('dist/cli.js', ['backups', '--data-dir', dataDir]);
    expect(list.code, list.output).toBe(0);
    expect(list.output).toMatch(/timbre-.*\.db/);
  });

  it('is what npm run timbre runs', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.timbre).toContain('dist/cli.js');
    expect(SERVICE_BUNDLE).toBe(join(DIST, 'cli.js'));
  });
});
