import ViperGenSystem

/// A file system on real folders that behaves as a Mac's APFS volume does by default: names
/// that differ only in case or Unicode normalization are the same entry, whose listing keeps
/// the spelling it was created with.
///
/// Every path is first spelt as the entries on disk spell it (`onDisk(_:)`), then handed to
/// `base`: creating `payments` next to `Payments` fails with `EEXIST`, and reading `payments`
/// reads `Payments`. Errors carry the path as the caller spelt it. Nothing is cached, since the
/// folders change between calls; a folder is listed only when an exact name is missing. If two
/// names on the real disk fold together (which APFS never allows), the first sorted one is used.
package struct APFSFileSystem: FileSystem {
    /// The file system that holds the entries (the local one, or its confined form).
    private let base: any FileSystem

    /// Emulates APFS over `base`.
    package init(base: any FileSystem = LocalFileSystem()) {
        self.base = base
    }

    /// Whether APFS takes `first` and `second` for the same name: equal once lowercased, under
    /// String's `==`, which is canonical equivalence (so NFC and NFD spellings fold too).
    package static func isSameName(_ first: String, _ second: String) -> Bool {
        first.lowercased() == second.lowercased()
    }

    /// `path` spelt as the entries on disk spell it, and whether it exists; a missing component
    /// and everything after it are kept as given.
    package func onDisk(_ path: AbsolutePath) -> (path: AbsolutePath, exists: Bool) {
        if exists(path) { return (path, true) }
        guard !path.isRoot else { return (path, false) }
        let (parent, name) = (path.parentDirectory, path.basename)
        let folder = onDisk(parent)
        guard folder.exists else { return (folder.path.appending(component: name), false) }
        if folder.path != parent, exists(folder.path.appending(component: name)) {
            return (folder.path.appending(component: name), true)
        }
        let match = try? base.contentsOfDirectory(
            at: folder.path, matching: { Self.isSameName($0, name) }
        ).first
        return (folder.path.appending(component: match ?? name), match != nil)
    }

    /// Whether an entry is at exactly `path` (a link counts, whatever it points to).
    private func exists(_ path: AbsolutePath) -> Bool {
        (try? base.entryKind(at: path)) != nil
    }

    /// Runs `body` on `path` spelt as on disk; an error about that spelling is reported with the
    /// caller's.
    private func on<Result>(_ path: AbsolutePath, _ body: (AbsolutePath) throws -> Result) throws
        -> Result
    {
        let mapped = onDisk(path).path
        do {
            return try body(mapped)
        } catch var error as FileSystemError where error.path == mapped.pathString {
            error.path = path.pathString
            throw error
        }
    }

    /// Runs `body` on two paths spelt as on disk, reporting errors with the caller's spelling.
    private func on(
        _ first: AbsolutePath, _ second: AbsolutePath,
        _ body: (AbsolutePath, AbsolutePath) throws -> Void
    ) throws {
        let (mappedFirst, mappedSecond) = (onDisk(first).path, onDisk(second).path)
        do {
            try body(mappedFirst, mappedSecond)
        } catch var error as FileSystemError {
            if error.path == mappedFirst.pathString {
                error.path = first.pathString
            } else if error.path == mappedSecond.pathString {
                error.path = second.pathString
            }
            throw error
        }
    }

    package func entryKind(at path: AbsolutePath) throws -> FileEntryKind? {
        try on(path) { try base.entryKind(at: $0) }
    }

    package func permissions(at path: AbsolutePath) throws -> UInt32 {
        try on(path) { try base.permissions(at: $0) }
    }

    /// The on-disk spelling, as macOS `realpath` gives it.
    package func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        try on(path) { try base.resolvedPath(of: $0) }
    }

    package func readFile(at path: AbsolutePath) throws -> [UInt8] {
        try on(path) { try base.readFile(at: $0) }
    }

    /// Fails with `EEXIST` when a name that folds to `path`'s exists.
    package func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        try on(path) { try base.writeFile(at: $0, contents: contents, permissions: permissions) }
    }

    /// Fails with `EEXIST` when a name that folds to `path`'s exists.
    package func createDirectory(at path: AbsolutePath) throws {
        try on(path) { try base.createDirectory(at: $0) }
    }

    package func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        try on(path) { try base.appendToFile(at: $0, contents: contents) }
    }

    /// Fails with `EEXIST` when the destination folds to an existing entry, the source itself
    /// included (a case-only rename that may not replace).
    package func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
        let (from, to) = (onDisk(source), onDisk(destination))
        if from.exists, from.path == to.path {
            throw FileSystemError(
                operation: .move, path: source.pathString, code: FileSystemError.Code.exists)
        }
        try on(source, destination) { try base.moveItem(from: $0, to: $1) }
    }

    /// Renames over the entry `destination` folds to; the entry then has `destination`'s
    /// spelling, as `rename(2)` on APFS gives it.
    package func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        let target = onDisk(destination).path
        try on(destination, source) { try base.replaceItem(at: $0, with: $1) }
        let respelt = target.parentDirectory.appending(component: destination.basename)
        guard respelt != target else { return }
        try on(destination) { _ in try base.moveItem(from: target, to: respelt) }
    }

    /// Fails with `EEXIST` when a name that folds to `link`'s exists.
    package func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        try on(link, existing) { try base.linkItem(at: $0, to: $1) }
    }

    package func removeItem(at path: AbsolutePath) throws {
        try on(path) { try base.removeItem(at: $0) }
    }

    /// The names as they were created.
    package func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try on(path) { try base.contentsOfDirectory(at: $0) }
    }

    package func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool)
        throws
        -> [String]
    {
        try on(path) { try base.contentsOfDirectory(at: $0, matching: matches) }
    }

    /// The same emulation over `base` confined to the folder `root` names on disk, so that the
    /// writes still go through the confined file system's folder descriptors.
    package func confined(to root: AbsolutePath) throws -> any FileSystem {
        APFSFileSystem(base: try on(root) { try base.confined(to: $0) })
    }

    package func flushWrites(below root: AbsolutePath) throws {
        try on(root) { try base.flushWrites(below: $0) }
    }
}
