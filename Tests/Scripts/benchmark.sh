#!/usr/bin/env bash
# Measures viper-gen as users run it against floors run in the same session: /bin/true, a
# cp/sed/mv script doing the same job, and the same writes done by one shell process. Prints
# medians with min-max of paired rounds, ratios, peak memory and the binary's size; asserts
# nothing. Needs python3.
#   Tests/Scripts/benchmark.sh [rounds] [batch rounds]      (defaults 30 and 5)
# Batches (10, 100 and 1,000 modules in one call inside a project, registered) are timed in
# their own paired rounds, with the time per module and its ratio to the 10-module batch; so
# are `rename` and `remove` of one module in a project of 1,000 (with `module` beside them),
# each against issue 23's target of 0.5 s, and `check` of that whole project. Issue 25's
# targets come last, each with its floor and ratio: one module in the 1,000-module app against
# one in a fresh project (declaration index kept by an earlier run), one module outside a
# project against a static C program writing the same seven files with an fsync each (needs gcc
# and a static libc), and peak memory and size against a program that only imports
# FoundationEssentials, built the same way. The 1,000-module
# case is measured again in an app of 10,000 Swift files of ordinary code (ordinary-app.py).
set -euo pipefail
rounds="${1:-30}"
batch_rounds="${2:-5}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Every timed run's folder stays until the end (see bench.py: deletions slow later creations).
export BENCH_WORK="$work/runs"
mkdir "$BENCH_WORK"

# The binary install.sh makes: release, a stripped static executable on Linux.
echo "Building viper-gen (release, as install.sh does)..."
flags=(-c release --product viper-gen)
if [ "$(uname)" = Linux ]; then flags+=(--static-swift-stdlib -Xswiftc -static-executable); fi
swift build "${flags[@]}" --package-path "$root" >/dev/null
cp "$(swift build "${flags[@]}" --package-path "$root" --show-bin-path)/viper-gen" "$work/viper-gen"
if [ "$(uname)" = Linux ] && command -v strip >/dev/null; then strip "$work/viper-gen"; fi
bin="$work/viper-gen"

# The baseline: copy the module template, rename the files, substitute the macros with sed.
cat > "$work/cpsed.sh" <<'SH'
#!/usr/bin/env bash
set -eu
template="$1"; dest="$2"; name="$3"
cp -R "$template/___FILEBASENAME___" "$dest/$name"
find "$dest/$name" -depth -name '*___FILEBASENAME___*' | while read -r path; do
    mv "$path" "$(dirname "$path")/$(basename "$path" | sed "s/___FILEBASENAME___/$name/g")"
done
lower="$(printf '%s' "${name:0:1}" | tr '[:upper:]' '[:lower:]')${name:1}"
find "$dest/$name" -type f | while read -r file; do
    base="$(basename "$file")"
    sed -i -e "s/___FILENAME___/$base/g" -e "s/___FILEBASENAME___/${base%.*}/g" \
        -e "s/___PROJECTNAME___/$name/g" -e "s/___FULLUSERNAME___/Jane Appleseed/g" \
        -e "s/___DATE___/12\/2\/26/g" \
        -e "s/___COPYRIGHT___/Copyright © 2026 Acme. All rights reserved./g" \
        -e "s/___VARIABLE_moduleName:lowerCamel___/$lower/g" \
        -e "s/___VARIABLE_moduleName___/$name/g" "$file"
done
SH
chmod +x "$work/cpsed.sh"

# The same seven files written by one shell process (printf into each, no other work).
(cd "$work" && "$bin" module Payments -q --author "Jane Appleseed" --date 2026-12-02)
{
    echo '#!/usr/bin/env bash'
    echo 'set -eu'
    (cd "$work" && find Payments -type f | sort) | while read -r file; do
        printf 'mkdir -p %q\nprintf %%s %q > %q\n' "$(dirname "$file")" "$(cat "$work/$file")" "$file"
    done
} > "$work/loop.sh"
chmod +x "$work/loop.sh"
(cd "$work" && "$bin" project MyApp -q --author "Jane Appleseed" --date 2026-12-02)

batch=""
if "$bin" module --help | grep -q "<name> \.\.\."; then batch=yes; fi
names() { local n="$1"; for ((i = 1; i <= n; i++)); do printf ' Feature%d' "$i"; done; }

