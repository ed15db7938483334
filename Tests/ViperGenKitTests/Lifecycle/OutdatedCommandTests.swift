import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 23: `viper-gen outdated` lists the recorded modules whose template changed since it
/// made them, and says which can simply be remade and which were edited.
@Suite("outdated")
struct OutdatedCommandTests {
    private let template = ".viper-gen/templates/module"
    private let payments = Self.upToDate("Payments")

    /// The line of the module `name`, made with the module template and not edited since.
    private static func upToDate(_ name: String) -> String {
        "\(name) (module): made with template 'module' by viper-gen \(ToolVersion.current); "
            + "the template has changed since: viper-gen update \(name) brings it up to date.\n"
    }

    /// The generated SwiftUI project with Payments and Profile, and the project's own copy of
    /// the built-in module template (identical, so nothing is outdated yet).
    private func app() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments", "Profile"], to: app)
        let export = KitRun.exportTemplate("module", to: template, in: app.url)
        try #require(export.code == .success, "\(export.err)")
        return app
    }

    @Test func aTemplateAsItWasChangesNothing() throws {
        let app = try app()
        let run = KitRun.outdated(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out
                == "Every recorded module and service (3) was made with its template as it is "
                + "now.\n")
    }

    @Test func aChangedTemplateListsItsModulesAndRemakingOneTakesItOff() throws {
        let app = try app()
        let view =
            template
            + "/ObservableSwiftTesting/___FILEBASENAME___/View/___FILEBASENAME___View.swift"
        try app.write(view, try app.read(view) + "// The team's footer.\n")
        let profileView = "Sources/MyApp/Classes/Modules/Profile/View/ProfileView.swift"
        try app.write(profileView, try app.read(profileView) + "// edited\n")
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.outdated(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out
                == Self.upToDate("Main") + payments
                + "Profile (module): made with template 'module' by viper-gen "
                + "\(ToolVersion.current); the template has changed since, and 1 of its files "
                + "was edited (\(profileView)): viper-gen update Profile merges the template's "
                + "changes into your edits.\n"
                + "3 of 3 recorded modules and services were made with a template that has "
                + "changed since.\n")
        #expect(try DirectorySnapshot(of: app.path) == before)

        try LifecycleApp.add(.module, ["Payments"], to: app) { $0.flags.force = true }
        let after = KitRun.outdated(in: app.url)
        #expect(!after.out.contains("Payments (module)"), "\(after.out)")
        #expect(after.out.contains("2 of 3 recorded"), "\(after.out)")
        #expect(KitRun.outdated(in: app.url) { $0.quiet = true }.out.isEmpty)
    }

    @Test func aTemplateNoLongerFoundIsSaid() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let record = ".viper-gen/modules/Payments.json"
        try app.write(
            record,
            try app.read(record).replacingOccurrences(
                of: "\"template\" : \"module\"", with: "\"template\" : \"team-module\""))
        let run = KitRun.outdated(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.hasPrefix(
                "Payments (module): made with template 'team-module' by viper-gen "
                    + "\(ToolVersion.current), which is no longer found: "), "\(run.out)")
    }

    @Test func outsideAProjectItIsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-outdated")
        let outside = KitRun.outdated(in: folder.url)
        #expect(outside.code == .usage)
        #expect(outside.err.contains("is not inside a viper-gen project"), "\(outside.err)")
    }
}
