#!/usr/bin/env bash
# `npm test`: everything a user's trust depends on: lint, type-check, unit and server tests, then browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
echo "== lint (the manifest check)"
npm run --silent lint
echo "== type-check (generated schema and types current, tsc strict)"
npm run --silent typecheck
echo "== layers (no import runs up: schema → model → ui → blocks → renderer → server, scripts)"
npm run --silent layers
echo "== unit and server tests"
npx vitest run
echo "== browser tests (real build, real server, Chromium)"
npx vitest run --config vitest.e2e.config.ts
echo "== editor tests (npm run edit, driven in Chromium; one real build of the edited manifest)"
npx vitest run --config vitest.editor.config.ts
