/// Paths of local packages as a project file writes them: relative to the folder holding the
/// `.xcodeproj`, `/`-separated, and allowed to climb out of it (`../Shared`).
enum PackagePath {
    /// `path` cleaned up, keeping the `..` that climb out of the project's folder.
    ///
    /// `.`, empty components and the `..` that cancel a previous component go; nil if the path
    /// is absolute. The project's own folder is "".
    static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `path` inside `folder`, normalized (nil if absolute).
    static func join(_ folder: String, _ path: String) -> String? {
        normalized(folder.isEmpty ? path : folder + "/" + path)
    }

    /// `path` as seen from `folder` (both normalized): `..` for each folder level left.
    static func relative(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] {
            common += 1
        }
        let climbs = Array(repeating: "..", count: base.count - common)
        let parts = climbs + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The last component of `path`: the package folder's name.
    static func name(of path: String) -> String {
        ProjectPath.name(of: path)
    }

    /// What a new object for `path` is hashed from: `path`, marked with `createdKey` when
    /// adding the object also creates that list key, so that undoing it knows to remove the
    /// key again.
    static func hashInput(_ path: String, creating createdKey: String?) -> String {
        createdKey.map { path + "\n+" + $0 } ?? path
    }
}
