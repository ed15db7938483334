import Testing

@testable import ViperGenSwiftSource

/// Issue 40 item 4: arrays and targets bound to top-level `let`s are edited where they are
/// declared, and a manifest's targets, products and dependencies are read for `check`/`remove`.
@Suite("Manifest lets and summaries")
struct ManifestLetAndSummaryTests {
    /// `text` with `edits` made.
    private func edit(_ text: String, _ edits: [ManifestEdit]) throws -> String {
        try PackageManifestEditor(text: text, file: "Package.swift").applying(edits)
    }

    @Test func aLetArrayIsEditedWhereItIsDeclared() throws {
        let text = """
            let features: [Target.Dependency] = ["Home"]
            let package = Package(
                name: "App",
                targets: [.target(name: "App", dependencies: features)]
            )
            """
        let edited = try edit(
            text, [.addTargetDependency(target: "App", dependency: .byName("Wallet"))])
        #expect(edited.hasPrefix(#"let features: [Target.Dependency] = ["Home", "Wallet"]"#))
        #expect(
            try edit(edited, [.removeTargetDependency(target: "App", dependency: "Wallet")]) == text
        )
    }

    @Test func aSummaryReadsTargetsProductsAndPaths() throws {
        let editor = PackageManifestEditor(
            text: try ManifestFixtures.text("FeatureSpaces"), file: "Package.swift")
        let targets = try editor.targets
        #expect(targets.map(\.name) == ["Home", "HomeTests"])
        #expect(targets.map(\.kind) == ["target", "testTarget"])
        #expect(targets[0].dependencyNames == ["Architecture", "DesignSystem"])
        #expect(targets[0].line == 16)
        #expect(
            targets[0].swiftSettings == [
                ".defaultIsolation(MainActor.self)", #".enableUpcomingFeature("ExistentialAny")"#,
            ])
        #expect(targets[1].swiftSettings == nil)
        #expect(try editor.productNames == ["Home"])
        #expect(try editor.packageName == "Home")
        #expect(try editor.localPackageDependencyPaths == ["../Architecture", "../DesignSystem"])
        let tabs = try PackageManifestEditor(text: try ManifestFixtures.text("AppTabs"), file: "P")
            .targets
        #expect(tabs.first { $0.name == "Settings" }?.path == "Sources/Settings")
        let lets = try PackageManifestEditor(
            text: try ManifestFixtures.text("LetArrays"), file: "P"
        ).targets
        #expect(lets.first?.swiftSettings == [#".enableUpcomingFeature("ExistentialAny")"#])
    }

    @Test func aTargetDeclaredInEachBranchOfIfIsEditedInEach() throws {
        let text = try ManifestFixtures.text("ProjectTemplate")
        let edited = try edit(
            text, [.addTargetDependency(target: "MyApp", dependency: .byName("Payments"))])
        #expect(
            edited.components(
                separatedBy: "name: \"MyApp\",\n        dependencies: [\"Payments\"],\n"
            )
            .count == 3)
        let renamed = try edit(text, [.renameTarget(from: "MyApp", to: "Shop")])
        #expect(renamed.components(separatedBy: #"targets: ["Shop"]"#).count == 3)
        #expect(renamed.components(separatedBy: #"name: "Shop""#).count == 3)
        #expect(!renamed.contains(#"targets: ["MyApp"]"#))
        #expect(try edit(renamed, [.renameTarget(from: "Shop", to: "MyApp")]) == text)
        let targets = try PackageManifestEditor(text: text, file: "Package.swift").targets
        #expect(targets.map(\.name) == ["MyApp", "MyAppTests"])
        #expect(try PackageManifestEditor(text: text, file: "P").productNames == ["MyApp"])
    }

    @Test func aTargetLetBesideALiteralOfTheSameNameIsDeclaredTwice() throws {
        let text = """
            let core: Target = .target(name: "Core")
            let package = Package(
                name: "App",
                targets: [core, .target(name: "Core")]
            )
            """
        #expect(throws: ManifestEditRefusal.self) {
            try edit(text, [.addTargetDependency(target: "Core", dependency: .byName("Kit"))])
        }
    }

    @Test func aLetTwoTargetsShareIsEditedOnce() throws {
        let text = """
            let shared: [Target.Dependency] = ["Core"]
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Feed", dependencies: shared),
                    .target(name: "Home", dependencies: shared),
                ]
            )
            """
        let renamed = try edit(text, [.renameTarget(from: "Core", to: "Bedrock")])
        #expect(renamed.hasPrefix(#"let shared: [Target.Dependency] = ["Bedrock"]"#))
        #expect(renamed.contains(#".target(name: "Bedrock"),"#))
        let removed = try edit(text, [.removeTarget(name: "Core")])
        #expect(removed.hasPrefix("let shared: [Target.Dependency] = []\n"))
        #expect(!removed.contains(#".target(name: "Core")"#))
    }
}
