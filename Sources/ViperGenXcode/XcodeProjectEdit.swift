/// Adds new files to an Xcode project file (`project.pbxproj`) so a target builds them, as a
/// pure function of the file's bytes: nothing is read or written here.
public struct XcodeProjectEdit: Equatable, Sendable {
    /// The project file's path, such as `MyApp.xcodeproj/project.pbxproj`: named in messages
    /// and part of every new identifier.
    public var projectFile: String
    /// The target to add to, or nil to find it from the files' folder.
    public var target: String?

    /// An edit of `projectFile`, adding to `target` (or the target found from the folder).
    public init(projectFile: String, target: String? = nil) {
        self.projectFile = projectFile
        self.target = target
    }

    /// Makes the files at `paths` (relative to the folder holding the `.xcodeproj`) members of
    /// the target in the project file `bytes`.
    public func addFiles(_ paths: [String], toProject bytes: [UInt8]) throws(XcodeProjectError)
        -> XcodeMembership
    {
        var normalized: Set<String> = []
        for path in paths {
            guard let clean = ProjectPath.normalized(path), !clean.isEmpty else {
                throw .folderOutsideProject(path: path)
            }
            normalized.insert(clean)
        }
        let files = normalized.sorted()
        let document = try ProjectDocument(bytes: bytes, file: projectFile)
        let tree = GroupTree(document)
        let targets = NativeTarget.all(in: document)
        // Files that all lie in synchronized folders need no edit, so no target has to be
        // chosen: Xcode builds them into whichever target the folder belongs to.
        if target == nil,
            let membership = SynchronizedFolders.membership(of: files, tree: tree, targets: targets)
        {
            return membership
        }
        let resolver = TargetResolver(document: document, tree: tree, targets: targets)
        let chosen = try resolver.resolve(named: target, folder: Self.commonFolder(of: files))
        let folders = SynchronizedFolders(tree: tree, document: document, target: chosen)
        var synchronized: [String] = []
        var planner = MembershipPlanner(
            document: document, tree: tree, target: chosen,
            identifiers: ObjectIdentifiers(
                projectFile: projectFile, target: chosen.name, taken: document.strings))
        for file in files {
            if let folder = try folders.folder(holding: file) {
                synchronized.append(folder)
            } else {
                planner.add(file)
            }
        }
        if !planner.added.isEmpty {
            let newContents = ByteInsertion.apply(planner.insertions(), to: bytes)
            return .edited(newContents: newContents, addedFiles: planner.added, target: chosen.name)
        }
        if let folder = synchronized.first {
            return .synchronized(folder: folder, target: chosen.name)
        }
        return .alreadyMembers(target: chosen.name)
    }

    /// The deepest folder holding every path ("" for none).
    static func commonFolder(of paths: [String]) -> String {
        var common: [Substring]?
        for path in paths {
            let parts = ProjectPath.folder(of: path).split(separator: "/")
            guard let current = common else {
                common = parts
                continue
            }
            common = Array(zip(current, parts).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return (common ?? []).joined(separator: "/")
    }
}

/// Makes the files at `paths` (relative to the folder holding the `.xcodeproj`) members of
/// `target` (or the target found from their folder) in the project file `bytes`.
public func addFiles(
    _ paths: [String], toProject bytes: [UInt8], projectFile: String, target: String?
) throws(XcodeProjectError) -> XcodeMembership {
    try XcodeProjectEdit(projectFile: projectFile, target: target)
        .addFiles(paths, toProject: bytes)
}
