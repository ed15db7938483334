#!/usr/bin/env python3
"""Lists declarations in Sources/ whose name appears nowhere else in Sources/: dead code, or
(when Tests/ use the name) code only tests use. A name is matched as a whole word, so a name
shared by two declarations hides both, and a protocol requirement or an operator counts as used;
it finds candidates, to be read before anything is deleted.
    Tests/Scripts/unused-declarations.py"""
import os
import re
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
declaration = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|static|"
    r"final|override|mutating|nonisolated|convenience|required|lazy|weak|indirect)\s+)*"
    r"(?:func|var|let|struct|enum|class|protocol|actor|typealias|case)\s+`?([A-Za-z_]\w*)")


def swift_files(folder):
    for directory, _, names in os.walk(os.path.join(root, folder)):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                yield os.path.relpath(path, root), open(path, encoding="utf-8").read()


sources = dict(swift_files("Sources"))
tests = "\n".join(text for _, text in swift_files("Tests"))
words = {}
for text in sources.values():
    for word in re.findall(r"[A-Za-z_]\w*", text):
        words[word] = words.get(word, 0) + 1
ignored = {"init", "body", "description", "main", "run", "hash", "id", "rawValue"}
found = []
for path, text in sorted(sources.items()):
    for number, line in enumerate(text.splitlines(), 1):
        match = declaration.match(line)
        if not match or line.lstrip().startswith("case let") or "override" in line:
            continue
        name = match.group(1)
        if name in ignored or words.get(name, 0) > 1:
            continue
        used_by_tests = re.search(r"\b" + re.escape(name) + r"\b", tests) is not None
        found.append(f"{path}:{number}: {name}" + (" (tests only)" if used_by_tests else ""))
print("\n".join(found))
sys.exit(0)
