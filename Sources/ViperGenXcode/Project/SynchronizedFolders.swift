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
        if let folder = deepest(in: own, holding: path) { return folder }
        if let folder = deepest(in: others, holding: path) {
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
        var first: (id: String, folder: String)?
        for file in files {
            let holding = tree.synchronizedFolders
                .filter { ProjectPath.contains($0.value, file) && $0.value != file }
                .sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
            guard let deepest = holding.first else { return nil }
            if first == nil { first = (deepest.key, deepest.value) }
        }
        guard let first else { return nil }
        let owners = targets.filter { $0.synchronizedGroups.contains(first.id) }
        let eligible = owners.filter(\.isImplicitCandidate)
        guard let owner = eligible.count == 1 ? eligible[0] : owners.first else { return nil }
        return .synchronized(folder: first.folder, target: owner.name)
    }

    private func deepest(in folders: [String], holding path: String) -> String? {
        folders.filter { ProjectPath.contains($0, path) && $0 != path }
            .max { ProjectPath.depth($0) < ProjectPath.depth($1) }
    }
}
