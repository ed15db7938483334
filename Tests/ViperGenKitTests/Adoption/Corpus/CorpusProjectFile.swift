/// A corpus app's `project.pbxproj`, written as Xcode writes one for its objectVersion.
///
/// Classic groups, file references and build phases for the files of each target's folders, or
/// synchronized folders (`fileSystemSynchronizedGroups`) from objectVersion 70; test targets
/// hosted through `TEST_HOST`/`BUNDLE_LOADER` and a dependency; CocoaPods' `Pods` group and
/// `[CP]` phases. Ids come from a counter, so the same app always gives the same text.
struct CorpusProjectFile {
    /// The project's objectVersion (46 to 77).
    var objectVersion: Int
    /// The targets, in the order Xcode lists them.
    var targets: [CorpusTarget]
    /// Groups with no files (a folder a fresh clone does not have).
    var emptyGroups: [String] = []
    /// Whether the project sets `SWIFT_VERSION`: an Objective-C app's does not.
    var setsSwiftVersion = true

    /// The extensions of files a Sources phase compiles, and of those a Resources phase copies.
    private static let compiled: Set<String> = ["swift", "m", "mm", "c"]
    private static let copied: Set<String> = ["storyboard", "xib", "xcassets", "strings"]

    /// The project file of the project `name`, whose folder holds `files` (relative to it).
    func text(name: String, files: [String]) -> String {
        var objects = CorpusProjectObjects()
        let ids = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, objects.reserveID()) })
        let projectID = objects.reserveID()
        let products = targets.map { target in
            objects.add(
                "PBXFileReference", comment: target.productFile,
                [
                    ("explicitFileType", .string(target.kind.product.fileType)),
                    ("includeInIndex", .string("0")), ("path", .string(target.productFile)),
                    ("sourceTree", .string("BUILT_PRODUCTS_DIR")),
                ])
        }
        let podded = targets.filter(\.pods)
        let podFrameworks = podded.map { target in
            objects.add(
                "PBXFileReference", comment: "Pods_\(target.moduleName).framework",
                [
                    ("explicitFileType", .string("wrapper.framework")),
                    ("includeInIndex", .string("0")),
                    ("path", .string("Pods_\(target.moduleName).framework")),
                    ("sourceTree", .string("BUILT_PRODUCTS_DIR")),
                ])
        }
        let podConfigs = podded.map { target in
            ["debug", "release"].map { configuration in
                let file = "Pods-\(target.name).\(configuration).xcconfig"
                return objects.add(
                    "PBXFileReference", comment: file,
                    [
                        ("includeInIndex", .string("1")),
                        ("lastKnownFileType", .string("text.xcconfig")), ("name", .string(file)),
                        ("path", .string("Target Support Files/Pods-\(target.name)/\(file)")),
                        ("sourceTree", .string("<group>")),
                    ])
            }
        }
        let members = files.filter { file in targets.contains { $0.builds(file) } }
        let tree = CorpusGroupTree(
            files: members, synchronizedFolders: targets.flatMap(\.synchronizedFolders),
            emptyGroups: emptyGroups)
        let (main, leaves) = tree.add(to: &objects)
        var mainChildren = main
        if !podded.isEmpty {
            mainChildren.append(Self.group(&objects, "Frameworks", podFrameworks, path: nil))
        }
        let productGroup = Self.group(&objects, "Products", products, path: nil)
        mainChildren.append(productGroup)
        if !podded.isEmpty {
            mainChildren.append(
                Self.group(&objects, "Pods", podConfigs.flatMap { $0 }, path: "Pods"))
        }
        let mainGroup = objects.add(
            "PBXGroup", comment: nil,
            [("children", .list(mainChildren)), ("sourceTree", .string("<group>"))])
        let writer = CorpusTargetWriter(
            projectID: projectID, targetIDs: ids,
            products: Dictionary(uniqueKeysWithValues: zip(targets.map(\.name), products)),
            watchApps: Set(targets.filter { $0.kind == .watchApp }.map(\.name)))
        var targetReferences: [CorpusPlistValue] = []
        for target in targets {
            let built = Set(members.filter(target.builds).map(CorpusGroupTree.leaf(of:))).sorted()
            let pods = podded.firstIndex { $0.name == target.name }
            targetReferences.append(
                writer.add(
                    target, to: &objects,
                    sources: built.filter { Self.compiled.contains(Self.suffix($0)) }
                        .compactMap { leaves[$0] },
                    resources: built.filter { Self.copied.contains(Self.suffix($0)) }
                        .compactMap { leaves[$0] },
                    synchronized: target.synchronizedFolders.compactMap { leaves[$0] },
                    pods: pods.map { (podFrameworks[$0], podConfigs[$0]) }))
        }
        let root = objects.add(
            "PBXProject", comment: "Project object", id: projectID,
            projectFields(
                name: name, main: mainGroup, products: productGroup, targets: targetReferences,
                ids: ids, objects: &objects))
        return objects.text(objectVersion: objectVersion, rootObject: root)
    }

    /// The fields of the project object.
    private func projectFields(
        name: String, main: CorpusPlistValue, products: CorpusPlistValue,
        targets references: [CorpusPlistValue], ids: [String: String],
        objects: inout CorpusProjectObjects
    ) -> [(String, CorpusPlistValue)] {
        let attributes = targets.map { target in
            let test = target.host.flatMap { ids[$0] }.map {
                [("TestTargetID", CorpusPlistValue.string($0))]
            }
            return (
                ids[target.name] ?? "",
                CorpusPlistValue.dictionary(
                    [("CreatedOnToolsVersion", .string("15.0"))] + (test ?? []))
            )
        }
        let configurations = CorpusTargetWriter.configurationList(
            &objects, owner: "PBXProject \"\(name)\"",
            settings: [
                ("SDKROOT", .string("iphoneos")), ("IPHONEOS_DEPLOYMENT_TARGET", .string("15.0")),
            ] + (setsSwiftVersion ? [("SWIFT_VERSION", .string("5.0"))] : []))
        let compatibility: [(String, CorpusPlistValue)] =
            objectVersion >= 70
            ? []
            : [
                (
                    "compatibilityVersion",
                    .string("Xcode \(Self.xcodeVersion[objectVersion] ?? "3.2")")
                )
            ]
        let preferred: [(String, CorpusPlistValue)] =
            objectVersion >= 70
            ? [("preferredProjectObjectVersion", .string(String(objectVersion)))] : []
        return [
            (
                "attributes",
                .dictionary([
                    ("LastUpgradeCheck", .string("1500")),
                    ("TargetAttributes", .dictionary(attributes)),
                ])
            ),
            ("buildConfigurationList", configurations),
        ] + compatibility + [
            ("developmentRegion", .string("en")), ("hasScannedForEncodings", .string("0")),
            ("knownRegions", .list([.string("en"), .string("Base")])),
            ("mainGroup", .reference(Self.id(of: main), comment: nil)),
        ] + preferred + [
            ("productRefGroup", products), ("projectDirPath", .string("")),
            ("projectRoot", .string("")), ("targets", .list(references)),
        ]
    }

    /// The Xcode version an objectVersion is compatible with, as the project object says.
    private static let xcodeVersion = [
        46: "3.2", 47: "6.3", 48: "8.0", 50: "9.3", 51: "10.0", 52: "11.0", 53: "11.4", 54: "12.0",
        55: "13.0", 56: "14.0", 60: "15.0", 63: "15.3",
    ]

    /// A group named `name` holding `children`.
    private static func group(
        _ objects: inout CorpusProjectObjects, _ name: String, _ children: [CorpusPlistValue],
        path: String?
    ) -> CorpusPlistValue {
        objects.add(
            "PBXGroup", comment: name,
            [("children", .list(children))]
                + [(path == nil ? "name" : "path", .string(path ?? name))]
                + [("sourceTree", .string("<group>"))])
    }

    /// The id of a reference.
    private static func id(of reference: CorpusPlistValue) -> String {
        if case .reference(let id, _) = reference { return id }
        return ""
    }

    /// A path's extension.
    private static func suffix(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? ""
    }
}
