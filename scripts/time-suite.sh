#!/usr/bin/env bash
# Times `npm test` phase by phase (README, 'How long the tests take'): the same steps in the same
# order, each with its wall time, then the total. Run it in a clean clone after `npm ci`. With
# LOAD_DIR set to another clone (after its own `npm ci`), both cores are kept busy meanwhile by
# `npm run test:unit` in a loop there, as the README's busy figures were measured; stopped at the
# end.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${LOAD_DIR:-}" ]; then
  setsid bash -c "cd '$LOAD_DIR' && while true; do npm run test:unit >/dev/null 2>&1; done" &
  load_group=$!
  trap 'kill -- -"$load_group" 2>/dev/null || true' EXIT
fi
phase() {
  local name=$1
  shift
  local start=$SECONDS
  "$@"
  printf '%s\t%dm %02ds\n' "$name" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)) >>"${TIMES:-/tmp/suite-times.txt}"
}
: >"${TIMES:-/tmp/suite-times.txt}"
start=$SECONDS
phase 'typecheck and lint' npm run check
phase 'unit and component tests' npm run test:unit
phase 'end to end (build, budget, Playwright)' npm run test:e2e
printf 'npm test\t%dm %02ds\n' $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)) >>"${TIMES:-/tmp/suite-times.txt}"
cat "${TIMES:-/tmp/suite-times.txt}"
