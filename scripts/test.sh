#!/bin/sh
# The whole test suite, from a fresh clone: system packages, npm packages, typecheck, lint,
# the build, then every test under a real keychain.
set -eu
cd "$(dirname "$0")/.."
sh scripts/system-deps.sh test
sh scripts/npm-deps.sh
PATH="$PWD/node_modules/.bin:$PATH"
export PATH
echo "Typecheck…"
tsc -p tsconfig.json --noEmit
tsc -p src-renderer/tsconfig.json --noEmit
echo "Lint (eslint, prettier)…"
npm run --silent lint
echo "Build (electron-vite)…"
electron-vite build >/dev/null
echo "Build (the service's bundle, dist/cli.js)…"
node scripts/build-service.ts
echo "Tests…"
exec sh scripts/with-keyring.sh vitest run "$@"
