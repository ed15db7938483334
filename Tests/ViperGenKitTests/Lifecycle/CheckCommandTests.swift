import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 23: `viper-gen check` compares the app with its records: consistent after `module`,
/// and each defect made by hand is named with its kind, module and path.
@Suite("check")
struct CheckCommandTests {
    /// The views file of `project/MyApp`, where the swiftui style registers a module's case.
    static let views = "Sources/MyApp/Classes/Services/NavigationService/Views.swift"

    @Test(arguments: [
        ("project/MyApp", "Payments"), ("uikit-project/Demo", "Payments"),
        ("routed-project/Demo", "Payments"), ("builder-project/Demo", "Orders"),
        ("generic-project/Demo", "Orders"),
    ])
    func aGeneratedAppWithAnAddedModuleIsConsistent(golden: String, module: String) throws {
        let app = try LifecycleApp.generated(golden)
        try LifecycleApp.add(.module, [module], to: app)

        let run = KitRun.check(in: app.url)

        #expect(run.code == .success, "\(run.out)\(run.err)")
        #expect(run.out.hasPrefix("Consistent: the app matches the records of "), "\(run.out)")
        #expect(run.out.split(separator: "\n").count == 1, "\(run.out)")
    }

    @Test func aRegistrationDeletedByHandIsUnregistered() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let views = try app.read(Self.views)
        try app.write(Self.views, views.replacingOccurrences(of: "    case payments\n", with: ""))

        let run = KitRun.check(in: app.url)