# Every setup ends with sync: viper-gen's flush (docs/safety.md) would otherwise also write what
# the runs before it left pending, a cost of theirs.
{
    echo "/bin/true|sync|/bin/true"
    echo "viper-gen --version|sync|$bin --version"
    echo "module, as users run it|cp -R $work/MyApp P; sync|cd P && $bin module Payments -q"
    echo "cp/sed/mv script|sync|$work/cpsed.sh $root/Templates/module/ObservableObjectSwiftTesting . Payments"
    echo "one shell process, same writes|sync|$work/loop.sh"
    echo "project MyApp, no --author|sync|$bin project MyApp -q"
    echo "project MyApp --author|sync|$bin project MyApp -q --author 'Jane Appleseed'"
} > "$work/cases"

echo
echo "Timings (process start included):"
BENCH_RATIOS="module, as users run it / cp/sed/mv script;module, as users run it / one shell process, same writes;project MyApp, no --author / project MyApp --author;viper-gen --version / /bin/true" \
    python3 "$root/Tests/Scripts/bench.py" "$rounds" < "$work/cases"

if [ -n "$batch" ]; then
    echo
    echo "Batches: modules in one call inside a project, registered:"
    # The floor: the same 1,000 modules' files (and edited app files) written by one process.
    cp -R "$work/MyApp" "$work/Floor"
    (cd "$work/Floor" && "$bin" module$(names 1000) -q)
    python3 "$root/Tests/Scripts/write-floor.py" record "$work/MyApp" "$work/Floor" "$work/floor"
    for n in 10 100 1000; do
        echo "$n modules in one call|cp -R $work/MyApp P; sync|cd P && $bin module$(names "$n") -q|$n"
    done > "$work/batches"
    echo "one process, same writes as 1000|cp -R $work/MyApp P; sync|python3 $root/Tests/Scripts/write-floor.py write $work/floor P|1000" >> "$work/batches"
    BENCH_UNIT=module \
        BENCH_UNIT_RATIOS="100 modules in one call / 10 modules in one call;1000 modules in one call / 10 modules in one call;1000 modules in one call / one process, same writes as 1000" \
        python3 "$root/Tests/Scripts/bench.py" "$batch_rounds" < "$work/batches"
else
    echo "(this viper-gen takes one name per call; batches are not measured)"
fi

if [ -n "$batch" ] && "$bin" --help | grep -q "rename"; then
    echo
    echo "Lifecycle: one module of a project that has 1,000 (target: under 0.5 s each), and check:"
    cp -R "$work/MyApp" "$work/Thousand"
    (cd "$work/Thousand" && "$bin" module$(names 1000) -q)
    setup="cp -R $work/Thousand P; sync"
    {
        echo "module Extra|$setup|cd P && $bin module Extra -q"
        echo "rename Feature500 Billing|$setup|cd P && $bin rename Feature500 Billing -q"
        echo "remove Feature500|$setup|cd P && $bin remove Feature500 -q"
        echo "check|$setup|cd P && $bin check -q"
    } > "$work/lifecycle"
    BENCH_TARGETS="rename Feature500 Billing < 0.5;remove Feature500 < 0.5" \
        python3 "$root/Tests/Scripts/bench.py" "$batch_rounds" < "$work/lifecycle"
fi

