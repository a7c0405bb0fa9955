/**
 * Builds the headless service's CLI into one bundle, dist/cli.js (plus its lazily loaded
 * chunks and worker files), so `timbre serve` loads a few JavaScript files instead of
 * ~1,300 TypeScript and library modules one by one through Node's type stripping: start-up
 * is several times faster and the idle process smaller (BENCHMARKS.md, "Resource use").
 * dist/cli.js sits one folder below the repository root, as src-service/cli.ts does, so the
 * paths the CLI finds from its own location (the built studio in out/renderer) are the same.
 *
 * Run: node scripts/build-service.ts [--if-stale]
 *   --if-stale  build only when a source (src-service/, resources/, package.json, the lock
 *               file) is newer than dist/cli.js; what npm run serve / npm run timbre do.
 * Running from the sources (node src-service/cli.ts) still works, for development and tests.
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'rolldown';
import { builtinsWithoutFacade, bundleTsWorkerUrls, RUNTIME_MODULES } from './bundle-plugins.ts';

const ROOT = join(import.meta.dirname, '..');
export const SERVICE_BUNDLE = join(ROOT, 'dist', 'cli.js');
const SOURCES = ['src-service', 'resources', 'package.json', 'package-lock.json', 'scripts/bundle-plugins.ts', 'scripts/build-service.ts'];

/** Newest modification time under `path` (a file or a folder, walked), 0 when missing. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(path, { withFileTypes: true })) max = Math.max(max, newest(join(path, e.name)));
  return max;
}

/** True when dist/cli.js is missing or older than a source it is built from. */
export function serviceBundleStale(): boolean {
  if (!existsSync(SERVICE_BUNDLE)) return true;
  const built = statSync(SERVICE_BUNDLE).mtimeMs;
  return SOURCES.some((s) => newest(join(ROOT, s)) > built);
}

/**
 * `charset: 'ascii'` escapes every character it may; what is left is in the libraries' license
 * comments (kept), spelled here as `\\uXXXX` text, so the whole file stays one byte a character.
 */
function asciiLicenseComments(): Plugin {
  return {
    name: 'timbre:ascii-license-comments',
    renderChunk(code) {
      if (!/[^\t\n\r\x20-\x7e]/.test(code)) return null;
      return code.replace(/\/\*![\s\S]*?\*\//g, (comment) =>
        comment.replace(/[^\t\n\r\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      );
    },
  };
}

/** Builds into a fresh folder, then swaps it in, so a process running the old bundle keeps whole files. */
export async function buildService(): Promise<void> {
  const dist = join(ROOT, 'dist');
  const fresh = `${dist}.building-${process.pid}`;
  const old = `${dist}.old-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  // Loaded here, not at the top: a check that finds the bundle current stays quick.
  const { build } = await import('rolldown');
  const runtime = new Set<string>(RUNTIME_MODULES);
  await build({
    input: { cli: join(ROOT, 'src-service', 'cli.ts') },
    platform: 'node',
    // Native addons and packages that find files beside themselves load from node_modules.
    // (Builtins are external too, but for those builtinsWithoutFacade hands over first.)
    external: (id) =>
      (id.startsWith('node:') && !/^node:https?$/.test(id)) || runtime.has(id) || [...runtime].some((m) => id.startsWith(`${m}/`)),
    plugins: [builtinsWithoutFacade(), bundleTsWorkerUrls(), asciiLicenseComments()],
    logLevel: 'warn',
    output: {
      dir: fresh,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // V8's compiled code of the bundle is kept in dist/.compile-cache (Node's module compile
      // cache): from the second start on, the service's code is not compiled again. It goes
      // with the bundle (a rebuild starts it afresh); Node skips it quietly where it cannot write.
      banner: (chunk) =>
        chunk.isEntry && chunk.name === 'cli'
          ? "import { enableCompileCache as __enableCompileCache } from 'node:module';\n" +
            "__enableCompileCache?.(new URL('.compile-cache', import.meta.url).pathname);"
          : '',
      // Less for V8 to read at start; names stay as written (stack traces, plugin names).
      minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
      comments: { legal: true, annotation: false, jsdoc: false },
      // V8 keeps each module's source as a string: all-ASCII, one byte a character, not two.
      charset: 'ascii',
    },
  });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(fresh, dist);
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] === import.meta.filename) {
  if (!process.argv.includes('--if-stale') || serviceBundleStale()) await buildService();
}
