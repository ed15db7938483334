/// Works out what removing files from the project takes: every reference to each file with its
/// build files, the groups the removal leaves empty (upward, never the main group), and the
/// build phases viper-gen made that it leaves empty.
struct RemovalPlanner {
    private let document: ProjectDocument
    /// The identifiers of the objects to remove.
    private var removed: Set<String> = []
    private var removedFiles: [String] = []
    private var synchronizedFiles: [String] = []
    private var unknownFiles: [String] = []

    /// The plan for removing `files` (normalized, sorted) from `document`; `projectFile` is the
    /// path that seeded the identifiers of the objects viper-gen added to it.
    init(removing files: [String], from document: ProjectDocument, projectFile: String) {
        self.document = document
        let tree = GroupTree(document)
        let folders = Array(tree.synchronizedFolders.values)
        var references: Set<String> = []
        for file in files {
            let found = tree.fileReferences(at: file)
            if !found.isEmpty {
                references.formUnion(found)
                removedFiles.append(file)
            } else if SynchronizedFolders.deepest(in: folders, holding: file) != nil {
                synchronizedFiles.append(file)
            } else {
                unknownFiles.append(file)
            }
        }
        removed = references
        for buildFile in document.objects(of: "PBXBuildFile")
        where references.contains(buildFile.string("fileRef") ?? "") {
            removed.insert(buildFile.id)
        }
        removeEmptiedPhases(projectFile: projectFile)
        removeEmptiedGroups(parentsOf: references)
    }

    /// The plan carried out on the project file.
    var removal: XcodeRemoval {
        var newContents: [UInt8]?
        if !removed.isEmpty {
            let bounds = LineBounds(bytes: document.bytes)
            let deletions =
                ObjectEraser(document: document, bounds: bounds).erase(removed)
                + ListItemEraser(document: document, bounds: bounds).erase(removed)
            newContents = ByteDeletion.apply(deletions, to: document.bytes)
        }
        return XcodeRemoval(
            newContents: newContents, removedFiles: removedFiles,
            synchronizedFiles: synchronizedFiles, unknownFiles: unknownFiles)
    }

    /// Adds the build phases that viper-gen made (their identifier says so) and that lose
    /// every file: adding a file to a target without such a phase created it.
    private mutating func removeEmptiedPhases(projectFile: String) {
        for target in NativeTarget.all(in: document) {
            let identifiers = ObjectIdentifiers(
                projectFile: projectFile, target: target.name, taken: [])
            for id in target.buildPhases {
                guard let phase = document[id], isEmptied(phase, "files"),
                    identifiers.isFirstChoice(id, for: phase.isa, path: "")
                else { continue }
                removed.insert(id)
            }
        }
    }

    /// Adds the groups whose every child is removed, from the groups holding `references`
    /// upward; never the main group nor a group that was empty already.
    private mutating func removeEmptiedGroups(parentsOf references: Set<String>) {
        var parents: [String: [String]] = [:]
        for group in document.objects(of: "PBXGroup") {
            for child in group.references("children") {
                parents[child, default: []].append(group.id)
            }
        }
        var pending = references.sorted().flatMap { parents[$0] ?? [] }
        while let id = pending.popLast() {
            guard id != document.mainGroup, !removed.contains(id), let group = document[id],
                isEmptied(group, "children")
            else { continue }
            removed.insert(id)
            pending += parents[id] ?? []
        }
    }

    /// Whether the list `key` of `object` has items and every one of them is removed.
    private func isEmptied(_ object: ProjectObject, _ key: String) -> Bool {
        let items = object.references(key)
        return !items.isEmpty && items.allSatisfy(removed.contains)
    }
}
