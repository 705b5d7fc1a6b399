#!/usr/bin/env bash
# Browser tests use Debian's Chromium (browser downloads are impossible here). Installs it when missing and possible.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium is needed for the browser tests and is not at $CHROME." >&2
echo "Install it with: sudo apt-get install chromium   (or set CHROME_PATH to a Chromium/Chrome binary)" >&2
exit 1
