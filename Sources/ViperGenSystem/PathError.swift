/// Why a string is not the kind of path asked for.
package enum PathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An absolute path was asked for, and the string does not start with `/`.
    case notAbsolute(String)
    /// A relative path was asked for, and the string starts with `/`.
    case notRelative(String)

    /// The reason, naming the string.
    package var description: String {
        switch self {
        case .notAbsolute(let path): return "\(path) is not an absolute path"
        case .notRelative(let path): return "\(path) is not a relative path"
        }
    }
}
