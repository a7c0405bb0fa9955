#!/bin/sh
# Starts Timbre with its embedded defaults: the desktop app when Electron's binary is
# available, otherwise the same studio served in the browser by the headless service.
set -eu
cd "$(dirname "$0")/.."
sh scripts/system-deps.sh runtime
sh scripts/npm-deps.sh
PATH="$PWD/node_modules/.bin:$PATH"
export PATH
[ -f out/renderer/index.html ] && [ ! src-renderer -nt out/renderer/index.html ] || electron-vite build >/dev/null
exec node src-main/launcher.ts "$@"
