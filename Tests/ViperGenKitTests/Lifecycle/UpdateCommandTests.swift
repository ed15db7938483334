import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 23: after a team template changes, `viper-gen update` merges the change into each
/// module's files as the user left them (a 3-way merge from the project's copy of the old
/// template version), adds and drops files, rewrites the record, and fails on conflicts with
/// git's markers.
@Suite("update")
struct UpdateCommandTests {
    private let template = ".viper-gen/templates/module"
    private let templateView =
        ".viper-gen/templates/module/ObservableSwiftTesting/___FILEBASENAME___/View/"
        + "___FILEBASENAME___View.swift"
    private let modules = "Sources/MyApp/Classes/Modules"

    /// The generated SwiftUI project with Payments and Profile made by the built-in module
    /// template, and the project's own copy of that template, which the tests then change.
    private func app() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments", "Profile"], to: app)
        let export = KitRun.exportTemplate("module", to: template, in: app.url)
        try #require(export.code == .success, "\(export.err)")
        return app
    }

    /// `path` in `app` with `old` replaced by `new`, which must occur.
    private func replace(_ old: String, with new: String, in path: String, of app: TemporaryFolder)
        throws
    {
        let text = try app.read(path)
        try #require(text.contains(old), "\(path) lacks \(old)")
        try app.write(path, text.replacingOccurrences(of: old, with: new))
    }

    /// The view's file of `module`.
    private func view(_ module: String) -> String {
        "\(modules)/\(module)/View/\(module)View.swift"
    }

    @Test func aTemplateChangeIsMergedIntoAnEditedFileAndWrittenOverAnUneditedOne() throws {
        let app = try app()
        try replace(
            "struct ___VARIABLE_moduleName___View: View {",
            with:
                "struct ___VARIABLE_moduleName___View: View {\n    // Layout by the design system.",
            in: templateView, of: app)
        try app.write(view("Profile"), try app.read(view("Profile")) + "\n// Profile's own note.\n")

        let run = KitRun.update(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Updated Payments to its template as it is now: 1 updated."))
        #expect(run.out.contains("Updated Profile to its template as it is now: 1 merged."))
        for module in ["Payments", "Profile"] {
            #expect(
                try app.read(view(module)).contains(
                    "struct \(module)View: View {\n    // Layout by the design system.\n"))
        }
        #expect(try app.read(view("Profile")).hasSuffix("}\n\n// Profile's own note.\n"))
        #expect(
            KitRun.outdated(in: app.url).out
                == "Every recorded module and service (3) was made with its template as it is "
                + "now.\n")
        let check = KitRun.check(in: app.url)
        #expect(check.code == .success, "\(check.out)\(check.err)")
        #expect(check.out.contains("\(view("Profile")): edited since viper-gen wrote it"))
        #expect(!check.out.contains(view("Payments")), "\(check.out)")
        let copies = try FileManager.default.contentsOfDirectory(
            atPath: app.appending(".viper-gen/template-versions").path)
        #expect(copies.count == 1, "the old version's copy goes with its last user: \(copies)")
    }

    @Test func aConflictGetsGitMarkersAndFailsTheRunWithTheList() throws {
        let app = try app()
        try replace(
            "import SwiftUI\n", with: "import SwiftUI\nimport Charts\n", in: templateView, of: app)
        try replace(
            "import SwiftUI\n", with: "import SwiftUI\nimport MapKit\n", in: view("Profile"),
            of: app)

        let run = KitRun.update(["Profile"], in: app.url)

        #expect(run.code == .failure)
        #expect(
            run.err.contains(
                "Error: The template's changes conflict with your edits in this file; resolve "
                    + "the <<<<<<< markers, then build:\n  \(view("Profile"))"), "\(run.err)")
        #expect(
            try app.read(view("Profile")).contains(
                "import SwiftUI\n<<<<<<< yours\nimport MapKit\n=======\nimport Charts\n"
                    + ">>>>>>> template module (new)\n"))
        #expect(!(try app.read(view("Payments")).contains("Charts")), "only the named module")
        #expect(
            KitRun.remove(["Profile"], in: app.url).code == .cannotCreate,
            "a file left with markers counts as edited")
        let check = KitRun.check(in: app.url)
        #expect(check.code == .failure, "\(check.out)")
        #expect(
            check.out.contains(
                "\(view("Profile")): holds the <<<<<<< markers of a conflict left by update; "
                    + "resolve them\n"), "\(check.out)")
        try replace(
            "<<<<<<< yours\nimport MapKit\n=======\nimport Charts\n>>>>>>> template module (new)\n",
            with: "import MapKit\nimport Charts\n", in: view("Profile"), of: app)
        let resolved = KitRun.check(in: app.url)
        #expect(resolved.code == .success, "\(resolved.out)")
        #expect(resolved.out.contains("\(view("Profile")): edited since viper-gen wrote it"))
    }

    @Test func filesTheTemplateAddsAreAddedAndThoseItDropsGoUnlessEdited() throws {
        let app = try app()
        let spy = "Tests/MyAppTests/%@/%@RouterSpy.swift"
        try FileManager.default.removeItem(
            at: app.appending(
                template + "/ObservableSwiftTesting/___TESTS___/___FILEBASENAME___/"
                    + "___FILEBASENAME___RouterSpy.swift"))
        try app.write(
            template
                + "/ObservableSwiftTesting/___FILEBASENAME___/___FILEBASENAME___Analytics.swift",
            "/// Analytics of ___VARIABLE_moduleName___.\nenum ___VARIABLE_moduleName___Analytics {}\n"
        )
        let profileSpy = String(format: spy, "Profile", "Profile")
        try app.write(profileSpy, try app.read(profileSpy) + "// kept\n")

        let run = KitRun.update(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            !FileManager.default.fileExists(
                atPath: app.appending(String(format: spy, "Payments", "Payments")).path))
        #expect(try app.read(profileSpy).hasSuffix("// kept\n"))
        #expect(run.out.contains("  \(profileSpy): kept: no longer in the template, but edited"))
        for module in ["Payments", "Profile"] {
            #expect(
                try app.read("\(modules)/\(module)/\(module)Analytics.swift")
                    == "/// Analytics of \(module).\nenum \(module)Analytics {}\n")
        }
        let record = try app.read(".viper-gen/modules/Profile.json")
        #expect(record.contains("ProfileAnalytics.swift"))
        #expect(!record.contains("ProfileRouterSpy.swift"), "a kept file is the user's now")
    }

    @Test func withoutTheCopyOfTheOldVersionNothingIsUpdated() throws {
        let app = try app()
        try replace(
            "import SwiftUI\n", with: "import SwiftUI\nimport Charts\n", in: templateView, of: app)
        let copies = app.appending(".viper-gen/template-versions")
        for copy in try FileManager.default.contentsOfDirectory(atPath: copies.path) {
            try FileManager.default.removeItem(at: copies.appendingPathComponent(copy))
        }
        let before = try DirectorySnapshot(of: app.path)
        let outdated = KitRun.outdated(in: app.url)
        #expect(outdated.out.contains("so update cannot merge: viper-gen module Payments --force"))

        let run = KitRun.update(in: app.url)

        #expect(run.code == .badTemplate)
        #expect(run.err.contains("is not kept at .viper-gen/template-versions/"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aDamagedCopyIsRefusedNotTrusted() throws {
        let app = try app()
        try replace(
            "import SwiftUI\n", with: "import SwiftUI\nimport Charts\n", in: templateView, of: app)
        let copies = ".viper-gen/template-versions"
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: app.appending(copies).path).first)
        try replace("import SwiftUI", with: "import UIKit", in: "\(copies)/\(name)", of: app)
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.update(in: app.url)

        #expect(run.code == .badTemplate)
        #expect(run.err.contains("do not hash to the digest its name gives"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aDryRunShowsTheMergesAndChangesNothing() throws {
        let app = try app()
        try replace(
            "struct ___VARIABLE_moduleName___View: View {",
            with:
                "struct ___VARIABLE_moduleName___View: View {\n    // Layout by the design system.",
            in: templateView, of: app)
        try app.write(view("Profile"), try app.read(view("Profile")) + "\n// Profile's own note.\n")
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.update(in: app.url) { $0.dryRun = true }

        #expect(run.code == .success, "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
        try GoldenTree.assertMatches(text: run.out, golden: "update/dry-run.txt")
    }

    @Test func upToDateModulesAndBadNamesAreSaid() throws {
        let app = try app()
        let run = KitRun.update(in: app.url)
        #expect(run.code == .success)
        #expect(
            run.out
                == "Every recorded module and service (3) was made with its template as it is "
                + "now; nothing to update.\n")
        let unknown = KitRun.update(["Billing"], in: app.url)
        #expect(unknown.code == .usage)
        #expect(
            unknown.err.contains("No module or service 'Billing' is recorded"), "\(unknown.err)")
        let outside = KitRun.update(in: try TemporaryFolder("viper-gen-update").url)
        #expect(outside.code == .usage)
        #expect(outside.err.contains("is not inside a viper-gen project"), "\(outside.err)")
    }
}
