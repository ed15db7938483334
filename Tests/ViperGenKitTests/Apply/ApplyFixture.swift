import Foundation
import ViperGenTestSupport

@testable import ViperGenKit

/// Projects and specs for the `apply` tests.
enum ApplyFixture {
    /// The spec of the README's example: two modules (one Observable) and two services.
    static let exampleSpec = """
        {
          "version": 1,
          "modules": [
            "Payments",
            { "name": "Profile", "template": "module", "set": { "observation": "Observable" } }
          ],
          "services": [ "Network", { "name": "Storage" } ]
        }

        """

    /// A fresh `MyApp` project in a new temporary folder holding `spec` as its
    /// `viper-gen.spec.json`; returns the folder and the project.
    static func project(spec: String? = exampleSpec) throws -> (TemporaryFolder, URL) {
        let (folder, project) = try KitRun.freshProject()
        if let spec { try write(spec, to: ApplySpec.fileName, in: project) }
        return (folder, project)
    }

    /// Writes `text` to `path` inside `project`.
    static func write(_ text: String, to path: String, in project: URL) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Runs `apply spec` with the fixed author, organization and date and `edit`'s options.
    static func apply(
        _ spec: String? = nil, in project: URL, _ edit: (inout ApplyOptions) -> Void = { _ in }
    ) -> KitRun {
        KitRun.apply(spec, in: project, edit)
    }

    /// The text of `path` inside `project`.
    static func read(_ path: String, in project: URL) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    /// How many times `text` occurs in `path` inside `project`.
    static func count(_ text: String, in path: String, of project: URL) throws -> Int {
        try read(path, in: project).components(separatedBy: text).count - 1
    }
}
