#!/bin/sh
# Runs a command with a private D-Bus session and an unlocked gnome-keyring, so keytar
# talks to a real Secret Service. HOME is a throwaway folder: the first unlock creates
# the keyring file, and a later run with another password would find it locked.
set -eu
if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  echo "with-keyring: dbus-run-session or gnome-keyring-daemon is missing; run scripts/system-deps.sh" >&2
  exit 1
fi
KEYRING_HOME=$(mktemp -d "${TMPDIR:-/tmp}/timbre-keyring.XXXXXX")
export KEYRING_HOME
exec dbus-run-session -- sh -c '
  export HOME="$KEYRING_HOME" XDG_DATA_HOME="$KEYRING_HOME/.local/share"
  mkdir -p "$XDG_DATA_HOME"
  printf "%s" "${KEYRING_PASSWORD:-test-password}" | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1
  exec "$@"' sh "$@"
