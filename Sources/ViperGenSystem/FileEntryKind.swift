/// What `lstat` says is at a path (symbolic links are not followed).
public enum FileEntryKind: Equatable, Sendable {
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A symbolic link (its target is not inspected).
    case symbolicLink
    /// A socket, FIFO, device or other special file.
    case other
}
