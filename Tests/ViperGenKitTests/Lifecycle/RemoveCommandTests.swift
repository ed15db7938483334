import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 23: `viper-gen remove` takes out what `module` and `service` put in: files, tests,
/// registrations, the record, leaving the app byte for byte as before.
@Suite("remove")
struct RemoveCommandTests {
    @Test(arguments: [
        ("project/MyApp", "Payments", "Removed Payments: 11 files, 4 registrations."),
        ("uikit-project/Demo", "Payments", "Removed Payments: 9 files, 0 registrations."),
        ("routed-project/Demo", "Payments", "Removed Payments: 9 files, 1 registration."),
        ("builder-project/Demo", "Orders", "Removed Orders: 20 files, 0 registrations."),
        ("generic-project/Demo", "Orders", "Removed Orders: 7 files, 0 registrations."),
    ])
    func addingAModuleAndRemovingItLeavesTheAppAsBefore(
        golden: String, module: String, summary: String
    ) throws {
        let app = try LifecycleApp.generated(golden)
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(.module, [module], to: app)
        #expect(try DirectorySnapshot(of: app.path) != before)

        let removed = KitRun.remove([module.lowercased()], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out.contains(summary), "\(removed.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func modulesAddedInTurnAndRemovedTogetherLeaveTheRoutedListAsBefore() throws {
        let app = try LifecycleApp.generated("routed-project/Demo")
        let before = try DirectorySnapshot(of: app.path)
        for names in [["Orders", "Profile"], ["Billing"]] {
            try LifecycleApp.add(.module, names, to: app)
        }
        let billing = KitRun.remove(["Billing"], in: app.url) { $0.quiet = true }
        #expect(billing.code == .success, "\(billing.err)")
        #expect(billing.out.isEmpty)
        let rest = KitRun.remove(["Orders", "Profile"], in: app.url)
        #expect(rest.code == .success, "\(rest.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aServiceIsRemovedLikeAModule() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(.service, ["Network"], to: app)

        let removed = KitRun.remove(["network"], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out.contains("Removed NetworkService: "), "\(removed.out)")
        #expect(removed.out.contains("1 registration."), "\(removed.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aRecordedFileAlreadyGoneIsSkipped() throws {
        let app = try LifecycleApp.generated("uikit-project/Demo")
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        try FileManager.default.removeItem(
            at: app.appending("Tests/DemoTests/Payments/PaymentsViewSpy.swift"))

        let removed = KitRun.remove(["Payments"], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out.contains("Removed Payments: 8 files"), "\(removed.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func theDryRunShowsTheDeletionsAndEditsAndChangesNothing() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let preview = KitRun.remove(["Payments"], in: app.url) { $0.dryRun = true }

        #expect(preview.code == .success, "\(preview.err)")
        #expect(preview.out.hasPrefix("Dry run: nothing was written."), "\(preview.out)")
        #expect(preview.out.contains("PaymentsView.swift  (delete)"), "\(preview.out)")
        #expect(preview.out.contains("Payments.json  (delete)"), "\(preview.out)")
        #expect(preview.out.contains("-    case payments\n"), "\(preview.out)")
        #expect(!preview.out.contains("Removed Payments"), "\(preview.out)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func verboseSaysWhichRecordIsReadAndWhichFilesAreGone() throws {
        let app = try LifecycleApp.generated("uikit-project/Demo")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let spy = "Tests/DemoTests/Payments/PaymentsViewSpy.swift"
        try FileManager.default.removeItem(at: app.appending(spy))

        let run = KitRun.remove(["Payments"], in: app.url) { $0.verbose = true }

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Project: Demo ("), "\(run.out)")
        #expect(run.out.contains("Payments: record .viper-gen/modules/Payments.json\n"))
        #expect(run.out.contains("Payments: \(spy) is gone already\n"), "\(run.out)")
    }
}
