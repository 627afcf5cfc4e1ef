#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium. A fresh machine may not have it: install it with
# apt (the machines here run as root and reach Debian's package mirror). Idempotent.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's Chromium for the browser tests…" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
/usr/bin/chromium --version
