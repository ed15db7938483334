/// One thing the writer did, reported in plan order with created folders before their files
/// and removed folders after them.
package enum WriteEvent: Equatable, Sendable {
    /// A folder was created (path relative to the output root, no trailing "/").
    case createdDirectory(String)
    /// A new file was created.
    case createdFile(String)
    /// An existing file was replaced (`--force`).
    case overwroteFile(String)
    /// An existing file was edited in place (e.g. a module registered in RootApp.swift).
    case updatedFile(String)
    /// The file already had exactly the planned bytes; it was not rewritten.
    case unchangedFile(String)
    /// An existing, different file was left alone (`--skip-existing`).
    case skippedFile(String)
    /// A file was deleted.
    case deletedFile(String)
    /// A folder the deletions left empty was removed (no trailing "/").
    case removedDirectory(String)

    /// The path relative to the output root.
    package var path: String {
        switch self {
        case .createdDirectory(let path), .createdFile(let path), .overwroteFile(let path),
            .updatedFile(let path), .unchangedFile(let path), .skippedFile(let path),
            .deletedFile(let path), .removedDirectory(let path):
            return path
        }
    }

    /// A progress line such as `Creating Payments/Assembly/` or `Unchanged Payments/X.swift`.
    package var line: String {
        switch self {
        case .createdDirectory(let path): return "Creating \(path)/"
        case .createdFile(let path): return "Creating \(path)"
        case .overwroteFile(let path): return "Overwriting \(path)"
        case .updatedFile(let path): return "Updating \(path)"
        case .unchangedFile(let path): return "Unchanged \(path)"
        case .skippedFile(let path): return "Skipping \(path) (already exists)"
        case .deletedFile(let path): return "Deleting \(path)"
        case .removedDirectory(let path): return "Removing \(path)/"
        }
    }
}
