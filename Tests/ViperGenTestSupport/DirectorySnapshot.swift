import ViperGenSystem

/// Every entry below a directory (hidden ones included): paths mapped to kind and bytes.
package struct DirectorySnapshot: Equatable, CustomStringConvertible {
    /// What one entry is, with a file's bytes and a link's target.
    package enum Entry: Equatable {
        case file([UInt8])
        case directory
        case symbolicLink(String)
        /// A FIFO, socket or device (never read).
        case special
    }

    /// Each entry by its path relative to the root.
    package let entries: [String: Entry]

    /// Reads every entry below `root`.
    package init(of root: String) throws {
        var entries: [String: Entry] = [:]
        try Self.collect(AbsolutePath(root, relativeTo: .root), relative: "", into: &entries)
        self.entries = entries
    }

    private static func collect(
        _ directory: AbsolutePath, relative: String, into entries: inout [String: Entry]
    ) throws {
        let fileSystem = LocalFileSystem()
        for name in try fileSystem.contentsOfDirectory(at: directory) {
            let path = directory.appending(component: name)
            let key = relative.isEmpty ? name : relative + "/" + name
            switch try fileSystem.entryKind(at: path) {
            case .directory:
                entries[key] = .directory
                try collect(path, relative: key, into: &entries)
            case .symbolicLink:
                entries[key] = .symbolicLink(try fileSystem.resolvedPath(of: path).pathString)
            case .other:
                entries[key] = .special
            default:
                entries[key] = .file(try fileSystem.readFile(at: path))
            }
        }
    }

    /// The relative paths, sorted.
    package var paths: [String] { entries.keys.sorted() }

    /// The paths, one per line.
    package var description: String { paths.joined(separator: "\n") }
}
