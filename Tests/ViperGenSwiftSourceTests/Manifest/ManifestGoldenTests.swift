import Testing

@testable import ViperGenSwiftSource

/// Issue 40 item 4: manifest edits on fixtures shaped like real apps', compared with goldens,
/// and undone byte for byte.
@Suite("Manifest edit goldens")
struct ManifestGoldenTests {
    @Test(arguments: ManifestFixtures.names)
    func aModuleIsAddedInTheManifestsOwnStyle(fixture: String) throws {
        let original = try ManifestFixtures.text(fixture)
        let edited = try PackageManifestEditor(text: original, file: "Package.swift")
            .applying(ManifestScenarios.adding(to: fixture))
        #expect(edited != original)
        try ManifestFixtures.expect(edited, matchesGolden: "\(fixture)-module.swift")
    }

    @Test(arguments: ManifestFixtures.names)
    func removingWhatWasAddedGivesBackTheOriginalBytes(fixture: String) throws {
        let original = try ManifestFixtures.text(fixture)
        let added = try PackageManifestEditor(text: original, file: "Package.swift")
            .applying(ManifestScenarios.adding(to: fixture))
        let removed = try PackageManifestEditor(text: added, file: "Package.swift")
            .applying(ManifestScenarios.removing(from: fixture))
        #expect(Array(removed.utf8) == Array(original.utf8))
    }

    @Test(arguments: ManifestFixtures.names)
    func removingTheTargetAloneRemovesTheDependenciesAndTheProductOfIt(fixture: String) throws {
        let original = try ManifestFixtures.text(fixture)
        let added = try PackageManifestEditor(text: original, file: "Package.swift")
            .applying(ManifestScenarios.adding(to: fixture))
        let removed = try PackageManifestEditor(text: added, file: "Package.swift").applying([
            .removeTarget(name: "Wallet"), .removeTarget(name: "WalletTests"),
            .removePackageDependency(path: "../Networking"),
        ])
        #expect(removed == original)
    }

    @Test(arguments: ManifestFixtures.names)
    func eachEditAloneIsUndoneByItsRemoval(fixture: String) throws {
        let original = try ManifestFixtures.text(fixture)
        let pairs = zip(
            ManifestScenarios.adding(to: fixture),
            ManifestScenarios.removing(from: fixture).reversed())
        for (add, remove) in pairs {
            var edits = [add, remove]
            if case .addTargetDependency = add {
                edits = [add, ManifestScenarios.removing(from: fixture)[0]]
            }
            let result = try PackageManifestEditor(text: original, file: "Package.swift").applying(
                edits)
            #expect(result == original, "\(add)")
        }
    }

    @Test func aRenameEditsEveryMentionAndRenamesBack() throws {
        let original = try ManifestFixtures.text("FeatureSpaces")
        let editor = PackageManifestEditor(text: original, file: "Package.swift")
        let renamed = try editor.applying([
            .renameTarget(from: "Home", to: "Start"), .renameProduct(from: "Home", to: "Start"),
            .renamePackageDependency(fromPath: "../DesignSystem", toPath: "../Design"),
        ])
        try ManifestFixtures.expect(renamed, matchesGolden: "FeatureSpaces-rename.swift")
        let back = try PackageManifestEditor(text: renamed, file: "Package.swift").applying([
            .renameTarget(from: "Start", to: "Home"), .renameProduct(from: "Start", to: "Home"),
            .renamePackageDependency(fromPath: "../Design", toPath: "../DesignSystem"),
        ])
        #expect(back == original)
    }

    @Test func aRenamedTargetsExplicitPathFollows() throws {
        let original = try ManifestFixtures.text("AppTabs")
        let renamed = try PackageManifestEditor(text: original, file: "Package.swift").applying([
            .renameTarget(from: "Settings", to: "Preferences"),
            .renameProduct(from: "Settings", to: "Preferences"),
        ])
        try ManifestFixtures.expect(renamed, matchesGolden: "AppTabs-rename.swift")
    }
}
