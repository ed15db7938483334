#!/usr/bin/env python3
"""Writes the C source of issue 25's floor for one module outside a project: a program that
creates the folders and files found below `folder` (relative to its working folder) with the
same bytes, each file flushed with fsync, and nothing else. Tests/Scripts/benchmark.sh compiles
it with gcc -static -O2.
    fsync-floor.py <folder> <name>      (the tree `folder/name`; the C source on stdout)"""
import os, sys

def literal(data):
    return '"' + "".join(f"\\x{byte:02x}" for byte in data) + '"'

def main():
    folder, name = sys.argv[1], sys.argv[2]
    folders, files = [name], []
    for parent, subfolders, names in sorted(os.walk(os.path.join(folder, name))):
        relative = os.path.relpath(parent, folder)
        folders += [os.path.join(relative, sub) for sub in sorted(subfolders)]
        for file in sorted(names):
            with open(os.path.join(parent, file), "rb") as handle:
                files.append((os.path.join(relative, file), handle.read()))
    print("#include <fcntl.h>\n#include <sys/stat.h>\n#include <unistd.h>\n")
    print("static int put(const char *path, const char *data, size_t size) {")
    print("    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);")
    print("    if (fd < 0 || write(fd, data, size) != (ssize_t)size || fsync(fd) != 0) return 1;")
    print("    return close(fd);\n}\n")
    print("int main(void) {")
    for path in sorted(set(folders), key=lambda p: p.count("/")):
        print(f"    if (mkdir({literal(path.encode())}, 0755) != 0) return 1;")
    for path, data in files:
        print(f"    if (put({literal(path.encode())}, {literal(data)}, {len(data)})) return 1;")
    print("    return 0;\n}")

if __name__ == "__main__":
    main()
