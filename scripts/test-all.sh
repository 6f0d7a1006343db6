#!/usr/bin/env bash
# Every test of the project: type-check, lint, format and layer rules, unit and component tests, the
# production build with its bundle check, and the end-to-end journeys in Chromium.
# Prints a last line 'N passed, N failed' and exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .reports
started=$(date +%s)
passed=0
failed=0
failures=()

timings=()
step() { # name, command...: a check that counts as one test; its seconds go into the summary
  local name=$1 t0
  shift
  echo "==> $name"
  t0=$(date +%s)
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
  timings+=("$(printf '%5d s  %s' $(($(date +%s) - t0)) "$name")")
}

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH+x}" ] || [ -x /usr/bin/chromium ]; then return 0; fi
  echo "==> installing Debian's Chromium for the end-to-end tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) ||
    { echo "could not install chromium" >&2; return 1; }
}

count_json() { # file: prints "passed failed" from a vitest or playwright JSON report
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (r.numPassedTests !== undefined) { console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)); process.exit(0); }
    // Playwright: a test that passed on its retry ("flaky") counts as passed and is named below.
    const s = r.stats ?? {}; console.log((s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0);
    if (s.flaky) console.error(`${s.flaky} end-to-end test(s) passed only on retry`);
    if ((r.errors ?? []).length) { console.error(r.errors.map((e) => e.message).join("\n")); }
  ' "$1" 2>/dev/null || echo "0 1"
}

failed_names() { # file: the failed tests of a vitest or playwright JSON report, a line each, so the
  # summary at the end (the part a CI log keeps) says which test failed, not only how many
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const out = [];
    for (const f of r.testResults ?? []) {
      for (const t of f.assertionResults ?? []) if (t.status === "failed") out.push(`${f.name.replace(process.cwd() + "/", "")} > ${t.fullName}`);
      if (f.status === "failed" && !(f.assertionResults ?? []).length) out.push(`${f.name}: ${String(f.message).slice(0, 300)}`);
    }
    const walk = (s, path) => {
      for (const c of s.suites ?? []) walk(c, [...path, c.title]);
      for (const sp of s.specs ?? []) for (const t of sp.tests ?? []) if (t.status === "unexpected") out.push(`${[...path, sp.title].join(" > ")}`);
    };
    for (const s of r.suites ?? []) walk(s, [s.title]);
    console.log(out.slice(0, 20).map((l) => "  " + l).join("\n"));
  ' "$1" 2>/dev/null
}

count_runner() { # name, exit status, passed, failed: a runner that ran nothing, or failed with no
  # failed test (a server that did not start, a crash), is a failure too, never a silent green
  local name=$1 status=$2 p=$3 f=$4
  passed=$((passed + p)); failed=$((failed + f))
  if [ "$f" -gt 0 ]; then failures+=("$name: $f failed")
  elif [ "$p" -eq 0 ]; then failed=$((failed + 1)); failures+=("$name: ran no test")
  elif [ "$status" -ne 0 ]; then failed=$((failed + 1)); failures+=("$name: exited $status")
  fi
}

step "type-check" npx tsc -p tsconfig.json --noEmit
step "lint" npx oxlint -c .oxlintrc.json --deny-warnings src tests scripts
step "format (prettier --check)" npx prettier --check --log-level warn .
step "layer rules" node scripts/check-layers.mjs
step "spec catalogues (docs/spec) match ../shared/spec when it is there" node scripts/spec-copy-check.mjs

echo "==> unit and component tests (vitest)"
vitest_started=$(date +%s)
rm -f .reports/vitest.json
npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
runner_status=$?
timings+=("$(printf '%5d s  %s' $(($(date +%s) - vitest_started)) 'vitest')")
read -r p f < <(count_json .reports/vitest.json)
count_runner vitest "$runner_status" "$p" "$f"
# Vitest's own budget: its seconds against what the areas built so far may spend.
step "vitest within its budget" node scripts/e2e-budget.mjs --vitest .reports/vitest.json "$(($(date +%s) - vitest_started))"

step "production build" npx vite build
step "bundle check" node scripts/check-bundle.mjs

step "e2e budget (journeys per area)" node scripts/e2e-budget.mjs --check

if ensure_chromium; then
  echo "==> end-to-end journeys (playwright)"
  rm -f .reports/playwright.json
  e2e_started=$(date +%s)
  PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json npx playwright test --reporter=list,json
  runner_status=$?
  timings+=("$(printf '%5d s  %s' $(($(date +%s) - e2e_started)) 'end-to-end journeys')")
  read -r p f < <(count_json .reports/playwright.json)
  count_runner playwright "$runner_status" "$p" "$f"
  step "each area's journeys within their seconds" node scripts/e2e-budget.mjs --report .reports/playwright.json
else
  failed=$((failed + 1)); failures+=("chromium missing")
fi

# The whole command's budget (issue 21): past it, the command fails, whatever else passed.
took=$(($(date +%s) - started))
echo "==> seconds by step"
printf '%s\n' "${timings[@]}"
budget=$(node scripts/e2e-budget.mjs --budget 2>/dev/null || echo 0)
echo "test command took ${took} s (budget: ${budget} s, scripts/e2e-budget.mjs, docs/architecture.md §10)"
if [ "$took" -le "$budget" ]; then passed=$((passed + 1)); else
  failed=$((failed + 1)); failures+=("the test command took ${took} s, past its budget of ${budget} s")
fi
if [ ${#failures[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failures[@]}"
  for report in .reports/vitest.json .reports/playwright.json; do [ -f "$report" ] && failed_names "$report"; done
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
