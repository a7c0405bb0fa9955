#!/bin/sh
# Installs the npm dependencies when node_modules is missing or older than the lockfile.
# npm itself runs on the system Node; every script then runs on the Node 22 that the
# `node` devDependency puts at node_modules/.bin/node.
set -eu
stamp=node_modules/.package-lock.json
if [ ! -x node_modules/.bin/node ] || [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "Installing npm dependencies…"
  npm ci --no-audit --no-fund --loglevel=error
fi
# keytar is optional and is dropped when libsecret was missing at install time; build it
# now that scripts/system-deps.sh has installed libsecret.
if ! node_modules/.bin/node -e "require('keytar')" >/dev/null 2>&1; then
  if pkg-config --exists libsecret-1 2>/dev/null; then
    echo "Building keytar against libsecret…"
    npm rebuild keytar --loglevel=error >/dev/null 2>&1 || npm install --no-save --no-audit --no-fund --loglevel=error keytar@7.9.0 >/dev/null 2>&1 || true
  fi
fi
