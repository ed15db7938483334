/// Every file-system operation viper-gen performs: reading templates, configs and app files,
/// checking a plan, and writing it.
///
/// Every path is an ``AbsolutePath``. Every failing operation throws `FileSystemError`, so tests can inject a
/// fault into any read or write.
public protocol FileSystem: Sendable {
    /// The kind of entry at `path` without following a final symbolic link, or nil if none.
    func entryKind(at path: AbsolutePath) throws -> FileEntryKind?
    /// The permission bits of the entry at `path` (e.g. `0o644`).
    func permissions(at path: AbsolutePath) throws -> UInt32
    /// The absolute, symlink-free path of an existing entry (`realpath`).
    func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath
    /// The full contents of the regular file at `path` (following links); anything else, such
    /// as a FIFO or a device, is refused without blocking.
    func readFile(at path: AbsolutePath) throws -> [UInt8]
    /// Creates a new file at `path` (which must not exist) with `contents` and `permissions`;
    /// it is durable once `flushWrites(below:)` returned.
    func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws
    /// Creates one directory at `path`; its parent must exist and `path` must not.
    func createDirectory(at path: AbsolutePath) throws
    /// Appends `contents` to the existing regular file at `path` and flushes it to the disk.
    func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws
    /// Renames `source` to `destination` atomically; fails if `destination` exists.
    func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws
    /// Renames `source` over `destination` atomically (`rename(2)`): at every instant
    /// `destination` holds either its old or its new entry, never nothing.
    func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws
    /// Makes `link` a second name (hard link) of the existing file `existing`.
    func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws
    /// Removes the entry at `path`, recursively for directories (links are not followed).
    func removeItem(at path: AbsolutePath) throws
    /// The names of the entries in the directory at `path`, sorted.
    func contentsOfDirectory(at path: AbsolutePath) throws -> [String]
    /// The names of the entries in the directory at `path` that `matches` accepts, sorted:
    /// looking for a few names in a large folder (`/tmp`) sorts only those.
    func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool) throws
        -> [String]
    /// The entries of the directory at `path` with what each is (as `entryKind(at:)` says,
    /// nil when that cannot be told), sorted by name.
    func kindsOfEntries(in path: AbsolutePath) throws -> [(name: String, kind: FileEntryKind?)]
    /// This file system for writing below the existing folder `root`: where possible, through
    /// folder descriptors that a folder swapped for a symbolic link cannot redirect.
    func confined(to root: AbsolutePath) throws -> any FileSystem
    /// Makes everything written, created and renamed below the existing folder `root` so far
    /// durable (on the disk, so a power loss keeps it), with one flush for all of it.
    func flushWrites(below root: AbsolutePath) throws
    /// The stamp of the entry at `path` (links not followed), nil when there is none or when
    /// this file system cannot tell (then nothing is cached against it).
    func stamp(at path: AbsolutePath) throws -> FileStamp?
    /// The stamps of the paths of `paths` at `positions`, in order, nil where ``stamp(at:)``
    /// gives none or fails: many at once, without a string made for each (callers share a long
    /// list out among threads a range each).
    func stamps(at paths: PathList, in positions: Range<Int>) -> [FileStamp?]
}

extension FileSystem {
    /// Itself: a file system without descriptors (a test double) is not confined.
    public func confined(to root: AbsolutePath) throws -> any FileSystem { self }

    /// The whole listing, filtered.
    public func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool)
        throws
        -> [String]
    {
        try contentsOfDirectory(at: path).filter(matches)
    }

    /// The listing, with each entry's kind asked for on its own.
    public func kindsOfEntries(in path: AbsolutePath) throws
        -> [(name: String, kind: FileEntryKind?)]
    {
        try contentsOfDirectory(at: path).map {
            ($0, try? entryKind(at: path.appending(component: $0)))
        }
    }

    /// Nothing: a test double keeps no data for the disk.
    public func flushWrites(below root: AbsolutePath) throws {}

    /// None: a test double cannot promise that a change changes a stamp, so caches miss.
    public func stamp(at path: AbsolutePath) throws -> FileStamp? { nil }

    /// Each path's ``stamp(at:)``, one after the other.
    public func stamps(at paths: PathList, in positions: Range<Int>) -> [FileStamp?] {
        positions.map { (try? stamp(at: AbsolutePath(paths[$0], relativeTo: .root))) ?? nil }
    }
}
