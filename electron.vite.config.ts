// Builds the desktop app: main (Electron main + the embedded service) → out/main,
// preload → out/preload (index.mjs, as package.json is "type": "module"), and the
// studio → out/renderer, which the service also serves to browsers.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { bundleTsWorkerUrls, RUNTIME_MODULES } from './scripts/bundle-plugins.ts';

const root = import.meta.dirname;

const runtimeModules = [...RUNTIME_MODULES];

export default defineConfig({
  main: {
    plugins: [bundleTsWorkerUrls()],
    build: {
      outDir: resolve(root, 'out/main'),
      externalizeDeps: { include: runtimeModules },
      lib: { entry: { index: resolve(root, 'src-main/index.ts') } },
    },
  },
  preload: {
    build: {
      // Emitted as index.mjs ("type": "module"); src-main/index.ts loads that name.
      outDir: resolve(root, 'out/preload'),
      lib: { entry: { index: resolve(root, 'src-main/preload.ts') } },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // Also served to browsers by the service, so ship it minified.
      minify: true,
      rolldownOptions: { input: resolve(root, 'src-renderer/index.html') },
    },
  },
});
