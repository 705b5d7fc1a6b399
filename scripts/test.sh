#!/usr/bin/env bash
# `npm test`: everything a user's trust depends on: lint, the code's checks (`npm run check`: format, code, dead code,
# layers, types), unit and server tests, browser tests and
# editor tests, all on fixtures (tests/fixtures/), and the smoke stage on the live manifest (tests/smoke/), whose checks
# are derived from the manifest itself, so a content edit that lints clean never fails the suite. Browser and server
# tests spend most of their time waiting (on Chromium, on child processes, on timers), so two stages run at a time;
# each stage's output is printed whole when it ends, never interleaved.
# Every stage runs even when another fails; the last line totals them all ("N passed, N failed"), and the exit code is
# non-zero when anything failed. Lint and each part of `npm run check` count as one check each.
set -uo pipefail
cd "$(dirname "$0")/.."

results="$(mktemp -d "${TMPDIR:-/tmp}/site-test-XXXXXX")"
running=()
# On Ctrl-C or any exit, stop stages still running (with their test runners), then remove the results.
trap 'for pid in "${running[@]}"; do kill -- "-$pid" 2>/dev/null; done; rm -rf "$results"' EXIT

# Prints a finished stage's title, duration and output as one block (one at a time, in the order they end).
report() {
  local name=$1 title=$2 seconds=$3
  (
    flock 9
    echo "== $title ($seconds s)"
    cat "$results/$name.log"
  ) 9>"$results/print.lock"
}

# A check that is not a test runner: its outcome is one pass or one fail.
check() {
  local name=$1 title=$2 start=$SECONDS
  shift 2
  if "$@" >"$results/$name.log" 2>&1; then echo passed >"$results/$name.check"; else echo failed >"$results/$name.check"; fi
  report "$name" "$title" $((SECONDS - start))
}

# A Vitest run: its counts come from the JSON reporter; its exit code catches failures outside tests (setup, build).
tests() {
  local name=$1 title=$2 start=$SECONDS
  shift 2
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$results/$name.json" >"$results/$name.log" 2>&1
  echo $? >"$results/$name.exit"
  report "$name" "$title" $((SECONDS - start))
}

# Runs a stage in the background in its own process group, so the trap can stop it and everything it started. One
# started with `in_background -n N …` runs at niceness N (and so does everything it starts).
in_background() {
  local niceness=0
  if [ "$1" = -n ]; then niceness=$2; shift 2; fi
  set -m
  (
    renice -n "$niceness" -p "$BASHPID" >/dev/null
    "$@"
  ) &
  running+=($!)
  set +m
}

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
bash scripts/ensure-postgres.sh
echo "Running two stages at a time; each stage's output follows when it ends."

stage_browser() { tests browser 'browser tests (the fixture site: real build, real server, Chromium)' --config vitest.e2e.config.ts; }
stage_smoke() { tests smoke 'smoke (the live manifest, and a copy with ten kinds of edit: lint, build, every page and link, axe)' --config vitest.smoke.config.ts; }
stage_editor() { tests editor 'editor tests (npm run edit, driven in Chromium; one real build of the edited manifest)' --config vitest.editor.config.ts; }
stage_unit() { tests unit 'unit and server tests'; }
stage_publish() { tests publish 'publishing tests (real git and builds, a full disk, kills at each step, HTTP load during a switch)' --config vitest.publish.config.ts; }
stage_lint() { check lint 'lint (the manifest check)' npm run --silent lint; }
stage_format() { check format 'format (Prettier: one style over the repository)' bash scripts/check.sh format; }
stage_code() { check code 'code (ESLint: mistakes, rules of hooks, files ≤ 250 lines, functions ≤ 80)' bash scripts/check.sh code; }
stage_dead() { check dead 'dead code (knip: files, exports and dependencies nothing uses)' bash scripts/check.sh dead; }
stage_layers() { check layers 'layers (each folder imports only the layers below it: docs/architecture.md)' bash scripts/check.sh layers; }
stage_types() { check types 'types (generated schema and types current, tsc strict)' bash scripts/check.sh types; }

# Two stages at a time, not more: on two cores, more at once only adds switching between them. The longest first (the
# editor's and the browser tests; lint, a second, gives the first answer); those two have the CPU before the others.
for stage in editor browser lint publish smoke unit format code dead layers types; do
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  case $stage in
    editor | browser) in_background "stage_$stage" ;;
    *) in_background -n 10 "stage_$stage" ;;
  esac
done
wait
running=()

node --import tsx scripts/test-totals.ts "$results" lint format code dead layers types unit publish browser smoke editor
