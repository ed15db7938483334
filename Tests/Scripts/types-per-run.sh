#!/usr/bin/env bash
# Counts the types of viper-gen's own targets whose code one `viper-gen module Payments` run
# executes, inside a project made by `viper-gen project Demo`: the run goes under valgrind's
# callgrind (debug build, so nothing is inlined away), every function it entered is demangled,
# and the nominal types (nested ones included) of the ViperGen* modules are counted per target.
# Prints the counts, then with --list the types. Needs valgrind and python3; asserts nothing.
#   Tests/Scripts/types-per-run.sh [--list]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --package-path "$root" --product viper-gen >/dev/null
bin="$(swift build --package-path "$root" --show-bin-path)/viper-gen"
(cd "$work" && "$bin" project Demo --author A --date 2026-01-01 -q)
(cd "$work/Demo" && valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
    "$bin" module Payments --author A --date 2026-01-01 -q 2>/dev/null)
python3 - "$work/callgrind.out" "${1:-}" <<'PY'
import re, subprocess, sys
names = set()
for line in open(sys.argv[1], errors="replace"):
    match = re.match(r'^c?fn=\(\d+\) (\$s\S*)$', line.strip())
    if match:
        names.add(match.group(1))
demangled = subprocess.run(
    ["swift", "demangle", "--compact"], input="\n".join(sorted(names)),
    capture_output=True, text=True, check=True).stdout.splitlines()
types = set()
for symbol in demangled:
    symbol = re.sub(r'\(extension in [^)]*\):', '', symbol)
    symbol = re.sub(r'<[^<>]*>', '', symbol)
    for match in re.finditer(
            r'\b(ViperGen[A-Za-z]*)\.((?:[A-Z][A-Za-z0-9_]*\.)*[A-Z][A-Za-z0-9_]*)', symbol):
        types.add(match.group(1) + "." + match.group(2))
targets = {}
for name in sorted(types):
    targets.setdefault(name.split(".")[0], []).append(name)
top_level = {".".join(name.split(".")[:2]) for name in types}
for target, members in sorted(targets.items()):
    print(f"{target:22} {len(members):4}")
print(f"{'all targets':22} {len(types):4}  ({len(top_level)} top-level)")
if sys.argv[2] == "--list":
    print("\n".join(sorted(types)))
PY
