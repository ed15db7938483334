#!/usr/bin/env python3
"""A floor for Tests/Scripts/benchmark.sh: the same files written by one process that does
nothing else (no templates, no checks, no transaction, no flush).

  write-floor.py record <before> <after> <manifest>   files new or changed in <after>
  write-floor.py write <manifest> <folder>            writes them below <folder>"""
import marshal, os, sys

def record(before, after, manifest):
    files = []
    for folder, _, names in os.walk(after):
        for name in names:
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, after)
            with open(path, "rb") as handle:
                contents = handle.read()
            old = os.path.join(before, relative)
            if os.path.exists(old):
                with open(old, "rb") as handle:
                    if handle.read() == contents:
                        continue
            files.append((relative, contents))
    with open(manifest, "wb") as handle:
        marshal.dump(sorted(files), handle)

def write(manifest, folder):
    with open(manifest, "rb") as handle:
        files = marshal.load(handle)
    made = set()
    for relative, contents in files:
        parent = os.path.dirname(os.path.join(folder, relative))
        if parent not in made:
            os.makedirs(parent, exist_ok=True)
            made.add(parent)
        with open(os.path.join(folder, relative), "wb") as handle:
            handle.write(contents)

if __name__ == "__main__":
    if sys.argv[1] == "record":
        record(*sys.argv[2:5])
    else:
        write(*sys.argv[2:4])
