import Glibc

/// A failed file-system operation: which operation, on which absolute path, and the `errno`.
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The operation that failed.
    public var operation: FileSystemOperation
    /// The absolute path the operation was applied to.
    public var path: String
    /// The `errno` value describing the failure.
    public var code: Int32

    /// Creates an error for `operation` on `path` with `errno` value `code`.
    public init(operation: FileSystemOperation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// A short lowercase reason such as "permission denied" or "no space left on device".
    public var reason: String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on device"
        case EDQUOT: return "disk quota exceeded"
        case EROFS: return "read-only file system"
        case EEXIST, ENOTEMPTY: return "something already exists there"
        case ENOENT: return "no such file or folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// The failing operation, path and reason.
    public var description: String { "\(operation.rawValue) \(path): \(reason)" }
}
