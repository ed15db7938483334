/// Transitional: the ``FileSystem`` operations for callers still holding paths as text, each
/// validating its path into an ``AbsolutePath`` (a relative one throws ``PathError``).
///
/// Not requirements: conformers implement only the typed operations. Deleted once every caller
/// holds typed paths.
extension FileSystem {
    /// ``entryKind(at:)`` for a path as text.
    package func entryKind(at path: String) throws -> FileEntryKind? {
        try entryKind(at: AbsolutePath(validating: path))
    }
    /// ``permissions(at:)`` for a path as text.
    package func permissions(at path: String) throws -> UInt32 {
        try permissions(at: AbsolutePath(validating: path))
    }
    /// ``resolvedPath(of:)`` for a path as text, as text.
    package func resolvedPath(of path: String) throws -> String {
        try resolvedPath(of: AbsolutePath(validating: path)).pathString
    }
    /// ``readFile(at:)`` for a path as text.
    package func readFile(at path: String) throws -> [UInt8] {
        try readFile(at: AbsolutePath(validating: path))
    }
    /// ``writeFile(at:contents:permissions:)`` for a path as text.
    package func writeFile(at path: String, contents: [UInt8], permissions: UInt32?) throws {
        try writeFile(
            at: AbsolutePath(validating: path), contents: contents, permissions: permissions)
    }
    /// ``createDirectory(at:)`` for a path as text.
    package func createDirectory(at path: String) throws {
        try createDirectory(at: AbsolutePath(validating: path))
    }
    /// ``appendToFile(at:contents:)`` for a path as text.
    package func appendToFile(at path: String, contents: [UInt8]) throws {
        try appendToFile(at: AbsolutePath(validating: path), contents: contents)
    }
    /// ``moveItem(from:to:)`` for paths as text.
    package func moveItem(from source: String, to destination: String) throws {
        try moveItem(
            from: AbsolutePath(validating: source), to: AbsolutePath(validating: destination))
    }
    /// ``replaceItem(at:with:)`` for paths as text.
    package func replaceItem(at destination: String, with source: String) throws {
        try replaceItem(
            at: AbsolutePath(validating: destination), with: AbsolutePath(validating: source))
    }
    /// ``linkItem(at:to:)`` for paths as text.
    package func linkItem(at link: String, to existing: String) throws {
        try linkItem(at: AbsolutePath(validating: link), to: AbsolutePath(validating: existing))
    }
    /// ``removeItem(at:)`` for a path as text.
    package func removeItem(at path: String) throws {
        try removeItem(at: AbsolutePath(validating: path))
    }
    /// ``contentsOfDirectory(at:)`` for a path as text.
    package func contentsOfDirectory(at path: String) throws -> [String] {
        try contentsOfDirectory(at: AbsolutePath(validating: path))
    }
    /// ``contentsOfDirectory(at:matching:)`` for a path as text.
    package func contentsOfDirectory(at path: String, matching matches: (String) -> Bool) throws
        -> [String]
    {
        try contentsOfDirectory(at: AbsolutePath(validating: path), matching: matches)
    }
    /// ``kindsOfEntries(in:)`` for a path as text.
    package func kindsOfEntries(in path: String) throws -> [(name: String, kind: FileEntryKind?)] {
        try kindsOfEntries(in: AbsolutePath(validating: path))
    }
    /// ``confined(to:)`` for a path as text.
    package func confined(to root: String) throws -> any FileSystem {
        try confined(to: AbsolutePath(validating: root))
    }
    /// ``flushWrites(below:)`` for a path as text.
    package func flushWrites(below root: String) throws {
        try flushWrites(below: AbsolutePath(validating: root))
    }
    /// ``stamp(at:)`` for a path as text.
    package func stamp(at path: String) throws -> FileStamp? {
        try stamp(at: AbsolutePath(validating: path))
    }
}
