#!/bin/sh
# Makes sure the system packages Timbre needs exist: ffmpeg (media), chromium (browser
# tests), gnome-keyring + dbus (a real keychain in tests), libsecret (building keytar),
# xvfb (screenshots of real windows), fonts (ffmpeg drawtext).
# Installs them when it can (root on Debian/Ubuntu); otherwise prints the exact command.
# Usage: scripts/system-deps.sh [runtime|test]
set -eu
need="${1:-test}"

PKGS_RUNTIME="ffmpeg fonts-dejavu-core libsecret-1-dev"
PKGS_TEST="$PKGS_RUNTIME chromium gnome-keyring dbus dbus-user-session libsecret-tools xvfb xauth unzip"

missing=""
have() { command -v "$1" >/dev/null 2>&1; }
check_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

if have dpkg-query; then
  pkgs=$PKGS_RUNTIME
  [ "$need" = test ] && pkgs=$PKGS_TEST
  for p in $pkgs; do check_pkg "$p" || missing="$missing $p"; done
else
  # Not Debian: check the commands only and tell the user what is missing.
  for c in ffmpeg ffprobe; do have "$c" || missing="$missing $c"; done
  if [ "$need" = test ]; then
    for c in chromium gnome-keyring-daemon dbus-run-session unzip; do have "$c" || missing="$missing $c"; done
  fi
fi

[ -z "$missing" ] && exit 0

if have apt-get && [ "$(id -u)" = 0 ]; then
  echo "Installing system packages:$missing"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  exit 0
fi

echo "Timbre needs these system packages:$missing" >&2
if have apt-get; then
  echo "Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends$missing" >&2
else
  echo "Install them with your system's package manager (ffmpeg, chromium, gnome-keyring, dbus, libsecret)." >&2
fi
exit 1
