#!/usr/bin/env bash
# Kills `viper-gen module Payments` inside a project at random instants (SIGKILL, and SIGHUP
# without a terminal), lets the next run (`module Orders`) recover, and checks that the project
# is then exactly as if Payments had never started or had finished: byte for byte, no staging
# folder left. Prints the counts; exits 1 on any other outcome.
#   Tests/Scripts/kill-harness.sh [runs]        (default 1000)
# KILL_COMMAND=remove, rename or fix kills `remove Payments`, `rename Payments Billing` or
# `check --fix` instead, in the Xcode fixture's app adopted with `init` and Payments added (for
# fix, PaymentsView.swift taken out of its target by hand); `check` then recovers, and the app,
# project file and records included, must be as before or as after the command.
set -euo pipefail
runs="${1:-1000}"
# shellcheck source=Tests/Scripts/release-build.sh
source "$(dirname "$0")/release-build.sh"
flags=(-q --author "Jane Appleseed" --date 2026-12-02)

case "${KILL_COMMAND:-module}" in
    module) killed_run=(module Payments "${flags[@]}"); next_run=(module Orders "${flags[@]}") ;;
    remove) killed_run=(remove Payments -q) ;;
    rename) killed_run=(rename Payments Billing -q) ;;
    fix) killed_run=(check --fix -q) ;;
    *) echo "KILL_COMMAND must be module, remove, rename or fix" >&2; exit 64 ;;
esac
if [ "${KILL_COMMAND:-module}" = module ]; then
    mkdir "$work/template" && (cd "$work/template" && "$bin" project MyApp "${flags[@]}")
else
    # `check` recovers and changes nothing else; it exits 1 when the app is not consistent.
    next_run=(check -q)
    mkdir -p "$work/template/MyApp/MyApp.xcodeproj"
    cp -R "$root/Tests/Goldens/wiring/xcode-template/before/Legacy" "$work/template/MyApp/MyApp"
    cp "$root/Tests/Fixtures/Xcode/objectVersion-56.pbxproj" \
        "$work/template/MyApp/MyApp.xcodeproj/project.pbxproj"
    (cd "$work/template/MyApp" && "$bin" init -q && "$bin" module Payments "${flags[@]}")
    if [ "$KILL_COMMAND" = fix ]; then
        pbxproj="$work/template/MyApp/MyApp.xcodeproj/project.pbxproj"
        grep -v "PaymentsView.swift in Sources" "$pbxproj" > "$work/pbxproj" || true
        mv "$work/pbxproj" "$pbxproj"
    fi
fi
reference() { # $1: folder name, $2: whether to run the killed command in it to the end
    cp -R "$work/template/MyApp" "$work/$1"
    if [ "$2" = yes ]; then (cd "$work/$1" && "$bin" "${killed_run[@]}"); fi
    if [ "${KILL_COMMAND:-module}" = module ]; then (cd "$work/$1" && "$bin" "${next_run[@]}"); fi
}
reference before no
reference after yes

# How long one run takes, so the kills spread over its whole life.
cp -R "$work/template/MyApp" "$work/timing"
start=$(date +%s%N); (cd "$work/timing" && "$bin" "${killed_run[@]}")
span=$(( ($(date +%s%N) - start) / 1000 ))
rm -rf "$work/timing"
echo "One run takes about $span us; killing at random instants in [0, $((span * 3 / 2))] us."

killed=0 finished=0 as_before=0 as_after=0 failures=0
for ((i = 1; i <= runs; i++)); do
    trial="$work/trial"
    rm -rf "$trial" && cp -R "$work/template/MyApp" "$trial"
    signal=KILL; ((i % 4 == 0)) && signal=HUP
    (cd "$trial" && exec "$bin" "${killed_run[@]}") &
    pid=$!
    delay=$(( RANDOM * 32768 + RANDOM )); delay=$(( delay % (span * 3 / 2 + 1) ))
    sleep "$(printf '0.%06d' "$delay")"
    kill -s "$signal" "$pid" 2>/dev/null || true
    if { wait "$pid"; } 2>/dev/null; then finished=$((finished + 1)); else killed=$((killed + 1)); fi
    status=0; (cd "$trial" && "$bin" "${next_run[@]}" >/dev/null 2>&1) || status=$?
    if [ "$status" -ne 0 ] && { [ "${KILL_COMMAND:-module}" = module ] || [ "$status" -ne 1 ]; }; then
        echo "run $i: the next run failed ($status)"; failures=$((failures + 1)); continue
    fi
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
