#!/usr/bin/env bash
# The whole test run, in two lanes side by side on the two cores: the API suite on the databases (much of it
# waiting on them; the postgres and cluster projects exist only when PostgreSQL and nginx do), and the checks,
# the build, the component tests, the API's tests without a database and then the browser suites, which need
# the build and nothing of the API suite. Each step prints its time; a lane stops at its
# first failure, and the run fails when either lane does.
set -uo pipefail
cd "$(dirname "$0")/../../.."

started=$SECONDS
step() {
  local name=$1
  shift
  local from=$SECONDS
  if "$@"; then
    echo "[test:all] $name passed in $((SECONDS - from)) s"
  else
    local code=$?
    echo "[test:all] $name FAILED (exit $code) after $((SECONDS - from)) s"
    return "$code"
  fi
}

# The registry's tests pack the shared packages, which regenerates the design system's styled-system/ that the
# typecheck, the build and the component tests read: they run after the build, and the component tests after
# them, in the checks lane.
tests_lane() {
  step 'API tests' pnpm --filter @daftari/api exec vitest run --project pglite --project postgres \
    --project cluster 2>&1 | sed -u 's/^/[tests] /'
  return "${PIPESTATUS[0]}"
}
checks_lane() {
  {
    step lint pnpm lint &&
      step typecheck pnpm typecheck &&
      step build pnpm build &&
      step 'pay-link size' pnpm --filter @daftari/mfe-pay-link run size:check &&
      step 'registry tests' pnpm --filter @daftari/registry run test &&
      step 'unit and component tests' pnpm -r --workspace-concurrency=1 \
        --filter '!@daftari/registry' --filter '!@daftari/api' run test &&
      step 'API unit tests' pnpm --filter @daftari/api exec vitest run --project unit --project receipts &&
      step 'browser tests' pnpm test:e2e
  } 2>&1 | sed -u 's/^/[checks] /'
  return "${PIPESTATUS[0]}"
}

tests_lane &
tests=$!
checks_lane &
checks=$!
failed=0
wait "$checks" || failed=1
wait "$tests" || failed=1
if [ "$failed" -ne 0 ]; then
  echo "[test:all] FAILED after $((SECONDS - started)) s"
  exit 1
fi
echo "[test:all] everything passed in $((SECONDS - started)) s"
