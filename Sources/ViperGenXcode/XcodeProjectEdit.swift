/// Adds new files to an Xcode project file (`project.pbxproj`) so a target builds them, or
/// removes files from it, as a pure function of the file's bytes: nothing is read or written
/// here.
package struct XcodeProjectEdit: Equatable, Sendable {
    /// The project file's path, such as `MyApp.xcodeproj/project.pbxproj`: named in messages
    /// and part of every new identifier.
    package var projectFile: String
    /// The target to add to, or nil to find it: from the files' folder (``addFiles``), the
    /// unit-test target that tests the app (``addTests``).
    package var target: String?

    /// An edit of `projectFile`, adding to `target` (or the target found from the folder).
    package init(projectFile: String, target: String? = nil) {
        self.projectFile = projectFile
        self.target = target
    }

    /// Makes the files at `paths` (relative to the folder holding the `.xcodeproj`) members of
    /// the target in the project file `bytes`.
    package func addFiles(_ paths: [String], toProject bytes: [UInt8]) throws(XcodeProjectError)
        -> XcodeMembership
    {
        let files = try Self.normalized(paths)
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
        return try add(files, to: chosen, in: document, tree: tree, bytes: bytes)
    }

    /// Makes the test files at `paths` members of the unit-test target that tests `appTarget`.
    ///
    /// That is the one named `target`, which must be a unit-test target, else the one
    /// ``TestTargetFinder`` finds; the project file is read once. Nil when none is named and
    /// none tests the app target.
    package func addTests(
        _ paths: [String], testing appTarget: String, toProject bytes: [UInt8]
    ) throws(XcodeProjectError) -> XcodeMembership? {
        let files = try Self.normalized(paths)
        let document = try ProjectDocument(bytes: bytes, file: projectFile)
        let targets = NativeTarget.all(in: document)
        let tests: NativeTarget
        if let target {
            tests = try TestTargetFinder.testTarget(named: target, among: targets)
        } else if let found = TestTargetFinder.testTarget(
            testing: appTarget, among: targets, in: document)
        {
            tests = found
        } else {
            return nil
        }
        return try add(files, to: tests, in: document, tree: GroupTree(document), bytes: bytes)
    }

    /// Removes the files at `paths` (relative to the folder holding the `.xcodeproj`) from the
    /// project file `bytes`.
    ///
    /// Their references go with their build files in every target and the groups they leave
    /// empty; `target` plays no part.
    package func removeFiles(_ paths: [String], fromProject bytes: [UInt8])
        throws(XcodeProjectError) -> XcodeRemoval
    {
        let files = try Self.normalized(paths)
        let document = try ProjectDocument(bytes: bytes, file: projectFile)
        return RemovalPlanner(removing: files, from: document, projectFile: projectFile).removal
    }

    /// `paths` cleaned and sorted; one that is absolute or climbs out of the project's folder
    /// is refused.
    private static func normalized(_ paths: [String]) throws(XcodeProjectError) -> [String] {
        var normalized: Set<String> = []
        for path in paths {
            guard let clean = ProjectPath.normalized(path), !clean.isEmpty else {
                throw .folderOutsideProject(path: path)
            }
            normalized.insert(clean)
        }
        return normalized.sorted()
    }

    /// Adds `files` to `chosen` in the parsed project file `bytes`: nothing for the files in
    /// its synchronized folders, a reference and a build file for the others.
    private func add(
        _ files: [String], to chosen: NativeTarget, in document: ProjectDocument, tree: GroupTree,
        bytes: [UInt8]
    ) throws(XcodeProjectError) -> XcodeMembership {
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
package func addFiles(
    _ paths: [String], toProject bytes: [UInt8], projectFile: String, target: String?
) throws(XcodeProjectError) -> XcodeMembership {
    try XcodeProjectEdit(projectFile: projectFile, target: target)
        .addFiles(paths, toProject: bytes)
}
