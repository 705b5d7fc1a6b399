#!/usr/bin/env bash
# The PostgreSQL tests (tests/support/postgres.ts) start a throwaway cluster with Debian's PostgreSQL server programs
# (initdb, pg_ctl, postgres). Installs them when missing and possible.
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null 2>&1; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "PostgreSQL is missing: installing Debian's postgresql package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  exit 0
fi
echo "PostgreSQL is needed for the PostgreSQL tests and is not installed." >&2
echo "Install it with: sudo apt-get install postgresql" >&2
exit 1
