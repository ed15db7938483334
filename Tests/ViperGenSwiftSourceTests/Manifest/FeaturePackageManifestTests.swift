import Testing

@testable import ViperGenSwiftSource

/// Issue 40 item 1: a new feature package's manifest is made like its siblings'.
@Suite("Feature package manifest")
struct FeaturePackageManifestTests {
    /// The dependency every feature package has on the architecture's support package.
    private let architecture = [(path: "../Architecture", product: "Architecture")]

    @Test func aSiblingsToolsPlatformsLanguageAndSettingsAreCopied() throws {
        let sibling = try ManifestFixtures.text("FeatureSpaces")
        let manifest = FeaturePackageManifest(
            name: "Wallet", dependencies: architecture, sibling: sibling, iOSVersion: "15.0")
        try ManifestFixtures.expect(manifest.text, matchesGolden: "Wallet-like-FeatureSpaces.swift")
        #expect(
            PackageManifestSettings(text: manifest.text) == PackageManifestSettings(text: sibling))
        let targets = try PackageManifestEditor(text: manifest.text, file: "Package.swift").targets
        #expect(targets.map(\.name) == ["Wallet", "WalletTests"])
        #expect(targets[0].dependencyNames == ["Architecture"])
        #expect(try targets[0].swiftSettings == self.targets(of: sibling)[0].swiftSettings)
        #expect(targets[1].dependencyNames == ["Wallet"])
    }

    @Test func aTabbedSiblingWithoutTrailingCommasGivesTheSame() throws {
        let sibling = try ManifestFixtures.text("AppTabs")
        let manifest = FeaturePackageManifest(
            name: "Wallet", dependencies: architecture, sibling: sibling, iOSVersion: nil)
        try ManifestFixtures.expect(manifest.text, matchesGolden: "Wallet-like-AppTabs.swift")
        #expect(manifest.text.contains("\n\tplatforms: [.iOS(.v16)],\n"))
        #expect(manifest.text.contains("\n\tswiftLanguageVersions: [.v5]\n)"))
        #expect(!manifest.text.contains(",\n\t]"))
    }

    @Test func withoutASiblingToolsSixAndTheGivenIOSVersion() throws {
        let manifest = FeaturePackageManifest(
            name: "Wallet", dependencies: [], sibling: nil, iOSVersion: "17.0")
        try ManifestFixtures.expect(manifest.text, matchesGolden: "Wallet-alone.swift")
        #expect(manifest.text.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(PackageManifestSettings(text: manifest.text).iOSVersion == "17.0")
        let minor = FeaturePackageManifest(
            name: "Wallet", dependencies: [], sibling: nil, iOSVersion: "16.4")
        #expect(PackageManifestSettings(text: minor.text).iOSVersion == "16.4")
    }

    @Test func aSiblingsLetSettingsAreCopiedAsElements() throws {
        let manifest = FeaturePackageManifest(
            name: "Wallet", dependencies: architecture,
            sibling: try ManifestFixtures.text("LetArrays"), iOSVersion: nil)
        #expect(
            manifest.text.contains(#"swiftSettings: [.enableUpcomingFeature("ExistentialAny")])"#))
        #expect(!manifest.text.contains("platforms"))
    }

    /// The targets `text` declares.
    private func targets(of text: String) throws -> [ManifestTargetSummary] {
        try PackageManifestEditor(text: text, file: "Package.swift").targets
    }
}
