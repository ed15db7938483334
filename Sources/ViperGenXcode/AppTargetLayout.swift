/// An application target of a project file with the folders its Swift sources lie in, and its
/// unit-test target with theirs: what adopting an app needs to know from its `.xcodeproj`.
public struct AppTargetLayout: Equatable, Sendable {
    /// The application target's name.
    public var name: String
    /// The folders holding its Swift sources (relative to the folder holding the `.xcodeproj`,
    /// `.` for that folder itself): its synchronized folders, and the deepest folder common to
    /// the Swift files it compiles below each top-level folder.
    public var sourceFolders: [String]
    /// The unit-test target that tests it (``TestTargetFinder``), if any.
    public var testTarget: String?
    /// The folders holding the test target's Swift sources, as `sourceFolders` are found.
    public var testFolders: [String]

    /// A layout from its parts.
    public init(
        name: String, sourceFolders: [String], testTarget: String?, testFolders: [String]
    ) {
        self.name = name
        self.sourceFolders = sourceFolders
        self.testTarget = testTarget
        self.testFolders = testFolders
    }

    /// The application targets of the project file `bytes`, in the order the project lists
    /// them.
    public static func all(inProject bytes: [UInt8], file: String) throws(XcodeProjectError)
        -> [AppTargetLayout]
    {
        let document = try ProjectDocument(bytes: bytes, file: file)
        let tree = GroupTree(document)
        let targets = NativeTarget.all(in: document)
        return targets.filter { $0.productType == NativeTarget.application }.map { app in
            let tests = TestTargetFinder.testTarget(testing: app.name, among: targets, in: document)
            return AppTargetLayout(
                name: app.name, sourceFolders: folders(of: app, in: document, tree: tree),
                testTarget: tests?.name,
                testFolders: tests.map { folders(of: $0, in: document, tree: tree) } ?? [])
        }
    }

    /// The folders holding `target`'s Swift sources, sorted.
    private static func folders(
        of target: NativeTarget, in document: ProjectDocument, tree: GroupTree
    )
        -> [String]
    {
        let synchronized = target.synchronizedGroups.compactMap { tree.synchronizedFolders[$0] }
        var byTopFolder: [String: [String]] = [:]
        for file in target.builtFiles(in: document) {
            guard let path = tree.filePaths[file], path.hasSuffix(".swift") else { continue }
            let folder = ProjectPath.folder(of: path)
            let top = folder.split(separator: "/").first.map(String.init) ?? ""
            byTopFolder[top, default: []].append(folder)
        }
        let classic = byTopFolder.values.map(commonFolder)
        return Array(Set(synchronized.map { $0.isEmpty ? "." : $0 } + classic)).sorted()
    }

    /// The deepest folder containing every folder of `folders` (`.` for the project's folder).
    private static func commonFolder(_ folders: [String]) -> String {
        var common = folders.first?.split(separator: "/") ?? []
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/")
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? "." : common.joined(separator: "/")
    }
}
