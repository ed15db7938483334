#!/usr/bin/env bash
# Long fuzz run of the macro engine (Tests/ViperGenTemplatesTests/Fuzz) in release mode.
#
# Usage: Tests/Scripts/fuzz.sh [CASES] [SEED]
#   CASES  number of cases per fuzz test (default 100000)
#   SEED   run seed, decimal or 0x hex (default: random); a failure prints the seed and case
#          to replay, e.g. VIPER_GEN_FUZZ_SEED=0x1F VIPER_GEN_FUZZ_CASE=42 swift test --filter Fuzz
# Environment: VIPER_GEN_FUZZ_SCRATCH  build folder (passed as --scratch-path; default .build)
#              VIPER_GEN_FUZZ_TIMEOUT  seconds before the run counts as hung (default 3600)
set -euo pipefail

cd "$(dirname "$0")/../.."

cases="${1:-100000}"
seed="${2:-0x$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n' | tr 'a-f' 'A-F')}"
limit="${VIPER_GEN_FUZZ_TIMEOUT:-3600}"
# The tests use @testable import, which a release build allows only with -enable-testing.
flags=(-c release -Xswiftc -enable-testing)
scratch=()
if [[ -n "${VIPER_GEN_FUZZ_SCRATCH:-}" ]]; then
    scratch=(--scratch-path "$VIPER_GEN_FUZZ_SCRATCH")
fi
if ! [[ "$cases" =~ ^[0-9]+$ ]]; then
    echo "fuzz.sh: CASES must be a whole number, got '$cases'" >&2
    exit 2
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
echo "Building tests (release)..."
if ! swift build "${flags[@]}" --build-tests "${scratch[@]}" >"$log" 2>&1; then
    tail -n 30 "$log"
    echo "Result: BUILD FAILED"
    exit 1
fi

echo "Fuzzing the engine: $cases cases, seed $seed"
start=$(date +%s.%N)
status=0
VIPER_GEN_FUZZ_CASES="$cases" VIPER_GEN_FUZZ_SEED="$seed" \
    timeout "$limit" swift test "${flags[@]}" --skip-build "${scratch[@]}" --filter Fuzz \
    >"$log" 2>&1 || status=$?
end=$(date +%s.%N)
elapsed=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')

grep -E "EngineFuzzTests:|Test run with|recorded an issue" "$log" || true
echo "Cases: $cases per fuzz test"
echo "Seed:  $seed"
echo "Time:  ${elapsed}s"
if [[ $status -eq 0 ]]; then
    echo "Result: PASS"
elif [[ $status -eq 124 ]]; then
    echo "Result: HUNG (no result after ${limit}s)"
    tail -n 40 "$log"
else
    echo "Result: FAIL (exit $status)"
    grep -A 6 "recorded an issue" "$log" | head -n 80 || tail -n 80 "$log"
fi
exit "$status"
