import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tests hold their folders as file URLs (``TemporaryFolder``); the product takes
/// ``AbsolutePath``: the path `standardizedFileURL` spells, and back.
extension URL {
    /// The standardized path of this file URL, typed.
    package var absolutePath: AbsolutePath {
        AbsolutePath(standardizedFileURL.path, relativeTo: .root)
    }

    /// The file URL of `path`.
    package init(_ path: AbsolutePath) { self.init(fileURLWithPath: path.pathString) }
}
