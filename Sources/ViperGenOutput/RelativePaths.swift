/// Small helpers for "/"-separated relative paths (no Foundation path APIs involved).
package enum RelativePaths {
    /// The components of a relative path.
    package static func components(of path: String) -> [String] {
        path.utf8.split(separator: slash, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The byte of `/`.
    private static let slash = UInt8(ascii: "/")

    /// The parent of a relative path, or nil for a single component.
    package static func parent(of path: String) -> String? {
        path.lastIndex(of: "/").map { String(path[..<$0]) }
    }

    /// Every proper ancestor of `path`, outermost first (`a/b/c` → `a`, `a/b`).
    package static func ancestors(of path: String) -> [String] {
        path.utf8.indices.filter { path.utf8[$0] == slash }.map { String(path[..<$0]) }
    }
}
