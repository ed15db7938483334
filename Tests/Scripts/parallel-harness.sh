#!/usr/bin/env bash
# Starts 20 `viper-gen module` runs with distinct names at once inside one project, in
# batches, and checks that every run exits 0 and every module is registered exactly once in
# each of the four app files. Prints the counts; exits 1 on any failure.
#   Tests/Scripts/parallel-harness.sh [batches]      (default 90)
set -euo pipefail
batches="${1:-90}"
width=20
# shellcheck source=Tests/Scripts/release-build.sh
source "$(dirname "$0")/release-build.sh"
flags=(-q --author "Jane Appleseed" --date 2026-12-02)
mkdir "$work/template" && (cd "$work/template" && "$bin" project MyApp "${flags[@]}")
app=Sources/MyApp

runs=0 succeeded=0 registered=0 failures=0
for ((b = 1; b <= batches; b++)); do
    project="$work/batch"
    rm -rf "$project" && cp -R "$work/template/MyApp" "$project"
    pids=()
    for ((n = 1; n <= width; n++)); do
        (cd "$project" && exec "$bin" module "Feature$n" "${flags[@]}" 2>/dev/null) &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do
        runs=$((runs + 1))
        if wait "$pid"; then succeeded=$((succeeded + 1)); else
            echo "batch $b: a run failed"; failures=$((failures + 1)); fi
    done
    for ((n = 1; n <= width; n++)); do
        counts="$(grep -c "(Feature${n}Assembly.self)" "$project/$app/RootApp.swift") \
$(grep -cx "[[:space:]]*case feature$n" "$project/$app/Classes/Services/NavigationService/Views.swift") \
$(grep -c "func buildFeature$n()" "$project/$app/ApplicationViewBuilder.swift") \
$(grep -c "case .feature$n:" "$project/$app/RootView.swift")"
        if [ "$counts" = "1 1 1 1" ]; then registered=$((registered + 1)); else
            echo "batch $b: Feature$n registered $counts times"; failures=$((failures + 1)); fi
    done
done
echo "parallel harness: $batches batches of $width runs: $succeeded of $runs exited 0;"
echo "  $registered of $runs modules registered exactly once in all four app files"
echo "$((succeeded + registered)) passed, $failures failed"
[ "$failures" -eq 0 ]
