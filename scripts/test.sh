#!/usr/bin/env bash
# `npm test`: everything a user's trust depends on: lint, type-check, layers, unit and server tests, then browser tests.
# Every stage runs even when an earlier one fails; the last line totals them all ("N passed, N failed"), and the exit
# code is non-zero when anything failed. Lint, type-check and layers count as one check each.
set -uo pipefail
cd "$(dirname "$0")/.."

results="$(mktemp -d "${TMPDIR:-/tmp}/site-test-XXXXXX")"
trap 'rm -rf "$results"' EXIT

# A check that is not a test runner: its outcome is one pass or one fail.
check() {
  local name=$1
  shift
  if "$@"; then echo passed > "$results/$name.check"; else echo failed > "$results/$name.check"; fi
}

# A Vitest run: its counts come from the JSON reporter; its exit code catches failures outside tests (setup, build).
tests() {
  local name=$1
  shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$results/$name.json"
  echo $? > "$results/$name.exit"
}

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
echo "== lint (the manifest check)"
check lint npm run --silent lint
echo "== type-check (generated schema and types current, tsc strict)"
check typecheck npm run --silent typecheck
echo "== layers (no import runs up: schema → model → ui → blocks → renderer → server, scripts)"
check layers npm run --silent layers
echo "== unit and server tests"
tests unit
echo "== browser tests (real build, real server, Chromium)"
tests browser --config vitest.e2e.config.ts
echo "== editor tests (npm run edit, driven in Chromium; one real build of the edited manifest)"
tests editor --config vitest.editor.config.ts

node --import tsx scripts/test-totals.ts "$results" lint typecheck layers unit browser editor
