import Foundation
import Testing
import ViperGenTestSupport
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

    /// Records an issue when `text` differs from Tests/Goldens/manifest/`name`, with a unified
    /// diff; records the golden instead (and still fails) under `VIPER_GEN_RECORD_GOLDENS=1`.
    ///
    /// `.txt`: the goldens keep the foreign formatting of the manifests they were edited in,
    /// which `swift format lint` would flag.
    static func expect(
        _ text: String, matchesGolden name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try GoldenTree.assertMatches(
            text: text, golden: "manifest/" + name + ".txt", sourceLocation: sourceLocation)
    }
}
