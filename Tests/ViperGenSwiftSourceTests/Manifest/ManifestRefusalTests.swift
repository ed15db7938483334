import Testing

@testable import ViperGenSwiftSource

/// Issue 40 item 4: a manifest that cannot be edited safely is refused with the place, the
/// reason and the lines to change by hand.
@Suite("Manifest edit refusals")
struct ManifestRefusalTests {
    /// The refusal `edits` of `text` meet, or nil when they are made.
    private func refusal(_ text: String, _ edits: [ManifestEdit]) -> ManifestEditRefusal? {
        do {
            _ = try PackageManifestEditor(text: text, file: "Packages/App/Package.swift").applying(
                edits)
            return nil
        } catch {
            return error
        }
    }

    private let wallet = ManifestEdit.addTarget(ManifestTarget(kind: .regular, name: "Wallet"))

    @Test func aComputedArrayIsRefusedWithTheLineToAdd() throws {
        let text = """
            let base: [Target] = [.target(name: "Core")]
            let package = Package(
                name: "App",
                targets: base + [.target(name: "Feed")]
            )
            """
        let found = try #require(refusal(text, [wallet]))
        #expect(found.line == 4)
        #expect(found.lines == [#".target(name: "Wallet")"#])
        #expect(
            found.description == """
                Packages/App/Package.swift:4: cannot edit the manifest safely: `targets:` is the \
                computed expression `base + [.target(name: "Feed")]`.
                Add to `targets:` of `Package(` by hand:
                    .target(name: "Wallet")
                """)
    }

    @Test func aMappedArrayAndAnUnknownNameAreRefused() throws {
        let mapped = """
            let package = Package(
                name: "App",
                targets: ["Core", "Feed"].map { .target(name: $0) }
            )
            """
        #expect(refusal(mapped, [wallet])?.reason.contains("computed expression") == true)
        let named = """
            let package = Package(name: "App", targets: allTargets())
            """
        #expect(
            refusal(named, [wallet])?.reason
                == "`targets:` is the computed expression `allTargets()`")
        let unknown = """
            let package = Package(name: "App", targets: allTargets)
            """
        #expect(
            refusal(unknown, [wallet])?.reason
                == "`targets:` is `allTargets`, which is not a top-level `let` of an array literal")
        let continued = """
            let more: [Target] = [.target(name: "Core")]
                + [.target(name: "Feed")]
            let package = Package(name: "App", targets: more)
            """
        #expect(refusal(continued, [wallet]) != nil)
    }

    @Test func aPlaceInsideIfIsRefused() throws {
        let text = """
            #if os(iOS)
            let targets: [Target] = [.target(name: "Core")]
            #else
            let targets: [Target] = []
            #endif
            let package = Package(name: "App", targets: targets)
            """
        let found = try #require(refusal(text, [wallet]))
        #expect(found.reason == "`let targets` (`targets:` of `Package(`) is inside `#if os(iOS)`")
        #expect(found.line == 2)
        let whole = """
            #if swift(>=6.0)
            let package = Package(name: "App", targets: [.target(name: "Core")])
            #else
            let package = Package(name: "App", targets: [])
            #endif
            """
        #expect(refusal(whole, [wallet])?.reason.contains("inside `#if swift(>=6.0)`") == true)
    }

    @Test func aTargetDeclaredTwiceOrMissingIsRefused() throws {
        let text = """
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Core", path: "Other"),
                ]
            )
            """
        let twice = try #require(
            refusal(text, [.addTargetDependency(target: "Core", dependency: .byName("Kit"))]))
        #expect(twice.reason == "the target `Core` is declared twice (lines 4 and 5)")
        #expect(twice.lines == [#""Kit""#])
        let missing = try #require(
            refusal(text, [.addTargetDependency(target: "Feed", dependency: .byName("Kit"))]))
        #expect(missing.reason == "no target named `Feed` is declared")
        #expect(refusal(text, [.renameTarget(from: "Feed", to: "Home")]) != nil)
    }

    @Test func aTargetNameThatIsNotALiteralIsRefused() throws {
        let text = """
            let prefix = "App"
            let package = Package(
                name: "App",
                targets: [.target(name: prefix + "Core")]
            )
            """
        let found = try #require(
            refusal(text, [.addTargetDependency(target: "AppCore", dependency: .byName("Kit"))]))
        #expect(found.reason.contains("`prefix + \"Core\"`, not a string literal"))
        #expect(throws: ManifestEditRefusal.self) {
            try PackageManifestEditor(text: text, file: "P").targets
        }
    }

    @Test func aManifestWithoutPackageIsRefused() throws {
        let found = try #require(refusal("let x = 1\n", [wallet]))
        #expect(found.reason == "no `Package(` call was found")
        #expect(found.description.hasPrefix("Packages/App/Package.swift: cannot edit"))
    }
}
