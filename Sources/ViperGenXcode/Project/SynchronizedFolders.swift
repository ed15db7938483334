/// The synchronized folders (`PBXFileSystemSynchronizedRootGroup`, Xcode 16) of the project and
/// which of them the chosen target builds.
struct SynchronizedFolders {
    private let own: [String]
    private let others: [String]
    private let target: String

    /// The folders of `target` and of the other targets in `tree`.
    init(tree: GroupTree, document: ProjectDocument, target: NativeTarget) {
        let ownIDs = Set(target.synchronizedGroups)
        own = ownIDs.compactMap { tree.synchronizedFolders[$0] }.sorted()
        others = tree.synchronizedFolders.filter { !ownIDs.contains($0.key) }.map(\.value).sorted()
        self.target = target.name
    }

    /// The target's deepest synchronized folder holding `path`, or nil if none does.
    ///
    /// Throws if only another target's synchronized folder holds it. Membership exceptions do
    /// not matter: they name existing files kept out of the target, and a new file is a member.
    func folder(holding path: String) throws(XcodeProjectError) -> String? {
        if let folder = Self.deepest(in: own, holding: path) { return folder }
        if let folder = Self.deepest(in: others, holding: path) {
            throw .synchronizedFolderOfOtherTarget(folder: folder, target: target)
        }
        return nil
    }

    /// `.synchronized` when every one of `files` lies in a synchronized folder, else nil.
    ///
    /// The folder is the first file's deepest such folder; the target is the one that builds
    /// it (the only application or other implicitly chosen target among those that do, else
    /// the first in the project's order).
    static func membership(of files: [String], tree: GroupTree, targets: [NativeTarget])
        -> XcodeMembership?
    {
        let folders = Array(tree.synchronizedFolders.values)
        let holding = files.map { deepest(in: folders, holding: $0) }
        guard let first = holding.first, !holding.contains(nil), let folder = first else {
            return nil
        }
        let groups = Set(tree.synchronizedFolders.filter { $0.value == folder }.keys)
        let owners = targets.filter { !groups.isDisjoint(with: $0.synchronizedGroups) }
        let eligible = owners.filter(\.isImplicitCandidate)
        guard let owner = eligible.count == 1 ? eligible[0] : owners.first else { return nil }
        return .synchronized(folder: folder, target: owner.name)
    }

    /// The deepest of `folders` that holds `path` (and is not `path` itself).
    static func deepest(in folders: [String], holding path: String) -> String? {
        folders.filter { ProjectPath.contains($0, path) && $0 != path }
            .max { ProjectPath.depth($0) < ProjectPath.depth($1) }
    }
}
