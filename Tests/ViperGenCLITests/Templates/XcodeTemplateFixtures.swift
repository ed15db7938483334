import Foundation
import ViperGenTestSupport

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

    /// A copy of the Macros fixture (MyApp.xcodeproj, MyApp.xcworkspace, UserData) in `App` of a
    /// new folder, with the variables that make its UserData Xcode's user data folder.
    static func macrosWorkspace() throws -> (
        folder: TemporaryFolder, app: URL, variables: [String: String]
    ) {
        let folder = try TemporaryFolder("viper-gen-macros")
        let app = folder.appending("App")
        try copy(root.appendingPathComponent("Macros"), to: app)
        var variables = xcodeVariables
        variables["VIPER_GEN_XCODE_USERDATA"] = app.appendingPathComponent("UserData").path
        return (folder, app, variables)
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
