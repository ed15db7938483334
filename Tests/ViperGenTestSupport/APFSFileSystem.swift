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
    package func onDisk(_ path: String) -> (path: String, exists: Bool) {
        if exists(path) { return (path, true) }
        guard path.hasPrefix("/"), path != "/" else { return (path, false) }
        if path.hasSuffix("/") {
            let trimmed = onDisk(String(path.dropLast()))
            return (trimmed.path + "/", trimmed.exists)
        }
        let (parent, name) = Self.split(path)
        let folder = onDisk(parent)
        guard folder.exists else { return (Self.join(folder.path, name), false) }
        if folder.path != parent, exists(Self.join(folder.path, name)) {
            return (Self.join(folder.path, name), true)
        }
        let match = try? base.contentsOfDirectory(
            at: folder.path, matching: { Self.isSameName($0, name) }
        ).first
        return (Self.join(folder.path, match ?? name), match != nil)
    }

    /// Whether an entry is at exactly `path` (a link counts, whatever it points to).
    private func exists(_ path: String) -> Bool {
        (try? base.entryKind(at: path)) != nil
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The folder part and the last component of `path`.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return (folder, String(path[path.index(after: slash)...]))
    }

    /// Runs `body` on `path` spelt as on disk; an error about that spelling is reported with the
    /// caller's.
    private func on<Result>(_ path: String, _ body: (String) throws -> Result) throws -> Result {
        let mapped = onDisk(path).path
        do {
            return try body(mapped)
        } catch var error as FileSystemError where error.path == mapped {
            error.path = path
            throw error
        }
    }

    /// Runs `body` on two paths spelt as on disk, reporting errors with the caller's spelling.
    private func on(
        _ first: String, _ second: String, _ body: (String, String) throws -> Void
    ) throws {
        let (mappedFirst, mappedSecond) = (onDisk(first).path, onDisk(second).path)
        do {
            try body(mappedFirst, mappedSecond)
        } catch var error as FileSystemError {
            if error.path == mappedFirst {
                error.path = first
            } else if error.path == mappedSecond {
                error.path = second
            }
            throw error
        }
    }

    package func entryKind(at path: String) throws -> FileEntryKind? {
        try on(path) { try base.entryKind(at: $0) }
    }

    package func permissions(at path: String) throws -> UInt32 {
        try on(path) { try base.permissions(at: $0) }
    }

    /// The on-disk spelling, as macOS `realpath` gives it.
    package func resolvedPath(of path: String) throws -> String {
        try on(path) { try base.resolvedPath(of: $0) }
    }

    package func readFile(at path: String) throws -> [UInt8] {
        try on(path) { try base.readFile(at: $0) }
    }

    /// Fails with `EEXIST` when a name that folds to `path`'s exists.
    package func writeFile(at path: String, contents: [UInt8], permissions: UInt32?) throws {
        try on(path) { try base.writeFile(at: $0, contents: contents, permissions: permissions) }
    }

    /// Fails with `EEXIST` when a name that folds to `path`'s exists.
    package func createDirectory(at path: String) throws {
        try on(path) { try base.createDirectory(at: $0) }
    }

    package func appendToFile(at path: String, contents: [UInt8]) throws {
        try on(path) { try base.appendToFile(at: $0, contents: contents) }
    }

    /// Fails with `EEXIST` when the destination folds to an existing entry, the source itself
    /// included (a case-only rename that may not replace).
    package func moveItem(from source: String, to destination: String) throws {
        let (from, to) = (onDisk(source), onDisk(destination))
        if from.exists, from.path == to.path {
            throw FileSystemError(operation: .move, path: source, code: FileSystemError.Code.exists)
        }
        try on(source, destination) { try base.moveItem(from: $0, to: $1) }
    }

    /// Renames over the entry `destination` folds to; the entry then has `destination`'s
    /// spelling, as `rename(2)` on APFS gives it.
    package func replaceItem(at destination: String, with source: String) throws {
        let target = onDisk(destination).path
        try on(destination, source) { try base.replaceItem(at: $0, with: $1) }
        let respelt = Self.join(Self.split(target).folder, Self.split(destination).name)
        guard respelt != target else { return }
        try on(destination) { _ in try base.moveItem(from: target, to: respelt) }
    }

    /// Fails with `EEXIST` when a name that folds to `link`'s exists.
    package func linkItem(at link: String, to existing: String) throws {
        try on(link, existing) { try base.linkItem(at: $0, to: $1) }
    }

    package func removeItem(at path: String) throws {
        try on(path) { try base.removeItem(at: $0) }
    }

    /// The names as they were created.
    package func contentsOfDirectory(at path: String) throws -> [String] {
        try on(path) { try base.contentsOfDirectory(at: $0) }
    }

    package func contentsOfDirectory(at path: String, matching matches: (String) -> Bool) throws
        -> [String]
    {
        try on(path) { try base.contentsOfDirectory(at: $0, matching: matches) }
    }

    /// The same emulation over `base` confined to the folder `root` names on disk, so that the
    /// writes still go through the confined file system's folder descriptors.
    package func confined(to root: String) throws -> any FileSystem {
        APFSFileSystem(base: try on(root) { try base.confined(to: $0) })
    }

    package func flushWrites(below root: String) throws {
        try on(root) { try base.flushWrites(below: $0) }
    }
}
