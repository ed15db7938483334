import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// Issue 40 item 4: every manifest the repository holds is edited and restored byte for byte
/// or refused, and a manifest cut anywhere is never a crash.
@Suite("Manifest edit robustness")
struct ManifestRobustnessTests {
    /// Every Package.swift of the templates and goldens.
    private static let manifests: [URL] = RepositoryPaths.swiftFiles(below: [
        RepositoryPaths.templates, RepositoryPaths.goldens,
    ]).filter { $0.lastPathComponent == "Package.swift" }.sorted { $0.path < $1.path }

    @Test func theRepositorysManifestsAreRestoredAfterAModule() throws {
        #expect(Self.manifests.count >= 10)
        for url in Self.manifests {
            let original = try String(contentsOf: url, encoding: .utf8)
            let editor = PackageManifestEditor(text: original, file: url.lastPathComponent)
            let dependent = try editor.targets.first { !$0.isTest }?.name ?? ""
            var adding = ManifestScenarios.adding(to: "")
            var removing = ManifestScenarios.removing(from: "")
            adding[adding.count - 1] = .addTargetDependency(
                target: dependent, dependency: .byName("Wallet"))
            removing[0] = .removeTargetDependency(target: dependent, dependency: "Wallet")
            let added = try editor.applying(adding)
            #expect(added.contains(#"name: "WalletTests""#), "\(url.path)")
            let removed = try PackageManifestEditor(text: added, file: "P").applying(removing)
            #expect(removed == original, "\(url.path)")
        }
    }

    @Test func aManifestCutAnywhereIsEditedOrRefusedWithoutACrash() throws {
        let bytes = Array(try ManifestFixtures.text("FeatureSpaces").utf8)
        for end in stride(from: 0, through: bytes.count, by: 3) {
            let text = String(decoding: bytes[..<end], as: UTF8.self)
            for edit in ManifestScenarios.adding(to: "FeatureSpaces")
                + ManifestScenarios.removing(from: "FeatureSpaces")
                + [.renameTarget(from: "Home", to: "Start")]
            {
                _ = try? PackageManifestEditor(text: text, file: "P").applying([edit])
            }
            _ = try? PackageManifestEditor(text: text, file: "P").targets
            _ = FeaturePackageManifest(name: "W", dependencies: [], sibling: text, iOSVersion: nil)
        }
    }
}
