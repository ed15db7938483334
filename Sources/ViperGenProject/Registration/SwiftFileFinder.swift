import ViperGenSystem

/// Finds the Swift files below a folder as a build of its target would see them, skipping
/// build products, dependencies, Xcode bundles and hidden folders.
package struct SwiftFileFinder {
    /// The file system to look in.
    let fileSystem: any FileSystem

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Folder names never looked into (hidden ones, `.build` and `.git` among them, neither).
    static let skippedFolders: Set<String> = ["Pods", "DerivedData"]

    /// Folder name endings never looked into: Xcode's project and workspace bundles.
    static let skippedSuffixes = [".xcodeproj", ".xcworkspace"]

    /// The absolute paths of the `.swift` files below `folder`, sorted; folders that cannot be
    /// listed are passed over, and links to folders are not followed.
    package func files(below folder: String) -> [String] {
        var found: [String] = []
        try? FileTreeWalk(fileSystem: fileSystem).walk(
            below: AbsolutePath(folder, relativeTo: .root),
            descend: { !$0.name.hasPrefix(".") && !Self.isSkipped($0.name) },
            visit: { entry in
                let isFile = entry.kind == .file || entry.kind == .symbolicLink
                if isFile, !entry.name.hasPrefix("."), entry.name.hasSuffix(".swift") {
                    found.append(folder + (folder.hasSuffix("/") ? "" : "/") + entry.relativePath)
                }
                return true
            })
        return found.sorted()
    }

    /// Whether the folder `name` is left out.
    static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || skippedSuffixes.contains { name.hasSuffix($0) }
    }
}
