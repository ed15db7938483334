/// The kinds of operation `FileSystem` performs, used in errors and for fault injection.
public enum FileSystemOperation: String, Equatable, Hashable, Sendable, CaseIterable {
    /// `entryKind(at:)` or `permissions(at:)`.
    case inspect
    /// `resolvedPath(of:)`.
    case resolve
    /// `readFile(at:)`.
    case read
    /// `writeFile(at:contents:permissions:)`.
    case write
    /// `createDirectory(at:)`.
    case createDirectory
    /// `moveItem(from:to:)`.
    case move
    /// `removeItem(at:)`.
    case remove
    /// `contentsOfDirectory(at:)`.
    case list
}
