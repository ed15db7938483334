/// Folder-relative paths as the project resolves them: `/`-separated, without `.` or `..`.
enum ProjectPath {
    /// `path` with `.` and empty components dropped and `..` applied, or nil if it is absolute
    /// or climbs above its start.
    static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `child` inside `folder` ("" is the project's folder), normalized.
    static func join(_ folder: String, _ child: String) -> String? {
        normalized(folder.isEmpty ? child : folder + "/" + child)
    }

    /// The folder holding `path` ("" for a path without folders).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `folder` is `path` itself or one of the folders above it.
    static func contains(_ folder: String, _ path: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }

    /// The number of components of `folder` ("" has none).
    static func depth(_ folder: String) -> Int {
        folder.isEmpty ? 0 : folder.split(separator: "/").count
    }
}
