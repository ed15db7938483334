/// Why a string is not the kind of path asked for.
public enum PathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An absolute path was asked for, and the string does not start with `/`.
    case notAbsolute(String)
    /// A relative path was asked for, and the string starts with `/`.
    case notRelative(String)

    /// The reason, naming the string.
    public var description: String {
        switch self {
        case .notAbsolute(let path): return "\(path) is not an absolute path"
        case .notRelative(let path): return "\(path) is not a relative path"
        }
    }
}
