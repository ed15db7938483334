import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Transitional: where Kit still holds a folder as a file URL, its ``AbsolutePath`` (the path
/// `standardizedFileURL` spells), and back. Deleted once Kit holds typed paths throughout.
extension URL {
    /// The standardized path of this file URL, typed.
    package var absolutePath: AbsolutePath {
        AbsolutePath(standardizedFileURL.path, relativeTo: .root)
    }

    /// The file URL of `path`.
    package init(_ path: AbsolutePath) { self.init(fileURLWithPath: path.pathString) }
}

extension AbsolutePath {
    /// This path below `folder` as text (`""` for the folder itself), or nil when outside it.
    package func text(inside folder: AbsolutePath) -> String? {
        if self == folder { return "" }
        return isDescendant(of: folder) ? relative(to: folder).pathString : nil
    }
}
