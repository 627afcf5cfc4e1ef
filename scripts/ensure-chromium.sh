#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium. A fresh machine may not have it, or may have the
# browser without the fonts the journeys were laid out with (fonts-noto-core; without it Chromium
# falls back to DejaVu Sans, whose wider glyphs change where text wraps). Each package is ensured
# on its own, with apt (the machines here run as root and reach Debian's package mirror). Idempotent.
set -euo pipefail
missing=()
for pkg in chromium fonts-noto-core; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
if [ ${#missing[@]} -eq 0 ] && [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing ${missing[*]:-chromium} for the browser tests…" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]:-chromium}" >/dev/null
/usr/bin/chromium --version
