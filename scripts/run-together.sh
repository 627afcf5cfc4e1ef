#!/usr/bin/env bash
# Runs npm scripts at the same time, each line of output prefixed with its script's name, and
# fails when any of them fails (after all have finished, so every failure is reported).
#
# Why: `npm run validate` ran everything one after another, and most of it keeps one core busy:
# tsc, eslint and dependency-cruiser are single-threaded, the server tests run in one worker (one
# PGlite, docs/decisions/0030) and the browser journeys in one (a shared demo database). On a
# two-core machine one core sat idle for most of the run; two at once use both
# (docs/decisions/0040-validate-uses-both-cores.md).
#
#   bash scripts/run-together.sh test:unit test:e2e
set -uo pipefail
cd "$(dirname "$0")/.."
pids=()
for script in "$@"; do
  # sed -u: line by line, so the lanes interleave by whole lines.
  npm run -s "$script" 2>&1 | sed -u "s/^/[$script] /" &
  pids+=("$!")
done
status=0
for i in "${!pids[@]}"; do
  # With pipefail, a lane's status is npm's (not sed's).
  if ! wait "${pids[$i]}"; then
    echo "[run-together] ${*:$((i + 1)):1} failed" >&2
    status=1
  fi
done
exit "$status"
