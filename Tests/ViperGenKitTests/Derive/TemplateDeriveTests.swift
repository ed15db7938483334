import Foundation
import Testing
import ViperGenTestSupport

/// `viper-gen templates derive Profile` turns an app's own module into a team template, and a
/// module made from that template is the exemplar's skeleton under the new name, byte for
/// byte, for a Generamba module, a Clean Swift scene and a hand-written VIPER module.
@Suite("templates derive")
struct TemplateDeriveTests {
    @Test(arguments: DeriveFixture.flavours)
    func aModuleMadeFromTheDerivedTemplateIsTheExemplarsSkeletonRenamed(flavour: String) throws {
        let app = try DeriveFixture(flavour)
        let derive = app.derive("Profile")
        #expect(derive.code == .success, "\(derive.err)")
        #expect(derive.err.isEmpty, "\(derive.err)")
        try GoldenTree.assertMatches(
            text: app.listing(of: ".viper-gen/templates/shop-module"),
            golden: "derive/\(flavour).txt")
        let module = app.module(
            .fixed("Orders") {
                $0.template = "shop-module"
                $0.flags.noRegister = true
            })
        #expect(module.code == .success, "\(module.err)")
        let made = try app.texts(under: DeriveFixture.modulesPath + "/Orders")
        let expected = try app.renamedSkeleton()
        #expect(made.keys.sorted() == expected.keys.sorted())
        for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
            guard let actual = made[path], actual != text else { continue }
            Issue.record(
                Comment(
                    rawValue: "\(path) differs from the renamed skeleton (- expected, + made):\n"
                        + LineDiff.unified(expected: text, actual: actual)))
        }
    }

    @Test(arguments: DeriveFixture.flavours)
    func theSkeletonOfTheMadeModuleIsItself(flavour: String) throws {
        let app = try DeriveFixture(flavour)
        #expect(app.derive("Profile") { $0.quiet = true }.code == .success)
        #expect(
            app.module(
                .fixed("Orders") {
                    $0.template = "shop-module"
                    $0.flags.noRegister = true
                    $0.flags.quiet = true
                }
            ).code == .success)
        let made = try app.texts(under: DeriveFixture.modulesPath + "/Orders")
        #expect(try app.skeleton(of: "Orders") == made)
    }

    @Test func aDryRunPrintsTheTreeAndTheSkeletonAndWritesNothing() throws {
        let app = try DeriveFixture("Generamba")
        let run = app.derive("Profile") {
            $0.dryRun = true
            $0.templateName = "team"
        }
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(text: run.out, golden: "derive/dry-run.txt")
        #expect(!FileManager.default.fileExists(atPath: app.folder.path(".viper-gen")))
    }

    @Test func anUnknownModuleIsRefusedWithTheModulesFound() throws {
        let app = try DeriveFixture("CleanSwift")
        let run = app.derive("Payments")
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: No module 'Payments' was found in this app. Modules found: Profile "
                    + "(Shop/Modules/Profile). Give a module's name or the path to its folder.\n"),
            "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: app.folder.path(".viper-gen")))
    }

    @Test func anExistingTemplateIsReplacedOnlyWithForce() throws {
        let app = try DeriveFixture("HandWritten")
        let plist = ".viper-gen/templates/team/TemplateInfo.plist"
        try app.folder.write(plist, "mine\n")
        try app.folder.write(".viper-gen/templates/team/Old/OldScreen.swift", "// old\n")
        let refused = app.derive("Profile") { $0.templateName = "team" }
        #expect(refused.code == .cannotCreate)
        #expect(
            refused.err == """
                Error: .viper-gen/templates/team exists already; nothing was written. Choose \
                another name with --name, or add --force to replace its files.

                """, "\(refused.err)")
        #expect(try app.folder.read(plist) == "mine\n")
        let forced = app.derive("Profile") {
            $0.templateName = "team"
            $0.force = true
        }
        #expect(forced.code == .success, "\(forced.err)")
        #expect(forced.out.contains("Overwriting .viper-gen/templates/team/TemplateInfo.plist\n"))
        #expect(forced.out.contains("Removing .viper-gen/templates/team/Old/OldScreen.swift\n"))
        #expect(try app.folder.read(plist).contains("TextSubstitutionFileTemplateKind"))
        #expect(
            try app.listing(of: ".viper-gen/templates/team")
                == DeriveFixture("HandWritten").derivedListing(name: "team"))
    }

    @Test func aModuleFoundByItsFilesOutsideAProjectOrGivenAsAPath() throws {
        let app = try DeriveFixture("Generamba", project: false)
        let byName = app.derive("profile") {
            $0.templateName = "by-name"
            $0.quiet = true
        }
        #expect(byName.code == .success, "\(byName.err)")
        #expect(byName.out.isEmpty)
        let byPath = app.derive("./Shop/Modules/Profile") {
            $0.templateName = "by-path"
            $0.quiet = true
        }
        #expect(byPath.code == .success, "\(byPath.err)")
        let named = try app.texts(under: ".viper-gen/templates/by-name")
        #expect(named.count == 13)
        #expect(try app.texts(under: ".viper-gen/templates/by-path") == named)
    }

    // Options of other subcommands and --json are refused by the command line:
    // TemplatesDeriveUsageTests (ViperGenCLITests).
}
