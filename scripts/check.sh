#!/usr/bin/env bash
# `npm run check`: the code's own checks, each on the whole repository: format (Prettier), code (ESLint: mistakes,
# the rules of hooks, files ≤ 250 lines and functions ≤ 80), dead code (knip), layers (dependency-cruiser) and types
# (generated schema and types current, tsc strict). Every part runs even when another fails; the last line says how
# many are clean, and the exit code is non-zero when any is not. `npm test` runs the same parts, one check each.
# `npm run check -- format` (or code, dead, layers, types) runs one part; `npm run format` fixes the formatting.
set -uo pipefail
cd "$(dirname "$0")/.."

part() {
  case $1 in
    format) npx prettier --check --log-level warn . ;;
    code) npx eslint --max-warnings 0 . ;;
    dead) npx knip --no-progress ;;
    layers) npm run --silent layers ;;
    types) npm run --silent typecheck ;;
    *) echo "Unknown part '$1': use format, code, dead, layers or types." >&2; return 2 ;;
  esac
}

parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(format code dead layers types)
failed=0
for name in "${parts[@]}"; do
  start=$SECONDS
  if output="$(part "$name" 2>&1)"; then
    echo "✓ $name ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1))
    echo "✗ $name ($((SECONDS - start)) s)"
    echo "$output" | grep -v '^npm warn' | sed 's/^/    /'
  fi
done
echo "check: $((${#parts[@]} - failed)) of ${#parts[@]} parts clean."
[ "$failed" -eq 0 ]
