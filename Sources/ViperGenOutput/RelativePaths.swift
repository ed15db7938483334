#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Small helpers for "/"-separated relative paths (no Foundation path APIs involved).
public enum RelativePaths {
    /// The components of a relative path.
    public static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// The parent of a relative path, or nil for a single component.
    public static func parent(of path: String) -> String? {
        let parts = components(of: path)
        guard parts.count > 1 else { return nil }
        return parts.dropLast().joined(separator: "/")
    }

    /// Every proper ancestor of `path`, outermost first (`a/b/c` → `a`, `a/b`).
    public static func ancestors(of path: String) -> [String] {
        let parts = components(of: path)
        guard parts.count > 1 else { return [] }
        return (1..<parts.count).map { parts[0..<$0].joined(separator: "/") }
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
