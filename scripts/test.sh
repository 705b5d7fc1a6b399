#!/usr/bin/env bash
# `npm test`: everything a user's trust depends on: lint, type-check, unit and server tests, then browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== lint (manifest schema-lint, generated types, type-check)"
npm run --silent lint
echo "== unit and server tests"
npx vitest run
echo "== browser tests (real build, real server, Chromium)"
npx vitest run --config vitest.e2e.config.ts
