import Foundation

/// Small helpers for "/"-separated relative paths (no Foundation path APIs involved).
public enum RelativePaths {
    /// The components of a relative path.
    public static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// The parent of a relative path, or nil for a single component.
    public static func parent(of path: String) -> String? {
        path.lastIndex(of: "/").map { String(path[..<$0]) }
    }

    /// Every proper ancestor of `path`, outermost first (`a/b/c` → `a`, `a/b`).
    public static func ancestors(of path: String) -> [String] {
        path.indices.filter { path[$0] == "/" }.map { String(path[..<$0]) }
    }

    /// Joins an absolute directory and a relative path.
    public static func join(_ directory: String, _ relative: String) -> String {
        if relative.isEmpty { return directory }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Whether `path` equals `ancestor` or lies below it (both relative).
    public static func isSelfOrDescendant(_ path: String, of ancestor: String) -> Bool {
        path == ancestor || path.hasPrefix(ancestor + "/")
    }

    /// `url`'s path relative to `folder` ("" for the folder itself), or nil when outside it.
    public static func path(of url: URL, inside folder: URL) -> String? {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        if path == base { return "" }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
