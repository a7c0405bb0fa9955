#!/bin/sh
# The headless service: installs what is missing on first use, then runs `serve`.
set -eu
cd "$(dirname "$0")/.."
sh scripts/system-deps.sh runtime
sh scripts/npm-deps.sh
exec node_modules/.bin/node src-service/cli.ts serve "$@"
