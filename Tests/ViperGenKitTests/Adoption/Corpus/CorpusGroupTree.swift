/// The groups of a corpus project, as Xcode makes them for its files: one `PBXGroup` per
/// folder (`path` = the folder's name), a file reference per file, a variant group per
/// `Base.lproj` file, an asset catalog as one reference, and a synchronized folder as a
/// `PBXFileSystemSynchronizedRootGroup` whose files the project does not list.
struct CorpusGroupTree {
    /// The names in each folder ("" is the project's folder).
    private var children: [String: Set<String>] = ["": []]
    /// The variant groups: the storyboard's path in the tree → its path below the group.
    private var variants: [String: String] = [:]
    /// The synchronized folders.
    private var synchronized: Set<String> = []

    /// The tree of `files`, `synchronizedFolders` and `emptyGroups` (all relative to the
    /// project's folder).
    init(files: [String], synchronizedFolders: [String], emptyGroups: [String]) {
        for file in files {
            let leaf = Self.leaf(of: file)
            insert(leaf)
            let parts = file.split(separator: "/")
            if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
                variants[leaf] = parts.suffix(2).joined(separator: "/")
            }
        }
        for folder in synchronizedFolders {
            synchronized.insert(folder)
            insert(folder)
        }
        for folder in emptyGroups {
            insert(folder)
            children[folder, default: []] = children[folder] ?? []
        }
    }

    /// The path `file` has in the tree: the asset catalog holding it, the variant group of a
    /// `Base.lproj` file, else the file.
    static func leaf(of file: String) -> String {
        let parts = file.split(separator: "/").map(String.init)
        if let catalog = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
            return parts[...catalog].joined(separator: "/")
        }
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
            return (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
        }
        return file
    }

    /// Adds `path` and the folders above it.
    private mutating func insert(_ path: String) {
        let parts = path.split(separator: "/").map(String.init)
        for index in parts.indices {
            let folder = parts[..<index].joined(separator: "/")
            children[folder, default: []].insert(parts[index])
        }
    }

    /// Adds the tree's objects to `objects`; returns the children of the main group and the
    /// reference to each leaf (file, variant group, synchronized folder) by its path.
    func add(to objects: inout CorpusProjectObjects) -> (
        main: [CorpusPlistValue], leaves: [String: CorpusPlistValue]
    ) {
        var leaves: [String: CorpusPlistValue] = [:]
        func make(_ path: String) -> CorpusPlistValue {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if synchronized.contains(path) {
                let folder = objects.add(
                    "PBXFileSystemSynchronizedRootGroup", comment: name,
                    [("path", .string(name)), ("sourceTree", .string("<group>"))])
                leaves[path] = folder
                return folder
            }
            if let names = children[path] {
                let members = names.sorted().map { make(path.isEmpty ? $0 : path + "/" + $0) }
                return objects.add(
                    "PBXGroup", comment: name,
                    [
                        ("children", .list(members)), ("path", .string(name)),
                        ("sourceTree", .string("<group>")),
                    ])
            }
            let reference: CorpusPlistValue
            if let lproj = variants[path] {
                let base = objects.add(
                    "PBXFileReference", comment: "Base", Self.fileFields(lproj, name: "Base"))
                reference = objects.add(
                    "PBXVariantGroup", comment: name,
                    [
                        ("children", .list([base])), ("name", .string(name)),
                        ("sourceTree", .string("<group>")),
                    ])
            } else {
                reference = objects.add("PBXFileReference", comment: name, Self.fileFields(name))
            }
            leaves[path] = reference
            return reference
        }
        let main = (children[""] ?? []).sorted().map { make($0) }
        return (main, leaves)
    }

    /// The fields of a file reference to `path` (in its group), named `name` when given.
    static func fileFields(_ path: String, name: String? = nil) -> [(String, CorpusPlistValue)] {
        let suffix = path.split(separator: ".").last.map(String.init) ?? ""
        let types = [
            "swift": "sourcecode.swift", "m": "sourcecode.c.objc", "h": "sourcecode.c.h",
            "storyboard": "file.storyboard", "xib": "file.xib", "xcassets": "folder.assetcatalog",
            "plist": "text.plist.xml", "xcconfig": "text.xcconfig", "strings": "text.plist.strings",
            "entitlements": "text.plist.entitlements", "md": "net.daringfireball.markdown",
        ]
        return [("lastKnownFileType", .string(types[suffix] ?? "text"))]
            + (name.map { [("name", CorpusPlistValue.string($0))] } ?? [])
            + [("path", .string(path)), ("sourceTree", .string("<group>"))]
    }
}
