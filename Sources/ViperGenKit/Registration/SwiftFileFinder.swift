import ViperGenSystem

/// Finds the Swift files below a folder as a build of its target would see them, skipping
/// build products, dependencies, Xcode bundles and hidden folders.
struct SwiftFileFinder {
    /// The file system to look in.
    let fileSystem: any FileSystem

    /// Folder names never looked into (hidden ones, `.build` and `.git` among them, neither).
    static let skippedFolders: Set<String> = ["Pods", "DerivedData"]

    /// Folder name endings never looked into: Xcode's project and workspace bundles.
    static let skippedSuffixes = [".xcodeproj", ".xcworkspace"]

    /// The absolute paths of the `.swift` files below `folder`, sorted; folders that cannot be
    /// listed are passed over, and links to folders are not followed.
    func files(below folder: String) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            let names = (try? fileSystem.contentsOfDirectory(at: current)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                switch try? fileSystem.entryKind(at: path) {
                case .directory where !Self.isSkipped(name): pending.append(path)
                case .file, .symbolicLink: if name.hasSuffix(".swift") { found.append(path) }
                default: continue
                }
            }
        }
        return found.sorted()
    }

    /// Whether the folder `name` is left out.
    static func isSkipped(_ name: String) -> Bool {
        skippedFolders.contains(name) || skippedSuffixes.contains { name.hasSuffix($0) }
    }
}
