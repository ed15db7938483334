import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 40: `init`, `module`, `remove`, `rename` and `check` in an app whose features are local
/// packages linked from its `.xcodeproj` (Tests/Fixtures/ModularApp).
@Suite("Modular app lifecycle")
struct ModularAppLifecycleTests {
    @Test func initAndModuleMakeThePackagesLikeTheSiblings() throws {
        let app = try ModularAppFixture()
        let adopt = TestRun.run(["init"] + TestRun.fixedFlags, in: app.root)
        #expect(adopt.code == .success, "\(adopt.err)")
        try GoldenTree.assertMatches(text: adopt.out, golden: "packages/init-modular-app.txt")
        try app.run(["module", "Payments"])
        // Every file of the app as the two commands leave it: the support package and the
        // module's package with their manifests, the project file linking both, the app files
        // registering and importing the module.
        try GoldenTree.assertMatches(app.root, golden: "packages/modular-app")
    }

    @Test func everyManifestEvaluates() throws {
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Payments"])
        for package in ["Architecture", "Payments"] {
            let dump = try PackageDump.run(
                in: app.root.appendingPathComponent("Packages/\(package)"))
            #expect(dump.status == 0, "\(package): \(dump.errors)")
            #expect(dump.json.contains("\"name\" : \"\(package)\""), "\(dump.json)")
        }
    }

    @Test func removeRestoresEveryFileByteForByte() throws {
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Profile"])
        let before = try GoldenTree.files(under: app.root)
        try app.run(["module", "Payments"])
        #expect(try app.bytes(ModularAppFixture.pbxproj) != before[ModularAppFixture.pbxproj])
        try app.run(["remove", "Payments"])
        let after = try GoldenTree.files(under: app.root)
        #expect(Set(after.keys) == Set(before.keys))
        for (path, bytes) in before where after[path] != bytes {
            Issue.record("\(path) differs after remove")
        }
    }

    @Test func removingTheOnlyModuleLeavesTheAppAsInitLeftIt() throws {
        // The done-when: init, module Payments, remove Payments; the view builder and RootView
        // the module's run created go with it, and the Views enum loses its last case.
        let app = try ModularAppFixture.adopted()
        let adopted = try Self.files(of: app)
        try app.run(["module", "Payments"])
        try app.run(["remove", "Payments"])
        #expect(try Self.files(of: app) == adopted)
        // Renamed first, it still goes the same way.
        try app.run(["module", "Payments"])
        try app.run(["rename", "Payments", "Billing"])
        try app.run(["remove", "Billing"])
        #expect(try Self.files(of: app) == adopted)
    }

    @Test func aViewBuilderEditedSinceIsNeverDeleted() throws {
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Payments"])
        let rootView = app.root.appendingPathComponent("ModularApp/Architecture/RootView.swift")
        let edited = try String(contentsOf: rootView, encoding: .utf8) + "// Our tweak.\n"
        try Data(edited.utf8).write(to: rootView)
        let run = TestRun.run(["remove", "Payments"], in: app.root)
        #expect(run.code != .success)
        #expect(try String(contentsOf: rootView, encoding: .utf8) == edited)
    }

    /// The app's files, without viper-gen's own hidden ones (the lock's ignore file, the
    /// declaration index) and SwiftPM's cache.
    static func files(of app: ModularAppFixture) throws -> [String: Data] {
        try GoldenTree.files(under: app.root).filter {
            !$0.key.hasPrefix(".viper-gen/.") && !$0.key.hasPrefix(".viper-gen/declaration-index")
                && !$0.key.hasPrefix(".cache/")
        }
    }

