import ViperGenSystem

/// Why a planned path was refused before anything was touched.
package enum UnsafePathReason: Equatable, Sendable {
    /// The path is the empty string.
    case empty
    /// The path starts with "/".
    case absolute
    /// The path contains an empty component ("a//b" or a trailing "/").
    case emptyComponent
    /// The path contains a "." or ".." component.
    case dotComponent
    /// The path contains NUL or another control character.
    case controlCharacter
    /// A component is longer than 255 bytes.
    case componentTooLong
    /// The first component uses the writer's reserved staging-folder prefix.
    case reservedName
    /// The same path is planned more than once.
    case duplicate
    /// The path is planned as a file and is also needed as a folder.
    case fileAndFolder
    /// Another planned path differs from this one only in letter case or Unicode normalization.
    case nameVariant(of: String)
    /// An existing symbolic link on the path points outside the output root.
    case symbolicLinkOutsideRoot(link: String)

    /// A phrase describing the problem, used after "Unsafe path <path>: ".
    package var message: String {
        switch self {
        case .empty: return "the path is empty"
        case .absolute: return "absolute paths are not allowed; use a path relative to the folder"
        case .emptyComponent: return "the path contains an empty component"
        case .dotComponent: return "'.' and '..' components are not allowed"
        case .controlCharacter: return "the path contains a control character"
        case .componentTooLong: return "a component is longer than 255 bytes"
        case .reservedName: return "names starting with \(StagingArea.namePrefix) are reserved"
        case .duplicate: return "the path is planned more than once"
        case .fileAndFolder: return "the path is planned both as a file and as a folder"
        case .nameVariant(let other):
            return "it differs from '\(EchoedValue.escaped(other))', also planned, only in "
                + "letter case or Unicode normalization, and a Mac's disk (APFS) takes them for "
                + "one name. Give the two different names"
        case .symbolicLinkOutsideRoot(let link):
            return "the symbolic link \(EchoedValue.escaped(link)) points outside the output "
                + "folder, and viper-gen never writes through it. Remove the link, or pass its "
                + "target with -o"
        }
    }
}
