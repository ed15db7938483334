/// Works out what makes each new file a member of the target: a file reference in the group
/// mirroring its folder (with any missing groups) and a build file in the right phase, skipping
/// what the project already has.
struct MembershipPlanner {
    private let document: ProjectDocument
    private let tree: GroupTree
    private let target: NativeTarget
    private let built: Set<String>
    private var identifiers: ObjectIdentifiers
    private var newGroups: [String: NewGroup] = [:]
    private var newGroupOrder: [String] = []
    private var groupAppends: [String: [ListItem]] = [:]
    private var newPhases: [String: (id: String, files: [ListItem])] = [:]
    private var phaseAppends: [String: [ListItem]] = [:]
    private var objects: [NewObject] = []
    /// The paths that gained a reference or a build file, in the order added.
    private(set) var added: [String] = []

    /// A planner adding to `target` of `document`.
    init(
        document: ProjectDocument, tree: GroupTree, target: NativeTarget,
        identifiers: ObjectIdentifiers
    ) {
        self.document = document
        self.tree = tree
        self.target = target
        self.identifiers = identifiers
        built = target.builtFiles(in: document)
    }

    /// Plans the membership of the file at `path` (normalized, relative to the project folder).
    mutating func add(_ path: String) {
        let existing = tree.fileReferences(at: path)
        if existing.contains(where: built.contains) { return }
        let kind = FileKind(path: path)
        let name: String
        let file: String
        if let reference = existing.first {
            guard kind.phase != nil else { return }
            file = reference
            name = document[reference]?.displayName ?? ProjectPath.name(of: path)
        } else {
            name = ProjectPath.name(of: path)
            file = identifiers.make("PBXFileReference", for: path)
            objects.append(ObjectWriter.fileReference(file, name: name, fileType: kind.fileType))
            appendChild(ListItem(id: file, comment: name), toGroupFor: ProjectPath.folder(of: path))
        }
        if let phase = kind.phase {
            let id = identifiers.make("PBXBuildFile", for: path)
            let phaseName = FileKind.phaseName(phase)
            objects.append(ObjectWriter.buildFile(id, file: file, name: name, phase: phaseName))
            let item = ListItem(id: id, comment: "\(name) in \(phaseName)")
            if let existingPhase = target.phase(phase, in: document) {
                phaseAppends[existingPhase, default: []].append(item)
            } else {
                addToNewPhase(phase, item)
            }
        }
        added.append(path)
    }

    /// The insertions that carry out the plan (none if nothing is missing).
    func insertions() -> [ByteInsertion] {
        var all = objects
        for folder in newGroupOrder {
            guard let group = newGroups[folder] else { continue }
            all.append(ObjectWriter.group(group.id, name: group.name, children: group.children))
        }
        all += newPhases.map {
            ObjectWriter.buildPhase($0.value.id, isa: $0.key, files: $0.value.files)
        }
        let bounds = LineBounds(bytes: document.bytes)
        var insertions = SectionInserter(document: document, bounds: bounds).insert(all)
        let appender = ArrayAppender(bounds: bounds, comments: document.comments)
        let arrays =
            groupAppends.map { ($0.key, "children", $0.value) }
            + phaseAppends.map { ($0.key, "files", $0.value) }
            + [(target.id, "buildPhases", newPhaseItems)]
        for (id, key, items) in arrays.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            guard let array = document[id]?.node[key] else { continue }
            insertions += appender.append(items, to: array)
        }
        return insertions
    }

    private var newPhaseItems: [ListItem] {
        // Sources before Resources, as Xcode orders a new target's phases.
        newPhases.sorted { $0.key > $1.key }.map {
            ListItem(id: $0.value.id, comment: FileKind.phaseName($0.key))
        }
    }

    private mutating func addToNewPhase(_ isa: String, _ item: ListItem) {
        if newPhases[isa] == nil {
            newPhases[isa] = (identifiers.make(isa, for: ""), [])
        }
        newPhases[isa]?.files.append(item)
    }

    private mutating func appendChild(_ item: ListItem, toGroupFor folder: String) {
        if newGroups[folder] != nil {
            newGroups[folder]?.children.append(item)
        } else if let group = folder.isEmpty ? document.mainGroup : tree.group(mirroring: folder) {
            groupAppends[group, default: []].append(item)
        } else {
            let name = ProjectPath.name(of: folder)
            let id = identifiers.make("PBXGroup", for: folder)
            newGroups[folder] = NewGroup(id: id, name: name, children: [item])
            newGroupOrder.append(folder)
            appendChild(ListItem(id: id, comment: name), toGroupFor: ProjectPath.folder(of: folder))
        }
    }
}
