#!/bin/sh
# The headless service: installs what is missing on first use, then runs `serve`.
set -eu
cd "$(dirname "$0")/.."
sh scripts/system-deps.sh runtime
sh scripts/npm-deps.sh
# The studio the service serves at /: built once, when missing (about a minute).
if [ -z "${TIMBRE_STUDIO_DIR:-}" ] && [ ! -f out/renderer/index.html ]; then
  echo "Building the studio (first run)…"
  node_modules/.bin/electron-vite build >/dev/null || echo "The studio could not be built; the API still runs." >&2
fi
# The service runs from its bundle (dist/cli.js), rebuilt when a source is newer (a few seconds).
node_modules/.bin/node scripts/build-service.ts --if-stale
exec node_modules/.bin/node dist/cli.js serve "$@"
