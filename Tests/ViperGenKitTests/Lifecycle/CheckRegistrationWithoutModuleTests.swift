import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 23: `check` names, with file and lines, each registration of a module deleted by
/// hand, and `--fix` leaves those lines to the user.
@Suite("check: registrations without a module")
struct CheckRegistrationWithoutModuleTests {
    /// A copy of `golden` with `module` added, then every folder named `module` (its sources
    /// and tests) deleted by hand; its record stays.
    static func appWithModuleDeleted(_ golden: String, _ module: String) throws
        -> TemporaryFolder
    {
        let app = try LifecycleApp.generated(golden)
        try LifecycleApp.add(.module, [module], to: app)
        try deleteFolders(named: module, in: app)
        return app
    }

    /// Deletes every folder named `name` in `app`, as a user deleting a module by hand does.
    static func deleteFolders(named name: String, in app: TemporaryFolder) throws {
        let files = FileManager.default.enumerator(at: app.url, includingPropertiesForKeys: nil)
        let folders = (files?.allObjects as? [URL] ?? []).filter {
            $0.lastPathComponent == name && $0.hasDirectoryPath
        }
        try #require(!folders.isEmpty)
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    @Test(arguments: [
        (
            "project/MyApp", "Payments",
            [
                "Sources/MyApp/ApplicationViewBuilder.swift", CheckCommandTests.views,
                "Sources/MyApp/RootApp.swift", "Sources/MyApp/RootView.swift",
            ]
        ),
        ("routed-project/Demo", "Payments", ["Sources/Demo/ApplicationRouter.swift"]),
        ("uikit-project/Demo", "Payments", []), ("builder-project/Demo", "Orders", []),
        ("generic-project/Demo", "Orders", []),
    ])
    func eachRegistrationOfADeletedModuleIsNamed(
        golden: String, module: String, files: [String]
    ) throws {
        let app = try Self.appWithModuleDeleted(golden, module)

        let run = KitRun.check(in: app.url) { $0.json = true }

        #expect(run.code == .failure, "\(run.out)\(run.err)")
        let findings = try CheckCommandTests.findings(of: run).filter {
            $0.kind == "registrationWithoutModule"
        }
        #expect(findings.map(\.path) == files, "\(run.out)")
        #expect(run.out.contains("\"recordWithoutFiles\""), "\(run.out)")
    }

    @Test func theReportNamesTheFilesAndLines() throws {
        let app = try Self.appWithModuleDeleted("project/MyApp", "Payments")

        let run = KitRun.check(in: app.url)
        let json = KitRun.check(in: app.url) { $0.json = true }

        #expect(run.code == .failure)
        try GoldenTree.assertMatches(text: run.out, golden: "check/registration-without-module.txt")
        try GoldenTree.assertMatches(
            text: json.out, golden: "check/registration-without-module.json")
    }

    @Test func fixLeavesTheLinesToTheUser() throws {
        let app = try Self.appWithModuleDeleted("routed-project/Demo", "Payments")
        let before = try DirectorySnapshot(of: app.path)

        let preview = KitRun.check(in: app.url) {
            $0.fix = true
            $0.dryRun = true
        }
        let run = KitRun.check(in: app.url) { $0.fix = true }

        #expect(preview.code == .failure)
        #expect(run.code == .failure)
        #expect(try DirectorySnapshot(of: app.path) == before)
        #expect(
            run.err.contains(
                "Sources/Demo/ApplicationRouter.swift:24 registers Payments, which is not there; "
                    + "left for you: run `viper-gen module Payments` to make it, or delete "
                    + "those lines by hand."), "\(run.err)")
        #expect(try app.read("Sources/Demo/ApplicationRouter.swift").contains("PaymentsModule()"))
    }

    @Test func theProjectTemplatesNavigationServiceIsBackedByItsFolder() throws {
        let app = try LifecycleApp.generated("project/MyApp")

        let run = KitRun.check(in: app.url)

        // NavigationAssembly is declared in Services/NavigationService, not Services/Navigation.
        #expect(try app.read("Sources/MyApp/RootApp.swift").contains("NavigationAssembly.self"))
        #expect(run.code == .success, "\(run.out)\(run.err)")
    }

    @Test func anAssemblyDeclaredOutsideTheModuleFoldersIsBackedByItsDeclaration() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let rootApp = "Sources/MyApp/RootApp.swift"
        let registered = try app.read(rootApp).replacingOccurrences(
            of: "        // Modules\n",
            with: "        container.apply(AnalyticsAssembly.self)\n        // Modules\n")
        try app.write(rootApp, registered)
        let line =
            try #require(
                registered.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("AnalyticsAssembly") }) + 1

        let undeclared = KitRun.check(in: app.url)
        try app.write("Sources/MyApp/Analytics.swift", "final class AnalyticsAssembly {}\n")
        let declared = KitRun.check(in: app.url)

        #expect(undeclared.code == .failure)
        #expect(
            undeclared.out
                == "\(rootApp):\(line): registers a module or service that is not there (Analytics)\n",
            "\(undeclared.out)")
        #expect(declared.code == .success, "\(declared.out)\(declared.err)")
    }

    @Test func anAdoptedXcodeAppNamesTheRegistrationsOfAModuleDeletedByHand() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        try #require(KitRun.initialize(in: app.url) { $0.quiet = true }.code == .success)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        try Self.deleteFolders(named: "Payments", in: app)
        try FileManager.default.removeItem(at: app.appending(".viper-gen/modules/Payments.json"))

        let run = KitRun.check(in: app.url) { $0.json = true }

        #expect(run.code == .failure, "\(run.out)\(run.err)")
        // Besides the app's own Main, found by init (informational).
        let findings = try CheckCommandTests.findings(of: run).filter { $0.kind != "foundByInit" }
        #expect(Set(findings.map(\.kind)) == ["registrationWithoutModule"], "\(run.out)")
        #expect(
            findings.map(\.path) == [
                "MyApp/ApplicationViewBuilder.swift",
                "MyApp/Classes/Services/NavigationService/NavigationService.swift",
                "MyApp/RootApp.swift", "MyApp/RootView.swift",
            ], "\(run.out)")
    }
}
