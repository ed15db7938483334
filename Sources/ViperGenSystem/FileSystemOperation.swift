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
    /// `appendToFile(at:contents:)`.
    case append
    /// `moveItem(from:to:)` and `replaceItem(at:with:)`.
    case move
    /// `linkItem(at:to:)`.
    case link
    /// `removeItem(at:)`.
    case remove
    /// `contentsOfDirectory(at:)`.
    case list
    /// `flushWrites(below:)`.
    case flush
}
