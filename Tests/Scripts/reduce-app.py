#!/usr/bin/env python3
"""Reduces one public iOS app, read from a fetched git directory at a commit, to the files
viper-gen's `init` and `module` read, for the real-apps measure (issue 36).

    reduce-app.py GIT_DIR COMMIT OUT_FOLDER --url URL --licence NAME [--fetched YYYY-MM-DD]

Kept with their full content: Swift files (Package.swift and Tuist manifests included),
`project.pbxproj`, `contents.xcworkspacedata`, `*.xcconfig`, XcodeGen specs (`project.yml`,
`project.yaml`, `project.json`), `Podfile`, `Rambafile`, every file of a Generamba template folder
(a folder holding a `.rambaspec`), Objective-C headers (`*.h`) and the files viper-gen reads
itself (`IDETemplateMacros.plist`, `TemplateInfo.plist`, `.viper-gen.json`). Kept as EMPTY files: the other
files a build reads (`.m`, `.storyboard`, `.xib`, `.plist`, `.strings`, `.entitlements`, ...)
and any other file whose name a project file mentions, so the layout and every reference stay
whole. Omitted: everything else (images, asset catalog contents, documentation, scripts, data),
and third-party checkouts under `Carthage/`. Writes `SOURCE` (where it came from, what was
removed) and `LICENSE` (the repository's own licence text) beside the app's files.

The same git directory, commit and arguments always give the same folder, byte for byte.
"""

import argparse
import datetime
import os
import re
import subprocess
import sys

FULL_NAMES = {
    "project.pbxproj", "contents.xcworkspacedata", "Podfile", "Rambafile",
    "project.yml", "project.yaml", "project.json",
    # Read by viper-gen itself: Xcode's file-header macros, template definitions, its config,
    # and an Objective-C app's entry point (its UIApplicationMain call).
    "IDETemplateMacros.plist", "TemplateInfo.plist", ".viper-gen.json", "main.m", "main.mm",
}
FULL_EXTENSIONS = {".swift", ".xcconfig", ".h"}
EMPTY_EXTENSIONS = {
    ".m", ".mm", ".c", ".cc", ".cpp", ".storyboard", ".xib", ".plist", ".strings",
    ".stringsdict", ".xcstrings", ".entitlements", ".intentdefinition", ".xcdatamodel",
    ".metal", ".modulemap", ".xctestplan", ".pch", ".lock",
}
PROJECT_FILE_NAMES = {"project.pbxproj", "project.yml", "project.yaml", "project.json"}
SKIPPED_PREFIXES = ("Carthage/",)
LICENCE_FILE = re.compile(r"^(licen[cs]e|copying)(\.[a-z]+)?$", re.IGNORECASE)


def git(git_dir, *arguments):
    """The standard output of `git --git-dir=GIT_DIR ARGUMENTS` as bytes."""
    return subprocess.run(
        ["git", "--git-dir=" + git_dir, *arguments], check=True, capture_output=True
    ).stdout


def listed_files(git_dir, commit):
    """The blob paths of the commit, sorted (symbolic links and submodules left out)."""
    listing = git(git_dir, "ls-tree", "-r", "-z", "--full-tree", commit)
    files = []
    for entry in listing.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, _ = meta.split(b" ")
        if kind == b"blob" and mode != b"120000":
            files.append(path.decode("utf-8", "surrogateescape"))
    return sorted(files)


def extension(path):
    """The path's extension, with its dot, lowercased ('' for none)."""
    return os.path.splitext(path)[1].lower()


def generamba_folders(files):
    """The folders holding a Generamba template (a `.rambaspec` file)."""
    return {os.path.dirname(path) for path in files if path.endswith(".rambaspec")}


def is_full(path, template_folders):
    """Whether the file is kept with its content."""
    name = os.path.basename(path)
    if name in FULL_NAMES or extension(path) in FULL_EXTENSIONS:
        return True
    return any(path.startswith(folder + "/") for folder in template_folders if folder)


def referenced_names(git_dir, commit, files):
    """The file names the project files and package manifests mention (quoted or bare)."""
    names = set()
    for path in files:
        name = os.path.basename(path)
        if name not in PROJECT_FILE_NAMES and name != "Package.swift":
            continue
        text = git(git_dir, "show", commit + ":" + path).decode("utf-8", "replace")
        for token in re.findall(r'[^\s";=(),{}/]+\.[A-Za-z0-9]+', text):
            names.add(token)
    return names


def in_asset_catalog(path):
    """Whether the path lies inside an asset catalog (its images and their Contents.json)."""
    parts = path.split("/")
    return any(part.endswith(".xcassets") for part in parts[:-1]) and not (
        parts[-1] == "Contents.json" and parts[-2].endswith(".xcassets")
    )


def licence_text(git_dir, commit, files):
    """The text of the repository's top-level licence file, and its name."""
    for path in files:
        if "/" not in path and LICENCE_FILE.match(path):
            return git(git_dir, "show", commit + ":" + path), path
    sys.exit("no LICENSE file at the top of the repository: not permissively licensed here")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("git_dir")
    parser.add_argument("commit")
    parser.add_argument("out")
    parser.add_argument("--url", required=True)
    parser.add_argument("--licence", required=True)
    parser.add_argument("--fetched", default=datetime.date.today().isoformat())
    options = parser.parse_args()
    commit = git(options.git_dir, "rev-parse", options.commit + "^{commit}").decode().strip()
    files = [
        path for path in listed_files(options.git_dir, commit)
        if not path.startswith(SKIPPED_PREFIXES)
    ]
    templates = generamba_folders(files)
    referenced = referenced_names(options.git_dir, commit, files)
    full, empty, omitted = [], [], []
    for path in files:
        name = os.path.basename(path)
        if is_full(path, templates):
            full.append(path)
        elif in_asset_catalog(path):
            omitted.append(path)
        elif extension(path) in EMPTY_EXTENSIONS or name in referenced or ".xcdatamodeld/" in path or (
            name == "Contents.json" and path.split("/")[-2].endswith(".xcassets")
        ):
            empty.append(path)
        else:
            omitted.append(path)
    if os.path.exists(options.out):
        sys.exit(options.out + " exists: remove it first")
    for path in full + empty:
        target = os.path.join(options.out, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        content = git(options.git_dir, "show", commit + ":" + path) if path in full else b""
        with open(target, "wb") as handle:
            handle.write(content)
    text, licence_path = licence_text(options.git_dir, commit, files)
    with open(os.path.join(options.out, "LICENSE"), "wb") as handle:
        handle.write(text)
    skipped = len(listed_files(options.git_dir, commit)) - len(files)
    kinds = sorted({extension(path) or os.path.basename(path) for path in omitted})
    with open(os.path.join(options.out, "SOURCE"), "w") as handle:
        handle.write(
            f"repository: {options.url}\n"
            f"commit: {commit}\n"
            f"licence: {options.licence} ({licence_path}, copied to LICENSE)\n"
            f"fetched: {options.fetched}\n"
            f"reduced by: Tests/Scripts/reduce-app.py\n"
            f"kept whole: {len(full)} files (Swift, project files, xcconfig, Podfile,"
            f" Rambafile and Generamba templates, headers)\n"
            f"kept empty: {len(empty)} files (sources of other languages, storyboards,"
            f" plists and other files the build or a project file names)\n"
            f"removed: {len(omitted)} files ({' '.join(kinds[:40])}"
            f"{' ...' if len(kinds) > 40 else ''})"
            f"{f' and {skipped} under Carthage/' if skipped else ''}\n"
        )


if __name__ == "__main__":
    main()