if [ -n "$batch" ]; then
    echo
    echo "Issue 25: one module in an app of 1,000 modules against one in a fresh project, and one"
    echo "module outside a project against a static C program writing the same seven files with an"
    echo "fsync each (targets: at most 2x each):"
    if [ ! -d "$work/Thousand" ]; then
        cp -R "$work/MyApp" "$work/Thousand"
        (cd "$work/Thousand" && "$bin" module$(names 1000) -q)
    fi
    cp -R "$work/MyApp" "$work/Ordinary"
    python3 "$root/Tests/Scripts/ordinary-app.py" "$work/Ordinary/Sources/MyApp" 10000
    python3 "$root/Tests/Scripts/fsync-floor.py" "$work" Payments > "$work/floor.c"
    gcc -static -O2 -o "$work/floor-c" "$work/floor.c"
    # The floor of any index check: one lstat per folder and file of the sources, as viper-gen
    # takes them (on two threads), by a C program given the list.
    gcc -O2 -pthread -o "$work/stat-floor" "$root/Tests/Scripts/stat-floor.c"
    find "$work/Thousand/Sources/MyApp" > "$work/thousand-entries"
    # The declaration index keeps what had not changed for a second when a run began: each setup
    # copies the app, waits, then adds a module (which writes the index), as the next run of a
    # developer adding modules finds it. The cold case copies the app with its index, stale
    # (every inode differs), so the run reads every file.
    warm() { echo "cp -R $1 P; sleep 1.1; cd P && $bin module Warm -q; sync"; }
    {
        echo "module Extra, fresh project|$(warm "$work/MyApp")|cd P && $bin module Extra -q"
        echo "module Extra, 1,000 modules|$(warm "$work/Thousand")|cd P && $bin module Extra -q"
        echo "module Extra, 10,000 files of ordinary code|$(warm "$work/Ordinary")|cd P && $bin module Extra -q"
        echo "module Extra, 1,000 modules, stale index|cp -R $work/Thousand P; sync|cd P && $bin module Extra -q"
        echo "module Payments outside a project|sync|$bin module Payments -q --author 'Jane Appleseed'"
        echo "static C program, fsync per file|sync|$work/floor-c"
        echo "lstat of every entry of the 1,000-module app (C)|sync|$work/stat-floor $work/thousand-entries 2"
    } > "$work/issue25"
    BENCH_RATIO_TARGETS="module Extra, 1,000 modules / module Extra, fresh project <= 2;module Extra, 10,000 files of ordinary code / module Extra, fresh project <= 2;module Payments outside a project / static C program, fsync per file <= 2" \
        BENCH_RATIOS="module Extra, 1,000 modules, stale index / module Extra, fresh project;lstat of every entry of the 1,000-module app (C) / module Extra, fresh project" \
        python3 "$root/Tests/Scripts/bench.py" "$batch_rounds" < "$work/issue25"
fi

# The floor of peak memory and size: a program that only imports FoundationEssentials and
# prints a URL, built as viper-gen is.
mkdir -p "$work/hello/Sources/hello"
cat > "$work/hello/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "hello", targets: [.executableTarget(name: "hello")])
SWIFT
cat > "$work/hello/Sources/hello/main.swift" <<'SWIFT'
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

print(URL(fileURLWithPath: "/tmp").path)
SWIFT
hello_flags=(-c release --package-path "$work/hello")
if [ "$(uname)" = Linux ]; then hello_flags+=(--static-swift-stdlib -Xswiftc -static-executable); fi
swift build "${hello_flags[@]}" >/dev/null
cp "$(swift build "${hello_flags[@]}" --show-bin-path)/hello" "$work/hello-bin"
if [ "$(uname)" = Linux ] && command -v strip >/dev/null; then strip "$work/hello-bin"; fi
/usr/bin/time -f "%M" -o "$work/rss-hello" "$work/hello-bin" >/dev/null
hello_rss="$(cat "$work/rss-hello")"
hello_size="$(( $(wc -c < "$work/hello-bin") / 1024 ))"

echo
echo "Peak memory (max resident set size) and size:"
mkdir "$work/mem"
for args in "module Payments" "project Shop"; do
    (cd "$work/mem" && /usr/bin/time -f "%M" -o "$work/rss" "$bin" $args -q --date 2026-12-02)
    printf '%-34s %8d KiB\n' "viper-gen $args" "$(cat "$work/rss")"
done
if [ -n "$batch" ]; then
    cp -R "$work/MyApp" "$work/mem/P"
    (cd "$work/mem/P" && /usr/bin/time -f "%M" -o "$work/rss" "$bin" module$(names 1000) -q)
    printf '%-34s %8d KiB\n' "viper-gen module (1,000 names)" "$(cat "$work/rss")"
fi
size="$(( $(wc -c < "$bin") / 1024 ))"
printf '%-34s %8d KiB\n' "installed binary (stripped)" "$size"
printf '%-34s %8d KiB\n' "FoundationEssentials hello: peak" "$hello_rss"
printf '%-34s %8d KiB\n' "FoundationEssentials hello: size" "$hello_size"
(cd "$work/mem" && rm -rf Payments && /usr/bin/time -f "%M" -o "$work/rss" "$bin" module Payments -q --date 2026-12-02)
awk -v rss="$(cat "$work/rss")" -v floor="$hello_rss" -v size="$size" -v hello="$hello_size" 'BEGIN {
    printf "peak memory of module Payments / the hello floor: %.2fx\n", rss / floor
    printf "binary size / the hello floor: %.2fx\n", size / hello }'
if command -v cookiecutter >/dev/null; then
    echo "(cookiecutter is installed but no cookiecutter template is bundled; not measured)"
fi
