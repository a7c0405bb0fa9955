// Lint for the whole tree. The import rules mirror test/unit/layering.test.ts (which also
// catches cycles between the service's folders, something no per-file rule can see):
// - the renderer imports only itself, the service's contract and the generated client;
// - the service never imports electron, the main process or the renderer;
// - inside the service, dependencies point one way: entry points (service.ts, cli.ts,
//   index.ts) → transports (http/, mcp/) → tools/ → everything else; none point back.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ENTRY_POINTS = ['**/service.ts', '**/cli.ts', '**/src-service/index.ts'];
const TRANSPORTS = ['**/http/**', '**/mcp/**'];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const upward = (what, group) => ({
  group,
  message: `${what}: dependencies inside the service point one way (entry points → http/mcp → tools → the rest).`,
});

/**
 * The service's folders below tools/ (tasks, ledger, assets, voices, narration, media, storage…):
 * every folder but the transports, tools/ and the contract (which has stricter rules of its own),
 * read from the tree so a new folder is covered the day it appears.
 */
const BELOW_TOOLS = readdirSync(new URL('./src-service/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['http', 'mcp', 'tools', 'contract'].includes(d.name))
  .map((d) => d.name);

/** What no file of the service may import (later blocks restate it: a block's rule replaces an earlier one's). */
const OUTSIDE_SERVICE = {
  group: ['electron', 'electron/*', '**/src-main/**', '**/src-renderer/**'],
  message: 'The service runs without Electron and knows nothing of the main process or the studio.',
};

export default defineConfig(
  {
    ignores: [
      '.scratch/**',
      'out/**',
      'dist/**',
      'dist.*/**',
      'node_modules/**',
      'src-renderer/api/schema.d.ts',
      'test/e2e/fixtures/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter a signature requires).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Empty catch blocks carry a comment saying why the error is dropped.
      'no-empty': ['error', { allowEmptyCatch: false }],
      // A `let` declared early on purpose, because a closure defined before its assignment reads it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests and benchmarks read JSON answers of every shape; the contract test checks those
    // shapes against openapi.json, so typing each probe again would be a second copy.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict([
      {
        group: ['electron', 'electron/*', 'node:*'],
        message: 'The renderer runs in a browser page: no electron or Node built-ins (the preload bridge is the way out).',
      },
      {
        regex: 'src-service/(?!contract/)',
        message: "The renderer imports only the service's contract (src-service/contract) and the generated client.",
      },
      { regex: 'src-main/(?!bridge-types)', message: 'The renderer imports only the bridge types from src-main.' },
    ]),
  },
  {
    files: ['src-service/**/*.ts'],
    rules: restrict([OUTSIDE_SERVICE]),
  },
  {
    files: ['src-service/contract/**/*.ts'],
    rules: restrict([
      {
        regex: '^\\.\\./',
        message: 'The contract is self-contained (the renderer bundles it): it imports only itself and @sinclair/typebox.',
      },
      { group: ['node:*', 'electron'], message: 'The contract is pure: no Node built-ins.' },
    ]),
  },
  {
    files: ['src-service/tools/**/*.ts'],
    rules: restrict([OUTSIDE_SERVICE, upward('tools/ imports no transport or entry point', [...TRANSPORTS, ...ENTRY_POINTS])]),
  },
  {
    files: BELOW_TOOLS.map((d) => `src-service/${d}/**/*.ts`),
    rules: restrict([
      OUTSIDE_SERVICE,
      upward('below tools/ nothing imports tools, a transport or an entry point', ['**/tools/**', ...TRANSPORTS, ...ENTRY_POINTS]),
    ]),
  },
);
