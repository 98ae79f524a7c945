#!/usr/bin/env bash
# The browser tier drives Debian's Chromium (playwright cannot download a browser here).
# Installs it when missing and we are allowed to; otherwise says how.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium. Install it (sudo apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
