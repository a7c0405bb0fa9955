// Lint for the whole tree. The layering (who may import whom, and no import cycles) is
// dependency-cruiser's: .dependency-cruiser.cjs, run by `npm run lint`.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  },
);
