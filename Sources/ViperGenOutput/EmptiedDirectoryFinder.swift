/// Finds the folders a plan's deletions leave empty, which the write removes with the files.
///
/// A folder is emptied when each of its entries is a deleted file or an emptied folder and no
/// file written (nor planned empty folder) lives in it; the plan's root is never one. Hidden
/// files count as entries, so a folder that still holds `.DS_Store` stays.
enum EmptiedDirectoryFinder {
    /// The emptied folders among those above `deleted` (the relative paths of the files the
    /// write deletes), deepest first; `kept` are the folders that must exist after the write,
    /// and `names` lists an existing folder's entries.
    static func folders(
        emptiedBy deleted: [String], kept: Set<String>, names: (String) throws -> [String]
    ) rethrows -> [String] {
        let gone = Set(deleted)
        var emptied: Set<String> = []
        var ordered: [String] = []
        for folder in candidates(above: deleted) where !kept.contains(folder) {
            let isEmptied = try names(folder).allSatisfy { name in
                let path = folder + "/" + name
                return gone.contains(path) || emptied.contains(path)
            }
            if isEmptied {
                emptied.insert(folder)
                ordered.append(folder)
            }
        }
        return ordered
    }

    /// Every folder above `paths` once, deepest first (so children are decided before their
    /// parent), then in order of first use.
    private static func candidates(above paths: [String]) -> [String] {
        var seen: Set<String> = []
        var folders: [(depth: Int, folder: String)] = []
        for path in paths {
            for (depth, folder) in RelativePaths.ancestors(of: path).enumerated()
            where seen.insert(folder).inserted {
                folders.append((depth, folder))
            }
        }
        // A stable sort keeps the order of first use among folders of one depth.
        return folders.enumerated()
            .sorted { ($0.element.depth, $1.offset) > ($1.element.depth, $0.offset) }
            .map(\.element.folder)
    }
}
