/// The project navigator's tree from the main group, with the folder (relative to the folder
/// holding the `.xcodeproj`) each group, synchronized folder and file reference stands for.
struct GroupTree: Sendable {
    /// A `PBXGroup` in the tree.
    struct Group: Equatable, Sendable {
        /// The group's identifier.
        var id: String
        /// The folder it mirrors, or nil if it lies outside the project's folder or its source
        /// tree is not one viper-gen follows (absolute, SDK, built products).
        var folder: String?
    }

    /// Every `PBXGroup` reachable from the main group, parents before children (pre-order).
    private(set) var groups: [Group] = []
    /// The folder of every reachable `PBXFileSystemSynchronizedRootGroup`, by identifier.
    private(set) var synchronizedFolders: [String: String] = [:]
    /// The path of every reachable `PBXFileReference`, by identifier.
    private(set) var filePaths: [String: String] = [:]

    /// Walks `document`'s groups from its main group, following each group's `path`.
    init(_ document: ProjectDocument) {
        walk(from: document.mainGroup, in: document)
    }

    /// The first group in the tree that mirrors `folder`.
    func group(mirroring folder: String) -> String? {
        groups.first { $0.folder == folder }?.id
    }

    /// The file references whose path is `path`.
    func fileReferences(at path: String) -> [String] {
        filePaths.filter { $0.value == path }.map(\.key).sorted()
    }

    /// Visits every object reachable from `mainGroup` once, in pre-order, with a stack of its
    /// own: a project file can chain groups deeper than the call stack goes.
    private mutating func walk(from mainGroup: String, in document: ProjectDocument) {
        var visited: Set<String> = []
        var pending: [(id: String, parentFolder: String?)] = [(mainGroup, "")]
        while let (id, parentFolder) = pending.popLast() {
            guard let object = document[id], visited.insert(id).inserted else { continue }
            let folder = Self.folder(of: object, parentFolder: parentFolder)
            switch object.isa {
            case "PBXGroup":
                groups.append(Group(id: id, folder: folder))
                pending += object.references("children").reversed().map { ($0, folder) }
            case "PBXFileSystemSynchronizedRootGroup":
                if let folder { synchronizedFolders[id] = folder }
            case "PBXFileReference":
                if let folder { filePaths[id] = folder }
            default:
                break
            }
        }
    }

    /// The path `object` stands for, given the folder of the group holding it.
    static func folder(of object: ProjectObject, parentFolder: String?) -> String? {
        let path = object.string("path")
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            guard let parentFolder else { return nil }
            guard let path else { return parentFolder }
            return ProjectPath.join(parentFolder, path)
        case "SOURCE_ROOT":
            return ProjectPath.normalized(path ?? "")
        default:
            return nil
        }
    }
}
