/// Chooses the target that receives new files.
///
/// That is the one named, else the one that already builds sources in the destination folder
/// or the nearest folder above it, else the only application target. Test and extension
/// targets are only used when named.
struct TargetResolver {
    let document: ProjectDocument
    let tree: GroupTree
    let targets: [NativeTarget]

    /// The target for files in `folder` (relative to the project's folder).
    func resolve(named name: String?, folder: String) throws(XcodeProjectError) -> NativeTarget {
        let names = targets.map(\.name)
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw .unknownTarget(name: name, available: names)
            }
            return target
        }
        let scored = targets.compactMap { target in
            matchDepth(of: target, for: folder).map { (target, $0) }
        }
        if let best = scored.map(\.1).max() {
            let nearest = scored.filter { $0.1 == best }.map(\.0)
            let eligible = nearest.filter(\.isImplicitCandidate)
            if eligible.count == 1 { return eligible[0] }
            if eligible.isEmpty { throw .onlyExplicitTargets(candidates: nearest.map(\.name)) }
            throw .ambiguousTarget(candidates: eligible.map(\.name))
        }
        let applications = targets.filter {
            $0.productType == NativeTarget.application && $0.isImplicitCandidate
        }
        if applications.count == 1 { return applications[0] }
        if applications.count > 1 { throw .ambiguousTarget(candidates: applications.map(\.name)) }
        throw .noApplicationTarget(available: names)
    }

    /// How deep the deepest folder holding `target`'s sources that contains `folder` is, or nil
    /// if none does.
    private func matchDepth(of target: NativeTarget, for folder: String) -> Int? {
        var folders: [String] = target.synchronizedGroups.compactMap {
            tree.synchronizedFolders[$0]
        }
        if let sources = target.phase("PBXSourcesBuildPhase", in: document) {
            for buildFile in document[sources]?.references("files") ?? [] {
                guard let file = document[buildFile]?.string("fileRef"),
                    let path = tree.filePaths[file]
                else { continue }
                folders.append(ProjectPath.folder(of: path))
            }
        }
        return folders.filter { ProjectPath.contains($0, folder) }.map(ProjectPath.depth).max()
    }
}
