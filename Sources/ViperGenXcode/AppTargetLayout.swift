/// An application target of a project file with the folders its Swift and Objective-C sources lie in, and its
/// unit-test target with theirs: what adopting an app needs to know from its `.xcodeproj`.
package struct AppTargetLayout: Equatable, Sendable {
    /// The application target's name.
    package var name: String
    /// The folders holding its Swift and Objective-C sources (relative to the folder holding the `.xcodeproj`,
    /// `.` for that folder itself): its synchronized folders, and the deepest folder common to
    /// the Swift files it compiles below each top-level folder.
    package var sourceFolders: [String]
    /// The unit-test target that tests it (``TestTargetFinder``), if any.
    package var testTarget: String?
    /// The folders of the test target, found as `sourceFolders` are, except that a folder
    /// found from the files it compiles is taken up to its nearest part named `…Tests`
    /// (`ShopTests`, not `ShopTests/Cart` where the only tests so far happen to be).
    package var testFolders: [String]
    /// The folders the test target's files lie in that are another target's synchronized
    /// folders (or inside one), left out of `testFolders`: a new file there is built by that
    /// other target, not by the test target.
    package var testFoldersOfOtherTargets: [String] = []
    /// The folders of the project's groups inside `sourceFolders`, such as a `Screens` group
    /// Xcode shows whose folder is still empty (and so missing from a clone).
    package var groupFolders: [String] = []
    /// The platforms it builds for (``TargetPlatform/platforms(of:settings:)``); empty when
    /// the project file does not say.
    package var platforms: [TargetPlatform] = []
    /// The files its Sources phase compiles (Swift, Objective-C), relative to the folder
    /// holding the `.xcodeproj`, sorted.
    package var compiledFiles: [String] = []
    /// Its synchronized folders, relative to the folder holding the `.xcodeproj`, sorted.
    package var synchronizedFolders: [String] = []
    /// The files of its synchronized folders it does not build (their exception sets'
    /// `membershipExceptions` for it), relative to the folder holding the `.xcodeproj`, sorted.
    package var excludedFiles: [String] = []
    /// Its `SWIFT_OBJC_BRIDGING_HEADER`, when it sets one.
    package var bridgingHeader: String?
    /// The name of the product it builds (`PRODUCT_NAME`, `$(TARGET_NAME)` resolved).
    package var productName: String?
    /// Its `SWIFT_VERSION`, else the project's: nil when neither sets one (an Objective-C
    /// app's target, or one whose settings are in an `.xcconfig` file).
    package var swiftVersion: String?

    /// A layout from its parts.
    package init(
        name: String, sourceFolders: [String], testTarget: String?, testFolders: [String]
    ) {
        self.name = name
        self.sourceFolders = sourceFolders
        self.testTarget = testTarget
        self.testFolders = testFolders
    }

    /// The application targets of the project file `bytes`, in the order the project lists
    /// them.
    package static func all(inProject bytes: [UInt8], file: String) throws(XcodeProjectError)
        -> [AppTargetLayout]
    {
        let document = try ProjectDocument(bytes: bytes, file: file)
        let tree = GroupTree(document)
        let targets = NativeTarget.all(in: document)
        let settings = BuildSettings(document: document)
        return targets.filter { $0.productType == NativeTarget.application }.map { app in
            let tests = TestTargetFinder.testTarget(testing: app.name, among: targets, in: document)
            let sources = folders(of: app, in: document, tree: tree)
            let allTestFolders =
                tests.map { folders(of: $0, in: document, tree: tree, classic: testsRoot) } ?? []
            let others = tests.map { othersSynchronizedFolders(of: $0, tree: tree) } ?? []
            let borrowed = allTestFolders.filter { folder in
                others.contains { ProjectPath.contains($0, folder == "." ? "" : folder) }
            }
            var layout = AppTargetLayout(
                name: app.name, sourceFolders: sources, testTarget: tests?.name,
                testFolders: allTestFolders.filter { !borrowed.contains($0) })
            layout.testFoldersOfOtherTargets = borrowed
            layout.groupFolders = tree.groups.compactMap(\.folder).filter { folder in
                sources.contains {
                    $0 != folder && ProjectPath.contains($0 == "." ? "" : $0, folder)
                }
            }
            layout.platforms = TargetPlatform.platforms(of: app, settings: settings)
            layout.compiledFiles = compiledFiles(of: app, in: document, tree: tree)
            layout.synchronizedFolders = app.synchronizedGroups.compactMap {
                tree.synchronizedFolders[$0].map { $0.isEmpty ? "." : $0 }
            }.sorted()
            layout.excludedFiles = excludedFiles(of: app, in: document, tree: tree)
            layout.bridgingHeader = settings.values(of: "SWIFT_OBJC_BRIDGING_HEADER", for: app)
                .first { !$0.isEmpty }
            layout.productName = settings.productNames(of: app).first
            layout.swiftVersion =
                (settings.values(of: "SWIFT_VERSION", for: app)
                + settings.projectValues(of: "SWIFT_VERSION")).first { !$0.isEmpty }
            return layout
        }
    }

    /// The folders holding `target`'s Swift and Objective-C sources, sorted; `adjust` changes each folder
    /// found from the files it compiles (a synchronized folder is the target's own).
    private static func folders(
        of target: NativeTarget, in document: ProjectDocument, tree: GroupTree,
        classic adjust: (String) -> String = { $0 }
    ) -> [String] {
        let synchronized = target.synchronizedGroups.compactMap { tree.synchronizedFolders[$0] }
        var byTopFolder: [String: [String]] = [:]
        for file in target.builtFiles(in: document) {
            guard let path = tree.filePaths[file], isSource(path) else { continue }
            let folder = ProjectPath.folder(of: path)
            let top = folder.split(separator: "/").first.map(String.init) ?? ""
            byTopFolder[top, default: []].append(folder)
        }
        let classic = byTopFolder.values.map { adjust(commonFolder($0)) }
        return Array(Set(synchronized.map { $0.isEmpty ? "." : $0 } + classic)).sorted()
    }

    /// The files of `target`'s Sources phase that are Swift or Objective-C sources, sorted.
    private static func compiledFiles(
        of target: NativeTarget, in document: ProjectDocument, tree: GroupTree
    ) -> [String] {
        guard let phase = target.phase("PBXSourcesBuildPhase", in: document) else { return [] }
        let paths = (document[phase]?.references("files") ?? []).compactMap { buildFile in
            document[buildFile]?.string("fileRef").flatMap { tree.filePaths[$0] }
        }
        return Set(paths.filter(isSource)).sorted()
    }

    /// The files `target`'s synchronized folders hold that it does not build: the
    /// `membershipExceptions` of their exception sets for it (relative to their folder).
    private static func excludedFiles(
        of target: NativeTarget, in document: ProjectDocument, tree: GroupTree
    ) -> [String] {
        var excluded: [String] = []
        for group in target.synchronizedGroups {
            guard let folder = tree.synchronizedFolders[group] else { continue }
            for id in document[group]?.references("exceptions") ?? [] {
                guard let set = document[id],
                    set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    set.string("target") == target.id
                else { continue }
                excluded += set.references("membershipExceptions").map {
                    folder.isEmpty ? $0 : folder + "/" + $0
                }
            }
        }
        return excluded.sorted()
    }

    /// The synchronized folders of the project that `target` does not build.
    private static func othersSynchronizedFolders(of target: NativeTarget, tree: GroupTree)
        -> [String]
    {
        let own = Set(target.synchronizedGroups)
        return tree.synchronizedFolders.filter { !own.contains($0.key) }.map(\.value)
    }

    /// Whether `path` is a source file whose folder is the target's: Swift, Objective-C or
    /// Objective-C++ (C files are most often a vendored library's).
    private static func isSource(_ path: String) -> Bool {
        [".swift", ".m", ".mm"].contains { path.hasSuffix($0) }
    }

    /// `folder` up to its nearest part named `…Tests`, or `folder` itself when none is.
    private static func testsRoot(_ folder: String) -> String {
        let parts = folder.split(separator: "/")
        guard let last = parts.lastIndex(where: { $0.hasSuffix("Tests") }) else { return folder }
        return parts[...last].joined(separator: "/")
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
