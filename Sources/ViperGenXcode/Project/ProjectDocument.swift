/// A parsed `project.pbxproj`: its bytes, objects and section comments, with the project's
/// main group and targets checked to be there.
struct ProjectDocument: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The file's name, for messages.
    let file: String
    /// Every object by identifier.
    let objects: [String: ProjectObject]
    /// The identifiers in file order.
    let order: [String]
    /// The `objects` dictionary node.
    let objectsNode: PlistNode
    /// Every comment in the file.
    let comments: [PlistComment]
    /// Every string in the file (to keep new identifiers unique).
    let strings: Set<String>
    /// The `PBXProject` object.
    let project: ProjectObject
    /// The identifier of the project's main group.
    let mainGroup: String

    /// Parses `bytes`; throws `XcodeProjectError.unparseable` with the line of the problem.
    init(bytes: [UInt8], file: String) throws(XcodeProjectError) {
        self.bytes = bytes
        self.file = file
        let parsed: PlistParser.Document
        do {
            parsed = try PlistParser.parse(bytes)
        } catch {
            throw Self.error(file, bytes, error.offset, error.reason)
        }
        comments = parsed.comments
        strings = Set(parsed.strings)
        guard let objectsNode = parsed.root["objects"], let entries = objectsNode.entries else {
            throw Self.error(file, bytes, parsed.root.start, "it has no objects dictionary")
        }
        self.objectsNode = objectsNode
        var objects: [String: ProjectObject] = [:]
        var order: [String] = []
        for entry in entries {
            guard entry.value.entries != nil, let isa = entry.value["isa"]?.string else {
                throw Self.error(file, bytes, entry.start, "object \(entry.key) has no isa")
            }
            objects[entry.key] = ProjectObject(
                id: entry.key, isa: isa, node: entry.value, start: entry.start, end: entry.end)
            order.append(entry.key)
        }
        self.objects = objects
        self.order = order
        let rootNode = parsed.root["rootObject"]
        guard let rootID = rootNode?.string, let project = objects[rootID],
            project.isa == "PBXProject"
        else {
            let offset = rootNode?.start ?? parsed.root.start
            throw Self.error(file, bytes, offset, "rootObject does not name a PBXProject")
        }
        self.project = project
        guard let mainGroup = project.string("mainGroup"), objects[mainGroup]?.isa == "PBXGroup"
        else {
            throw Self.error(file, bytes, project.start, "the project's mainGroup is not a group")
        }
        self.mainGroup = mainGroup
    }

    /// The object `id`, if it exists.
    subscript(id: String) -> ProjectObject? { objects[id] }

    /// The objects of class `isa`, in file order.
    func objects(of isa: String) -> [ProjectObject] {
        order.compactMap { objects[$0] }.filter { $0.isa == isa }
    }

    /// The 1-based line of `offset`.
    func line(of offset: Int) -> Int { Self.line(of: offset, in: bytes) }

    /// An `unparseable` error naming the line of `offset`.
    func error(at offset: Int, _ reason: String) -> XcodeProjectError {
        Self.error(file, bytes, offset, reason)
    }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    private static func error(
        _ file: String, _ bytes: [UInt8], _ offset: Int, _ reason: String
    ) -> XcodeProjectError {
        .unparseable(file: file, line: line(of: offset, in: bytes), reason: reason)
    }
}
