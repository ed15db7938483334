/// What adding files to an Xcode project came to.
package enum XcodeMembership: Equatable, Sendable {
    /// The files lie in `folder`, a synchronized folder (Xcode 16) of `target`, so the target
    /// builds them without any change to the project file.
    case synchronized(folder: String, target: String)
    /// The project file's new bytes, with `addedFiles` referenced and built by `target`.
    case edited(newContents: [UInt8], addedFiles: [String], target: String)
    /// Every file is already referenced and built by `target`; the project file stays as it is.
    case alreadyMembers(target: String)

    /// The target the files belong to.
    package var target: String {
        switch self {
        case .synchronized(_, let target), .edited(_, _, let target), .alreadyMembers(let target):
            return target
        }
    }
}
