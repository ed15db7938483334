import Foundation

/// The fixtures under Tests/Fixtures/XcodeTemplates and a workspace to run them in.
enum XcodeTemplateFixtures {
    /// The fixtures' root.
    static let root = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/XcodeTemplates")
    /// The folder standing for `~/Library/Developer/Xcode/Templates`.
    static let xcodeFolder = root.appendingPathComponent("Xcode")
    /// The Screen template, with popup, combo, checkbox and static options.
    static let screen = xcodeFolder.appendingPathComponent(
        "File Templates/VIPER/Screen.xctemplate")

    /// Variables that make the Xcode fixture folder the Xcode templates folder.
    static var xcodeVariables: [String: String] {
        ["VIPER_GEN_XCODE_TEMPLATES": xcodeFolder.path]
    }

    /// Copies the file or folder `source` to `destination` (folders created as needed).
    ///
    /// Copied file by file: `FileManager.copyItem` also copies the owner, which fails for a
    /// non-root user copying the checkout's files.
    static func copy(_ source: URL, to destination: URL) throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: source.path, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            try fileManager.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: source).write(to: destination)
            return
        }
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        for entry in try fileManager.contentsOfDirectory(atPath: source.path) {
            try copy(
                source.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
    }
}
