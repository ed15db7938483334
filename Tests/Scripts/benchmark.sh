#!/usr/bin/env bash
# Measures viper-gen against a cp/sed shell script doing the same job (one module from the
# built-in template), and viper-gen's peak memory. Prints figures; asserts nothing.
#   Tests/Scripts/benchmark.sh [runs]      (default 200 runs each)
set -euo pipefail
runs="${1:-200}"
# shellcheck source=Tests/Scripts/release-build.sh
source "$(dirname "$0")/release-build.sh"

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

time_runs() { # label command... ; runs the command $runs times in fresh folders
    local label="$1"; shift
    local start end
    start=$(date +%s%N)
    for i in $(seq "$runs"); do
        mkdir "$work/run-$i"
        (cd "$work/run-$i" && "$@" >/dev/null)
    done
    end=$(date +%s%N)
    rm -rf "$work"/run-*
    awk -v l="$label" -v t="$((end - start))" -v n="$runs" \
        'BEGIN { printf "%-34s %8.2f ms per module (%d runs)\n", l, t / n / 1e6, n }'
}

echo
echo "One module (7 files), wall time including process start:"
time_runs "viper-gen module Payments" "$bin" module Payments --author "Jane Appleseed" \
    --organization Acme --date 2026-12-02 -q
time_runs "cp + sed shell script" "$work/cpsed.sh" "$root/Templates/module" . Payments

echo
echo "Peak memory (max resident set size):"
mkdir "$work/mem" && cd "$work/mem"
for args in "module Payments" "project MyApp"; do
    /usr/bin/time -f "%M" -o "$work/rss" "$bin" $args --author A --date 2026-12-02 -q
    printf '%-34s %8d KiB\n' "viper-gen $args" "$(cat "$work/rss")"
done
