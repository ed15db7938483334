import Foundation
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Projects for Kit's wiring tests: fresh ones made by Kit's generator, or fixture trees from
/// Tests/Goldens (the CLI's tests have their own, in ViperGenCLITestSupport).
enum WiringFixture {
    /// The app files a module registration edits in a fresh `MyApp` project.
    static let appFiles = [
        "Sources/MyApp/RootApp.swift",
        "Sources/MyApp/Classes/Services/NavigationService/Views.swift",
        "Sources/MyApp/ApplicationViewBuilder.swift",
        "Sources/MyApp/RootView.swift",
    ]

    /// A step of a wiring test: what to generate and its name.
    typealias Step = (kind: ScaffoldKind, name: String)

    /// A fresh `MyApp` project in a new temporary folder; returns the folder and the project.
    static func freshProject() throws -> (TemporaryFolder, URL) {
        try KitRun.freshProject()
    }

    /// Generates `step` in `project` with the fixed author, organization and date, over what
    /// is there with `force`.
    static func run(_ step: Step, force: Bool = false, in project: URL) -> KitRun {
        KitRun.generate(step.kind, [step.name], in: project) { $0.flags.force = force }
    }

    /// Copies every file of the fixture tree `Tests/Goldens/<name>` into `folder`.
    static func copyFixture(_ name: String, into folder: URL) throws {
        let source = RepositoryPaths.goldens.appendingPathComponent(name)
        for (path, data) in try GoldenTree.files(under: source) {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
    }

    /// A new folder holding copies of `files` (relative to `project`), for golden comparison.
    static func snapshot(_ files: [String], of project: URL) throws -> TemporaryFolder {
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
    static func contents(_ files: [String], of project: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in files {
            let data = try Data(contentsOf: project.appendingPathComponent(path))
            result[path] = String(decoding: data, as: UTF8.self)
        }
        return result
    }

    /// How often `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
