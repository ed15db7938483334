import Foundation
import Testing
import ViperGenTestSupport

/// Projects of the UIKit styles for tests: `project Demo --template <style>` in a new folder.
enum StyleFixture {
    /// The router a `routed` project's modules are registered in, relative to its root.
    static let router = "Sources/Demo/ApplicationRouter.swift"

    /// A fresh `Demo` project of `style` in a new temporary folder; returns the folder and the
    /// project.
    static func project(_ style: String) throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let run = KitRun.generate(.project, ["Demo"], in: folder.url) { $0.template = style }
        try #require(run.code == .success, "\(run.err)")
        return (folder, folder.appending("Demo"))
    }

    /// The text of the file at `path` in `project`.
    static func read(_ path: String, in project: URL) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    /// Replaces the file at `path` in `project` with `text`.
    static func write(_ text: String, to path: String, in project: URL) throws {
        try text.write(to: project.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
}
