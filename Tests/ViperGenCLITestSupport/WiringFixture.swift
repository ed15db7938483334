import Foundation
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Projects for wiring tests: fresh ones made by the CLI, or fixture trees from Tests/Goldens.
package enum WiringFixture {
    /// The app files a module registration edits in a fresh `MyApp` project.
    package static let appFiles = [
        "Sources/MyApp/RootApp.swift",
        "Sources/MyApp/Classes/Services/NavigationService/Views.swift",
        "Sources/MyApp/ApplicationViewBuilder.swift",
        "Sources/MyApp/RootView.swift",
    ]

    /// A fresh `MyApp` project in a new temporary folder; returns the folder and the project.
    package static func freshProject() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let run = TestRun.run(["project", "MyApp"] + TestRun.fixedFlags, in: folder.url)
        guard run.code == .success else { throw FixtureError(message: run.err) }
        return (folder, folder.appending("MyApp"))
    }

    /// Runs viper-gen with the fixed flags in `project`.
    package static func run(_ arguments: [String], in project: URL) -> TestRun {
        TestRun.run(arguments + TestRun.fixedFlags, in: project)
    }

    /// Copies every file of the fixture tree `Tests/Goldens/<name>` into `folder`.
    package static func copyFixture(_ name: String, into folder: URL) throws {
        let source = RepositoryPaths.goldens.appendingPathComponent(name)
        for (path, data) in try GoldenTree.files(under: source) {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
    }

    /// A new folder holding copies of `files` (relative to `project`), for golden comparison.
    package static func snapshot(_ files: [String], of project: URL) throws -> TemporaryFolder {
        let snapshot = try TemporaryFolder("viper-gen-wiring-snapshot")
        for path in files {
            let target = snapshot.appending(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: project.appendingPathComponent(path)).write(to: target)
        }
        return snapshot
    }

    /// The contents of `files` in `project`, keyed by path.
    package static func contents(_ files: [String], of project: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in files {
            let data = try Data(contentsOf: project.appendingPathComponent(path))
            result[path] = String(decoding: data, as: UTF8.self)
        }
        return result
    }

    /// How often `needle` occurs in `text`.
    package static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// A fixture step that failed.
    package struct FixtureError: Error {
        package let message: String

        /// The failure that `message` describes.
        package init(message: String) {
            self.message = message
        }
    }
}
