import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// Issue 40: every edited fixture and every new feature manifest is one SwiftPM evaluates
/// (`swift package dump-package`), when a Swift toolchain is on the PATH.
@Suite("Manifest edits evaluate", .enabled(if: PackageDump.swift != nil))
struct ManifestDumpPackageTests {
    /// The JSON `swift package dump-package` prints for the manifest `text` (written as
    /// Package.swift in a folder of its own under the temporary directory), or nil when it fails.
    private func dumpPackage(_ text: String) throws -> String? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-gen-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let dump = try PackageDump.run(in: folder)
        return dump.status == 0 ? dump.json : nil
    }

    @Test(arguments: ["AppTabs", "OneLineTwoSpaces", "LetArrays", "ProjectTemplate"])
    func theFixturesWhoseToolsThisPackageNeedsEvaluate(fixture: String) throws {
        // This package needs tools 6.0, so these are judged wherever its tests run.
        #expect(try dumpPackage(try ManifestFixtures.text(fixture)) != nil)
    }

    @Test(arguments: ManifestFixtures.names)
    func anEditedFixtureEvaluates(fixture: String) throws {
        let original = try ManifestFixtures.text(fixture)
        // A toolchain older than the fixture's tools version cannot judge its edits.
        guard try dumpPackage(original) != nil else { return }
        let edited = try PackageManifestEditor(text: original, file: "Package.swift")
            .applying(ManifestScenarios.adding(to: fixture))
        let json = try #require(try dumpPackage(edited), "\(fixture) edited does not evaluate")
        #expect(json.contains(#""name" : "WalletTests""#))
        #expect(json.contains("../Networking") || json.contains("Networking"))
        let renamed = try PackageManifestEditor(text: edited, file: "Package.swift").applying([
            .renameTarget(from: "Wallet", to: "Purse"), .renameProduct(from: "Wallet", to: "Purse"),
        ])
        let renamedJSON = try #require(
            try dumpPackage(renamed), "\(fixture) renamed does not evaluate")
        #expect(renamedJSON.contains(#""name" : "Purse""#))
        #expect(!renamedJSON.contains(#""Wallet""#))
    }

    @Test(arguments: ManifestFixtures.names)
    func aFeatureManifestLikeAFixtureEvaluates(fixture: String) throws {
        let sibling = try ManifestFixtures.text(fixture)
        guard try dumpPackage(sibling) != nil else { return }
        let manifest = FeaturePackageManifest(
            name: "Wallet", dependencies: [(path: "../Architecture", product: "Architecture")],
            sibling: sibling, iOSVersion: nil)
        let json = try #require(try dumpPackage(manifest.text), "like \(fixture) does not evaluate")
        #expect(json.contains(#""name" : "WalletTests""#))
    }
}
