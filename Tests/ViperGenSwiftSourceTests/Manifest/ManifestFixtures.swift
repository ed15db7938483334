import Foundation
import Testing
import ViperGenText

/// The fixture manifests in Tests/Fixtures/Manifests and the goldens of their edits in
/// Tests/Goldens/manifest, compared byte for byte with a readable diff.
enum ManifestFixtures {
    /// The fixture manifests' folder.
    static let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Manifests")

    /// The fixture shapes: tabs, spaces, one-line elements, `let` arrays, arguments ending
    /// with commas (tools 6.2), and the manifest `project` writes (its app target a `let`
    /// declared in both branches of an `#if`).
    static let names = [
        "FeatureSpaces", "AppTabs", "OneLineTwoSpaces", "LetArrays", "ArgumentCommas",
        "ProjectTemplate",
    ]

    /// The text of the fixture `name` (without `.swift.txt`: the fixtures keep the formatting
    /// of real apps' manifests, which `swift format lint` would flag).
    static func text(_ name: String) throws -> String {
        try String(
            contentsOf: folder.appendingPathComponent(name + ".swift.txt"), encoding: .utf8)
    }

    /// The environment variable that re-records the goldens (as `GoldenTree` has it).
    static let recordVariable = "VIPER_GEN_RECORD_GOLDENS"

    /// Records an issue when `text` differs from Tests/Goldens/manifest/`name`, with a unified
    /// diff; records the golden instead (and still fails) under `VIPER_GEN_RECORD_GOLDENS=1`.
    static func expect(
        _ text: String, matchesGolden name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        // `.txt`: the goldens keep the foreign formatting of the manifests they were edited in,
        // which `swift format lint` would flag.
        let url = RepositoryPaths.goldens.appendingPathComponent("manifest/" + name + ".txt")
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            Issue.record(
                "Recorded Tests/Goldens/manifest/\(name). Unset \(recordVariable) and run again.",
                sourceLocation: sourceLocation)
            return
        }
        guard let golden = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "Tests/Goldens/manifest/\(name) is missing; run with \(recordVariable)=1.",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: golden, as: UTF8.self)
        guard expected != text else { return }
        let diff = UnifiedDiff.render(old: expected, new: text, path: "manifest/" + name)
        Issue.record(
            Comment(rawValue: "Differs from its golden (- golden, + edited):\n\(diff)"),
            sourceLocation: sourceLocation)
    }
}
