#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// Joins an absolute directory and a relative path.
    package static func join(_ directory: String, _ relative: String) -> String {
        if relative.isEmpty { return directory }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// `url`'s path relative to `folder` ("" for the folder itself), or nil when outside it.
    package static func path(of url: URL, inside folder: URL) -> String? {
        if url.isFileURL, folder.isFileURL {
            let path = url.path
            let base = folder.path
            // Standard paths, one inside the other: what standardizing both would give.
            if isStandard(path), isStandard(base) {
                if path == base { return "" }
                let prefix = base == "/" ? "/" : base + "/"
                if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
            }
        }
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Whether the absolute `path` is already standard: no empty, `.` or `..` component and no
    /// trailing slash (except the root itself), so standardizing it changes nothing.
    package static func isStandard(_ path: String) -> Bool {
        guard path.utf8.first == slash else { return false }
        if path.utf8.count == 1 { return true }
        guard path.utf8.last != slash else { return false }
        return !components(of: String(path.dropFirst())).contains {
            $0.isEmpty || $0 == "." || $0 == ".."
        }
    }
}
