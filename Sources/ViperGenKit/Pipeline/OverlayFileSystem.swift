import ViperGenSystem

/// A file system whose reads of some files return new contents held in memory: a batch
/// registers each name in the app files as the names before it left them, then writes each
/// app file once.
final class OverlayFileSystem: FileSystem, @unchecked Sendable {
    private let base: any FileSystem
    private var overrides: [String: [UInt8]] = [:]

    /// An overlay over `base` with nothing overridden yet.
    init(base: any FileSystem) {
        self.base = base
    }

    /// Makes reads of `path` (absolute) return `contents`.
    func override(_ path: String, with contents: [UInt8]) {
        overrides[path] = contents
    }

    /// Every overridden file: its absolute path and new contents.
    var changes: [(path: String, contents: [UInt8])] {
        overrides.keys.sorted().map { ($0, overrides[$0] ?? []) }
    }

    func readFile(at path: String) throws -> [UInt8] {
        if let contents = overrides[path] { return contents }
        return try base.readFile(at: path)
    }

    func entryKind(at path: String) throws -> FileEntryKind? { try base.entryKind(at: path) }
    func permissions(at path: String) throws -> UInt32 { try base.permissions(at: path) }
    func resolvedPath(of path: String) throws -> String { try base.resolvedPath(of: path) }
    func writeFile(at path: String, contents: [UInt8], permissions: UInt32?) throws {
        try base.writeFile(at: path, contents: contents, permissions: permissions)
    }
    func appendToFile(at path: String, contents: [UInt8]) throws {
        try base.appendToFile(at: path, contents: contents)
    }
    func createDirectory(at path: String) throws { try base.createDirectory(at: path) }
    func moveItem(from source: String, to destination: String) throws {
        try base.moveItem(from: source, to: destination)
    }
    func replaceItem(at destination: String, with source: String) throws {
        try base.replaceItem(at: destination, with: source)
    }
    func linkItem(at link: String, to existing: String) throws {
        try base.linkItem(at: link, to: existing)
    }
    func removeItem(at path: String) throws { try base.removeItem(at: path) }
    func contentsOfDirectory(at path: String) throws -> [String] {
        try base.contentsOfDirectory(at: path)
    }
}
