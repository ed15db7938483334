#!/usr/bin/env bash
# Kills `viper-gen module Payments` inside a project at random instants (SIGKILL, and SIGHUP
# without a terminal), lets the next run (`module Orders`) recover, and checks that the project
# is then exactly as if Payments had never started or had finished: byte for byte, no staging
# folder left. Prints the counts; exits 1 on any other outcome.
#   Tests/Scripts/kill-harness.sh [runs]        (default 1000)
set -euo pipefail
runs="${1:-1000}"
# shellcheck source=Tests/Scripts/release-build.sh
source "$(dirname "$0")/release-build.sh"
flags=(-q --author "Jane Appleseed" --date 2026-12-02)

mkdir "$work/template" && (cd "$work/template" && "$bin" project MyApp "${flags[@]}")
reference() { # $1: folder name, rest: modules to add in order
    local name="$1"; shift
    cp -R "$work/template/MyApp" "$work/$name"
    for module in "$@"; do (cd "$work/$name" && "$bin" module "$module" "${flags[@]}"); done
}
reference before Orders
reference after Payments Orders

# How long one run takes, so the kills spread over its whole life.
start=$(date +%s%N); reference timing Payments; span=$(( ($(date +%s%N) - start) / 1000 ))
rm -rf "$work/timing"
echo "One run takes about $span us; killing at random instants in [0, $((span * 3 / 2))] us."

killed=0 finished=0 as_before=0 as_after=0 failures=0
for ((i = 1; i <= runs; i++)); do
    trial="$work/trial"
    rm -rf "$trial" && cp -R "$work/template/MyApp" "$trial"
    signal=KILL; ((i % 4 == 0)) && signal=HUP
    (cd "$trial" && exec "$bin" module Payments "${flags[@]}") &
    pid=$!
    delay=$(( RANDOM * 32768 + RANDOM )); delay=$(( delay % (span * 3 / 2 + 1) ))
    sleep "$(printf '0.%06d' "$delay")"
    kill -s "$signal" "$pid" 2>/dev/null || true
    if { wait "$pid"; } 2>/dev/null; then finished=$((finished + 1)); else killed=$((killed + 1)); fi
    (cd "$trial" && "$bin" module Orders "${flags[@]}" 2>/dev/null) || {
        echo "run $i: the next run failed"; failures=$((failures + 1)); continue; }
    if ls -A "$trial" | grep -q '^\.viper-gen-staging-'; then
        echo "run $i: a staging folder was left"; failures=$((failures + 1))
    elif diff -r -q "$work/before" "$trial" >/dev/null; then as_before=$((as_before + 1))
    elif diff -r -q "$work/after" "$trial" >/dev/null; then as_after=$((as_after + 1))
    else
        echo "run $i ($signal after ${delay} us): neither before nor after:"
        diff -r "$work/after" "$trial" | head -20
        failures=$((failures + 1))
    fi
done
echo "kill harness: $runs runs, $killed killed by a signal, $finished finished first;"
echo "  after recovery: $as_before as before, $as_after as after, $failures otherwise"
echo "$((as_before + as_after)) passed, $failures failed"
[ "$failures" -eq 0 ]
