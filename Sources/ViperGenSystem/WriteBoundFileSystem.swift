/// A file system that reads anywhere but changes nothing outside one folder: what
/// `viper-gen mcp` runs its tools on, so a call writes only inside the project it serves.
///
/// Every operation that creates, changes, renames or removes an entry checks its paths first
/// and throws ``FileSystemError/outsideWritableFolder`` for one outside the folder. Paths are
/// normal (``AbsolutePath``), so the test is on their text; a symbolic link inside the folder
/// that leads out is the concern of ``confined(to:)``'s file system, which never follows one.
public struct WriteBoundFileSystem: FileSystem {
    /// The folder below which changes are allowed (itself included).
    public let folder: AbsolutePath
    /// The file system that does the work.
    private let base: any FileSystem

    /// Changes through `base` allowed only at `folder` and below it.
    public init(folder: AbsolutePath, base: any FileSystem) {
        self.folder = folder
        self.base = base
    }

    /// Whether `path` is `folder` or below it.
    public func allows(_ path: AbsolutePath) -> Bool {
        let root = folder.pathString
        let text = path.pathString
        return root == "/" || text == root || text.hasPrefix(root + "/")
    }

    /// Throws for `operation` on `path` outside the folder.
    private func check(_ path: AbsolutePath, _ operation: FileSystemOperation) throws {
        guard allows(path) else {
            throw FileSystemError(
                operation: operation, path: path.pathString,
                code: FileSystemError.outsideWritableFolder)
        }
    }

    /// The base's answer: reading is not bound.
    public func entryKind(at path: AbsolutePath) throws -> FileEntryKind? {
        try base.entryKind(at: path)
    }

    /// The base's answer: reading is not bound.
    public func permissions(at path: AbsolutePath) throws -> UInt32 {
        try base.permissions(at: path)
    }

    /// The base's answer: reading is not bound.
    public func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        try base.resolvedPath(of: path)
    }

    /// The base's answer: reading is not bound.
    public func readFile(at path: AbsolutePath) throws -> [UInt8] {
        try base.readFile(at: path)
    }

    /// Writes through the base, inside the folder only.
    public func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        try check(path, .write)
        try base.writeFile(at: path, contents: contents, permissions: permissions)
    }

    /// Creates through the base, inside the folder only.
    public func createDirectory(at path: AbsolutePath) throws {
        try check(path, .createDirectory)
        try base.createDirectory(at: path)
    }

    /// Appends through the base, inside the folder only.
    public func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        try check(path, .append)
        try base.appendToFile(at: path, contents: contents)
    }

    /// Renames through the base, both paths inside the folder only.
    public func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
        try check(source, .move)
        try check(destination, .move)
        try base.moveItem(from: source, to: destination)
    }

    /// Renames over through the base, both paths inside the folder only.
    public func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        try check(source, .move)
        try check(destination, .move)
        try base.replaceItem(at: destination, with: source)
    }

    /// Links through the base, the new name inside the folder only.
    public func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        try check(link, .link)
        try base.linkItem(at: link, to: existing)
    }

    /// Removes through the base, inside the folder only.
    public func removeItem(at path: AbsolutePath) throws {
        try check(path, .remove)
        try base.removeItem(at: path)
    }

    /// The base's listing: reading is not bound.
    public func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try base.contentsOfDirectory(at: path)
    }

    /// The base's listing: reading is not bound.
    public func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool)
        throws -> [String]
    {
        try base.contentsOfDirectory(at: path, matching: matches)
    }

    /// The base's listing: reading is not bound.
    public func kindsOfEntries(in path: AbsolutePath) throws
        -> [(name: String, kind: FileEntryKind?)]
    {
        try base.kindsOfEntries(in: path)
    }

    /// The base's confined file system for `root`, still bound to the folder: a root outside
    /// it gets a file system that changes nothing.
    public func confined(to root: AbsolutePath) throws -> any FileSystem {
        WriteBoundFileSystem(folder: folder, base: try base.confined(to: root))
    }

    /// The base's flush: it changes no entry.
    public func flushWrites(below root: AbsolutePath) throws {
        try base.flushWrites(below: root)
    }

    /// The base's answer: reading is not bound.
    public func stamp(at path: AbsolutePath) throws -> FileStamp? {
        try base.stamp(at: path)
    }

    /// The base's answer: reading is not bound.
    public func stamps(at paths: PathList, in positions: Range<Int>) -> [FileStamp?] {
        base.stamps(at: paths, in: positions)
    }
}
