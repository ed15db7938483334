import Foundation
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

/// The template folders under Tests/Fixtures/BadTemplates, one per kind of broken template.
enum BadTemplateFixtures {
    /// The folder holding one folder per case, each holding a `module` template.
    static let root = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/BadTemplates")

    /// The template source of case `name`, such as `unknown-macro`.
    static func source(_ name: String) -> FolderTemplateSource {
        FolderTemplateSource(root: root.appendingPathComponent(name))
    }

    /// The absolute path of the `module` template of case `name`, as errors name it.
    static func modulePath(_ name: String) -> String {
        root.appendingPathComponent(name).appendingPathComponent("module").path
    }

    /// A writable copy of case `name` in `folder`, for tests that break files at run time.
    ///
    /// Copied file by file: `FileManager.copyItem` also copies the owner, which fails for a
    /// non-root user copying the checkout's files.
    static func copy(_ name: String, into folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent(name)
        try copyTree(root.appendingPathComponent(name), to: copy)
        return copy
    }

    private static func copyTree(_ source: URL, to destination: URL) throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: source.path, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            try Data(contentsOf: source).write(to: destination)
            return
        }
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        for entry in try fileManager.contentsOfDirectory(atPath: source.path) {
            try copyTree(
                source.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
    }
}