        #expect(run.code == .failure)
        #expect(run.out == "\(Self.views): registration missing (Payments)\n", "\(run.out)")
        #expect(run.err.contains("The app and its records disagree: 1 finding above."))
    }

    @Test func aModuleMadeByHandAndRegisteredNowhereIsUnregisteredEverywhere() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try app.write(
            "Sources/MyApp/Classes/Modules/Orders/OrdersAssembly.swift",
            "final class OrdersAssembly {}\n")

        let run = KitRun.check(in: app.url)

        #expect(run.code == .failure)
        #expect(
            run.out.split(separator: "\n").map(String.init) == [
                "Sources/MyApp/ApplicationViewBuilder.swift: registration missing (Orders)",
                "\(Self.views): registration missing (Orders)",
                "Sources/MyApp/RootApp.swift: registration missing (Orders)",
                "Sources/MyApp/RootView.swift: registration missing (Orders)",
            ], "\(run.out)")
        #expect(run.err.contains("disagree: 4 findings above."), "\(run.err)")
    }

    @Test func fixRestoresARegistrationDeletedByHand() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)
        let views = try app.read(Self.views)
        try app.write(Self.views, views.replacingOccurrences(of: "    case payments\n", with: ""))
        let broken = try DirectorySnapshot(of: app.path)

        let preview = KitRun.check(in: app.url) {
            $0.fix = true
            $0.dryRun = true
        }
        #expect(preview.code == .failure)
        #expect(preview.out.contains("+    case payments\n"), "\(preview.out)")
        #expect(try DirectorySnapshot(of: app.path) == broken)

        let fixed = KitRun.check(in: app.url) { $0.fix = true }

        #expect(fixed.code == .success, "\(fixed.err)")
        #expect(fixed.out.contains("Updating \(Self.views)"), "\(fixed.out)")
        #expect(fixed.out.hasSuffix("Fixed 1 finding; nothing was deleted.\n"), "\(fixed.out)")
        #expect(try DirectorySnapshot(of: app.path) == added)
        #expect(KitRun.check(in: app.url).code == .success)
    }

    @Test func fixLeavesWhatItCannotMendAndExitsOne() throws {
        let app = try LifecycleApp.generated("uikit-project/Demo")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let spy = "Tests/DemoTests/Payments/PaymentsViewSpy.swift"
        try FileManager.default.removeItem(at: app.appending(spy))
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.check(in: app.url) { $0.fix = true }

        #expect(run.code == .failure)
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aRoutedModuleLeftOutOfTheRouterIsUnregistered() throws {
        let app = try LifecycleApp.generated("routed-project/Demo")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let router = "Sources/Demo/ApplicationRouter.swift"
        let text = try app.read(router)
        try #require(text.contains("PaymentsModule()"))
        try app.write(
            router,
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("PaymentsModule()") }.joined(separator: "\n"))

        let run = KitRun.check(in: app.url) { $0.json = true }

        #expect(run.code == .failure)
        let findings = try Self.findings(of: run)
        #expect(findings.map(\.kind) == ["unregistered"])
        #expect(findings.map(\.path) == [router])
    }

    @Test func aRecordedFileDeletedIsMissing() throws {
        let app = try LifecycleApp.generated("uikit-project/Demo")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let spy = "Tests/DemoTests/Payments/PaymentsViewSpy.swift"
        try FileManager.default.removeItem(at: app.appending(spy))

        let run = KitRun.check(in: app.url)

        #expect(run.code == .failure)
        #expect(run.out == "\(spy): recorded file is gone\n", "\(run.out)")
    }

    @Test func aModuleWhoseFilesAreAllGoneIsARecordWithoutFiles() throws {
        let app = try LifecycleApp.generated("uikit-project/Demo")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        for folder in ["Sources/Demo/Classes/Modules/Payments", "Tests/DemoTests/Payments"] {
            try FileManager.default.removeItem(at: app.appending(folder))
        }

        let run = KitRun.check(in: app.url) { $0.json = true }

        #expect(run.code == .failure)
        let findings = try Self.findings(of: run)
        #expect(findings.map(\.kind) == ["recordWithoutFiles"])
        #expect(findings.map(\.path) == [".viper-gen/modules/Payments.json"])
    }

    @Test func anEditedFileIsInformational() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let view = "Sources/MyApp/Classes/Modules/Payments/View/PaymentsView.swift"
        try app.write(view, try app.read(view) + "// Edited.\n")

        let run = KitRun.check(in: app.url)
        let quiet = KitRun.check(in: app.url) { $0.quiet = true }

        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(text: run.out, golden: "check/edited.txt")
        #expect(quiet.code == .success)
        #expect(quiet.out.isEmpty, "\(quiet.out)")
    }

    @Test func theJSONReportHasTheDocumentedKeys() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let view = "Sources/MyApp/Classes/Modules/Payments/View/PaymentsView.swift"
        try app.write(view, "// Rewritten.\n")

        let run = KitRun.check(in: app.url) { $0.json = true }

        #expect(run.code == .success, "\(run.err)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "consistent", "findings"])
        #expect(object["version"] as? Int == 1)
        #expect(object["consistent"] as? Bool == true)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(Set(findings[0].keys) == ["kind", "name", "path", "informational"])
        #expect(findings[0]["kind"] as? String == "edited")
        #expect(findings[0]["name"] as? String == "Payments")
        #expect(findings[0]["path"] as? String == view)
        #expect(findings[0]["informational"] as? Bool == true)
    }

    @Test func outsideAProjectTheUsageIsWrong() throws {
        let folder = try TemporaryFolder("viper-gen-check-outside")

        let run = KitRun.check(in: folder.url)

        #expect(run.code == .usage)
        #expect(run.err.contains("is not inside a viper-gen project"), "\(run.err)")
        #expect(run.err.contains("viper-gen init"), "\(run.err)")
    }

    /// The findings of the JSON report `run` printed, as (kind, path) pairs.
    static func findings(of run: KitRun) throws -> [(kind: String, path: String)] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(object["consistent"] as? Bool == false)
        let findings = try #require(object["findings"] as? [[String: Any]])
        return findings.map { ($0["kind"] as? String ?? "", $0["path"] as? String ?? "") }
    }
}
