#!/usr/bin/env bash
# The nginx test (tests/e2e/nginx.test.ts) runs Debian's nginx with the configuration `npm run deploy -- nginx` prints.
# Installs it when missing and possible.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "nginx is missing: installing Debian's nginx-light package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
  exit 0
fi
echo "nginx is needed for the nginx test and is not installed." >&2
echo "Install it with: sudo apt-get install nginx-light" >&2
exit 1
