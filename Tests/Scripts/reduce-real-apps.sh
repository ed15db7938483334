#!/usr/bin/env bash
# Makes the real-app fixtures (issue 36) from the repositories listed in
# Tests/Fixtures/RealApps/apps.tsv: each is read from a fetched git directory at the listed
# commit and reduced by Tests/Scripts/reduce-app.py into Tests/Fixtures/RealApps/.apps/<name>/
# (a hidden folder, which `swift format -r` and git leave alone).
#
#   Tests/Scripts/reduce-real-apps.sh MIRRORS [NAME...]
#
# MIRRORS holds one git directory per repository, named owner+name (a bare repository, or a
# clone whose .git is used), as the fetch tool leaves them: MIRRORS/owner+name/repo. The
# fixtures are not committed (they are other projects' code): run this once after cloning.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
mirrors=${1:?usage: reduce-real-apps.sh MIRRORS [NAME...]}
shift
wanted=" $* "
list="$root/Tests/Fixtures/RealApps/apps.tsv"
fixtures="$root/Tests/Fixtures/RealApps/.apps"
mkdir -p "$fixtures"
fetched=${VIPER_GEN_FETCHED_DATE:-$(date -u +%F)}
grep -v '^#' "$list" | while IFS=$'\t' read -r name repository commit licence _; do
    [ -z "$name" ] && continue
    [ "$wanted" != "  " ] && [[ "$wanted" != *" $name "* ]] && continue
    git_dir="$mirrors/${repository/\//+}/repo"
    [ -d "$git_dir/.git" ] && git_dir="$git_dir/.git"
    if [ ! -d "$git_dir" ]; then
        echo "skipped $name: no git directory at $git_dir (fetch $repository first)" >&2
        continue
    fi
    rm -rf "${fixtures:?}/$name"
    python3 "$here/reduce-app.py" "$git_dir" "$commit" "$fixtures/$name" \
        --url "https://github.com/$repository" --licence "$licence" --fetched "$fetched"
    echo "$name: $(find "$fixtures/$name" -type f | wc -l) files, $(du -sk "$fixtures/$name" | cut -f1) KiB"
done
