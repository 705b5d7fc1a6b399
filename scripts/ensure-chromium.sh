#!/usr/bin/env bash
# Browser tests use Debian's Chromium (browser downloads are impossible here): its headless shell, the same release
# built for automation (scripts/chromium.ts), and /usr/bin/chromium, which Lighthouse in `npm run bench` measures.
# Installs what is missing when it can; the tests need only one of the two.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ -n "${CHROME_PATH:-}" ] || [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's ${missing[*]}…"
  apt-get update -qq
  if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; then exit 0; fi
fi
if [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Chromium is needed for the browser tests and is not installed." >&2
echo "Install it with: sudo apt-get install chromium chromium-headless-shell   (or set CHROME_PATH to a Chromium/Chrome binary)" >&2
exit 1