    @Test func renameMovesThePackageAndItsLink() throws {
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Payments"])
        try app.run(["rename", "Payments", "Billing"])
        let manifest = try String(
            contentsOf: app.root.appendingPathComponent("Packages/Billing/Package.swift"),
            encoding: .utf8)
        #expect(manifest.contains("name: \"Billing\""))
        #expect(!manifest.contains("Payments"))
        let project = String(decoding: try app.bytes(ModularAppFixture.pbxproj), as: UTF8.self)
        #expect(project.contains("relativePath = Packages/Billing;"))
        #expect(!project.contains("Payments"))
        let container = try String(
            contentsOf: app.root.appendingPathComponent(
                "ModularApp/Architecture/AppContainer.swift"),
            encoding: .utf8)
        #expect(container.contains("import Billing\n"))
        #expect(container.contains("container.apply(BillingAssembly.self)"))
        #expect(!container.contains("import Payments"))
        #expect(!container.contains("apply(PaymentsAssembly.self)"))
        #expect(
            !FileManager.default.fileExists(
                atPath: app.root.appendingPathComponent("Packages/Payments").path))
        let check = TestRun.run(["check"], in: app.root)
        #expect(check.code == .success, "\(check.out)\(check.err)")
    }

    @Test func checkFindsModulesAndServicesOfTheirOwnModulesConsistent() throws {
        // Their files are built by their packages, not by the app target: nothing to add.
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Payments"])
        try app.run(["service", "Network"])
        let check = TestRun.run(["check"], in: app.root)
        #expect(check.code == .success, "\(check.out)\(check.err)")
    }

    @Test func updateMergesATemplateChangeIntoThePackagedModule() throws {
        let app = try ModularAppFixture.adopted()
        try app.run(["module", "Payments"])
        try app.run(["templates", "export", "module", ".viper-gen/templates/module"])
        let templateView = app.root.appendingPathComponent(
            ".viper-gen/templates/module/ObservableObjectSwiftTesting/___FILEBASENAME___/View/"
                + "___FILEBASENAME___View.swift")
        let template = try String(contentsOf: templateView, encoding: .utf8)
        let marker = "struct ___VARIABLE_moduleName___View: View {"
        try #require(template.contains(marker))
        try Data(
            template.replacing(marker, with: marker + "\n    // Laid out by the design system.")
                .utf8
        ).write(to: templateView)
        // A file the new version adds is written as the module's own too.
        let style = templateView.deletingLastPathComponent().appendingPathComponent(
            "___FILEBASENAME___Style.swift")
        try Data("import SwiftUI\n\nstruct ___VARIABLE_moduleName___Style {}\n".utf8).write(
            to: style)
        try app.run(["update"])
        let added = try String(
            contentsOf: app.root.appendingPathComponent(
                "Packages/Payments/Sources/Payments/View/PaymentsStyle.swift"), encoding: .utf8)
        #expect(added == "import Architecture\nimport SwiftUI\n\nstruct PaymentsStyle {}\n")
        let view = try String(
            contentsOf: app.root.appendingPathComponent(
                "Packages/Payments/Sources/Payments/View/PaymentsView.swift"), encoding: .utf8)
        // The change is in, and the file is still the module's own.
        #expect(view.contains("// Laid out by the design system."))
        #expect(view.contains("import Architecture\n"))
        #expect(!view.contains("ApplicationViewBuilder"))
        let check = TestRun.run(["check"], in: app.root)
        #expect(check.code == .success, "\(check.out)\(check.err)")
    }

    @Test func checkFindsAndRelinksAnUnlinkedPackage() throws {
        let app = try ModularAppFixture.adopted()
        let unlinked = try app.bytes(ModularAppFixture.pbxproj)
        try app.run(["module", "Payments"])
        let linked = try app.bytes(ModularAppFixture.pbxproj)
        try unlinked.write(to: app.root.appendingPathComponent(ModularAppFixture.pbxproj))
        let check = TestRun.run(["check"], in: app.root)
        #expect(check.code != .success)
        #expect(
            check.out.contains(
                "Packages/Payments/Package.swift: its product is not linked to the app target"),
            "\(check.out)")
        let fix = TestRun.run(["check", "--fix"], in: app.root)
        #expect(fix.code == .success, "\(fix.out)\(fix.err)")
        #expect(try app.bytes(ModularAppFixture.pbxproj) == linked)
    }

    @Test func aModuleNamedAsTheSupportModuleIsRefused() throws {
        let app = try ModularAppFixture.adopted()
        let before = try GoldenTree.files(under: app.root)
        let run = TestRun.run(["module", "Architecture"] + TestRun.fixedFlags, in: app.root)
        #expect(run.code != .success)
        #expect(run.err.contains("Architecture"), "\(run.err)")
        #expect(try GoldenTree.files(under: app.root) == before)
    }
}
