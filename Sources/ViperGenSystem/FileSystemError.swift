#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A failed file-system operation: which operation, on which absolute path, and the `errno`.
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure an `errno` value is, for choosing advice.
    public enum Category: Equatable, Sendable {
        /// EACCES, EPERM.
        case permissionDenied
        /// ENOSPC, EDQUOT, EFBIG.
        case noSpace
        /// EROFS.
        case readOnly
        /// EEXIST, ENOTEMPTY.
        case alreadyExists
        /// ENOENT.
        case notFound
        /// Anything else.
        case other
    }

    /// The `code` of a read refused because the entry is not a regular file (FIFO, device,
    /// socket); not an `errno` value.
    public static let notARegularFile: Int32 = -1

    /// The `code` of an operation refused because a folder on its path is a symbolic link that
    /// leads out of the folder the operation is confined to (the project or output folder),
    /// which is never followed; not an `errno` value.
    public static let linkLeadingOut: Int32 = -2

    /// The `code` of a change refused because its path lies outside the one folder the file
    /// system may change (``WriteBoundFileSystem``: the project `viper-gen mcp` serves); not
    /// an `errno` value.
    public static let outsideWritableFolder: Int32 = -3

    /// The operation that failed.
    public var operation: FileSystemOperation
    /// The absolute path the operation was applied to.
    public var path: String
    /// The `errno` value describing the failure, or `notARegularFile`.
    public var code: Int32

    /// Creates an error for `operation` on `path` with `errno` value `code`.
    public init(operation: FileSystemOperation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The `errno` values behind the common failures, named for the layers above.
    public enum Code {
        /// Permission denied (EACCES).
        public static let permissionDenied = EACCES
        /// No space left on device (ENOSPC).
        public static let noSpace = ENOSPC
        /// Something already exists there (EEXIST).
        public static let exists = EEXIST
        /// No such file or folder (ENOENT).
        public static let notFound = ENOENT
        /// Input/output error (EIO).
        public static let inputOutput = EIO
        /// Too many symbolic links, or a link where none is followed (ELOOP).
        public static let symbolicLinkLoop = ELOOP
        /// File too large (EFBIG).
        public static let fileTooLarge = EFBIG
        /// Read-only file system (EROFS).
        public static let readOnly = EROFS
        /// A folder is not empty (ENOTEMPTY).
        public static let notEmpty = ENOTEMPTY
        /// Cross-device link (EXDEV); also a path that does not lie below the confined root.
        public static let crossDevice = EXDEV
    }

    /// The broad kind of failure.
    public var category: Category {
        switch code {
        case EACCES, EPERM: return .permissionDenied
        case ENOSPC, EDQUOT, EFBIG: return .noSpace
        case EROFS: return .readOnly
        case EEXIST, ENOTEMPTY: return .alreadyExists
        case ENOENT: return .notFound
        default: return .other
        }
    }

    /// A short lowercase reason such as "permission denied" or "no space left on device".
    public var reason: String {
        switch code {
        case Self.notARegularFile: return "it is not a regular file"
        case Self.linkLeadingOut:
            return "a folder on its path is a symbolic link leading out of the project "
                + "(or output folder), which viper-gen never follows"
        case Self.outsideWritableFolder:
            return "it lies outside the project this server serves, where nothing is changed"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on device"
        case EDQUOT: return "disk quota exceeded"
        case EFBIG: return "the file is too large (file size limit)"
        case EROFS: return "read-only file system"
        case EEXIST, ENOTEMPTY: return "something already exists there"
        case ENOENT: return "no such file or folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links"
        case EXDEV: return "it lies outside the output folder or on another file system"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// The failing operation, path (escaped: ``EchoedValue/escaped(_:)``) and reason.
    public var description: String {
        "\(operation.rawValue) \(EchoedValue.escaped(path)): \(reason)"
    }
}

extension FileSystemError: ExitCodeError {
    /// A file-system failure that no layer above turned into its own error: 1.
    public var exitCode: ExitCode { .failure }
}
