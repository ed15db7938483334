#!/usr/bin/env bash
# Measures the figures docs/ARCHITECTURE.md gives, so they are printed, not typed: per target
# of Sources/ and Tests/, its Swift files and lines, its share of the lines, its `public`
# declarations and its largest file. With --write it replaces the block between the
# `measure-architecture` markers in docs/ARCHITECTURE.md with what it prints; with --types it
# also runs types-per-run.sh (valgrind) for the types one `module` run goes through.
#   Tests/Scripts/measure-architecture.sh [--write] [--types]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
write=false
types=false
for argument in "$@"; do
    case "$argument" in
        --write) write=true ;;
        --types) types=true ;;
        *) echo "usage: $0 [--write] [--types]" >&2; exit 64 ;;
    esac
done
block="$(python3 - "$root" <<'PY'
import os, re, sys
root = sys.argv[1]

def measure(folder, only=""):
    """Each target folder below `folder` whose name starts with `only`: (files, lines, public
    declarations, largest file)."""
    targets = {}
    for name in sorted(os.listdir(os.path.join(root, folder))):
        base = os.path.join(root, folder, name)
        if not os.path.isdir(base) or not name.startswith(only):
            continue
        files = lines = public = 0
        largest = (0, "")
        for directory, _, names in os.walk(base):
            for file in names:
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                text = open(path, encoding="utf-8", errors="replace").read()
                count = text.count("\n")
                files += 1
                lines += count
                public += len(re.findall(r"^\s*(?:@\w+\s+)*public\s", text, re.M))
                largest = max(largest, (count, os.path.relpath(path, root)))
        if files:
            targets[name] = (files, lines, public, largest)
    return targets

def table(title, targets, publics):
    total = sum(lines for _, lines, _, _ in targets.values())
    files = sum(count for count, _, _, _ in targets.values())
    header = "| target | files | lines | share |" + (" `public` |" if publics else "")
    rows = [header, "|---" * (5 if publics else 4) + "|"]
    for name, (count, lines, public, _) in sorted(
            targets.items(), key=lambda item: -item[1][1]):
        row = f"| {name} | {count} | {lines:,} | {100 * lines / total:.0f} % |"
        rows.append(row + (f" {public} |" if publics else ""))
    rows.append(f"| all | {files} | {total:,} | 100 % |" + (" |" if publics else ""))
    largest = max(largest for _, _, _, largest in targets.values())
    return [f"{title}:", ""] + rows + ["", f"Largest file: `{largest[1]}`, {largest[0]} lines."]

sources = measure("Sources")
tests = measure("Tests", only="ViperGen")  # not goldens, fixtures or stand-ins
out = table("Sources", sources, True) + [""] + table("Tests", tests, False)
print("\n".join(out))
PY
)"
if "$types"; then
    block+=$'\n\nTypes one `viper-gen module Payments` run goes through (types-per-run.sh):\n\n```\n'
    block+="$(bash "$root/Tests/Scripts/types-per-run.sh")"
    block+=$'\n```'
fi
if "$write"; then
    python3 - "$root/docs/ARCHITECTURE.md" "$block" <<'PY'
import re, sys
path, block = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
begin, end = "<!-- measure-architecture: begin -->", "<!-- measure-architecture: end -->"
if begin not in text or end not in text:
    sys.exit(f"{path} has no {begin} ... {end} block")
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(path, "w", encoding="utf-8").write(head + begin + "\n" + block + "\n" + end + tail)
PY
else
    printf '%s\n' "$block"
fi
