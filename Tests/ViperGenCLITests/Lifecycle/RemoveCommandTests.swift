import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 23: `viper-gen remove` takes out what `module` and `service` put in: files, tests,
/// registrations, the record, leaving the app byte for byte as before.
@Suite("remove")
struct RemoveCommandTests {
    @Test(arguments: [
        ("project/MyApp", "Payments", "Removed Payments: 11 files, 4 registrations."),
        ("uikit-project/Demo", "Payments", "Removed Payments: 7 files, 0 registrations."),
        ("routed-project/Demo", "Payments", "Removed Payments: 7 files, 1 registration."),
        ("builder-project/Demo", "Orders", "Removed Orders: 20 files, 0 registrations."),
        ("generic-project/Demo", "Orders", "Removed Orders: 7 files, 0 registrations."),
    ])
    func addingAModuleAndRemovingItLeavesTheAppAsBefore(
        golden: String, module: String, summary: String
    ) throws {
        let app = try LifecycleApp.generated(golden)
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(["module", module], to: app)
        #expect(try DirectorySnapshot(of: app.path) != before)

        let removed = TestRun.run(["remove", module.lowercased()], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out.contains(summary), "\(removed.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func modulesAddedInTurnAndRemovedTogetherLeaveTheRoutedListAsBefore() throws {
        let app = try LifecycleApp.generated("routed-project/Demo")
        let before = try DirectorySnapshot(of: app.path)
        for names in [["Orders", "Profile"], ["Billing"]] {
            try LifecycleApp.add(["module"] + names, to: app)
        }
        let billing = TestRun.run(["remove", "Billing", "-q"], in: app.url)
        #expect(billing.code == .success, "\(billing.err)")
        #expect(billing.out.isEmpty)
        let rest = TestRun.run(["remove", "Orders", "Profile"], in: app.url)
        #expect(rest.code == .success, "\(rest.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aServiceIsRemovedLikeAModule() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(["service", "Network"], to: app)

        let removed = TestRun.run(["remove", "network"], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out.contains("Removed NetworkService: "), "\(removed.out)")
        #expect(removed.out.contains("1 registration."), "\(removed.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func anEditedFileIsRefusedWithNothingChangedAndForceRemovesIt() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(["module", "Payments"], to: app)
        let presenter = "Sources/MyApp/Classes/Modules/Payments/Presenter/PaymentsPresenter.swift"
        try app.write(presenter, try app.read(presenter) + "// mine\n")
        let edited = try DirectorySnapshot(of: app.path)

        let refused = TestRun.run(["remove", "Payments"], in: app.url)

        #expect(refused.code == .cannotCreate)
        #expect(refused.err.contains("nothing was removed"), "\(refused.err)")
        #expect(refused.err.contains("  " + presenter + "\n"), "\(refused.err)")
        #expect(refused.err.contains("--force removes them anyway."), "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == edited)

        let forced = TestRun.run(["remove", "Payments", "--force"], in: app.url)
        #expect(forced.code == .success, "\(forced.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aRecordedFileAlreadyGoneIsSkipped() throws {
        let app = try LifecycleApp.generated("uikit-project/Demo")
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(["module", "Payments"], to: app)
        try FileManager.default.removeItem(
            at: app.appending("Tests/DemoTests/Payments/PaymentsViewSpy.swift"))

        let removed = TestRun.run(["remove", "Payments"], in: app.url)

        #expect(removed.code == .success, "\(removed.err)")
        #expect(removed.out.contains("Removed Payments: 6 files"), "\(removed.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func theDryRunShowsTheDeletionsAndEditsAndChangesNothing() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let preview = TestRun.run(["remove", "Payments", "--dry-run"], in: app.url)

        #expect(preview.code == .success, "\(preview.err)")
        #expect(preview.out.hasPrefix("Dry run: nothing was written."), "\(preview.out)")
        #expect(preview.out.contains("PaymentsView.swift  (delete)"), "\(preview.out)")
        #expect(preview.out.contains("Payments.json  (delete)"), "\(preview.out)")
        #expect(preview.out.contains("-    case payments\n"), "\(preview.out)")
        #expect(!preview.out.contains("Removed Payments"), "\(preview.out)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func anUnknownNameIsAUsageErrorListingTheRecordedOnes() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let run = TestRun.run(["remove", "Payments", "Billing"], in: app.url)

        #expect(run.code == .usage)
        #expect(
            run.err.contains(
                "No module or service 'Billing' is recorded in this project. Recorded modules: "
                    + "Payments; services: none."), "\(run.err)")
        #expect(run.err.contains("USAGE: viper-gen remove <name> ... [<options>]"))
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func aModuleWithoutARecordIsRefusedAndForceRemovesItsFolder() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        let folder = "Sources/MyApp/Classes/Modules/Orders"
        try app.write(folder + "/OrdersView.swift", "struct OrdersView {}\n")
        try app.write(folder + "/Parts/OrdersPart.swift", "struct OrdersPart {}\n")
        let handMade = try DirectorySnapshot(of: app.path)

        let refused = TestRun.run(["remove", "Orders"], in: app.url)

        #expect(refused.code == .usage)
        #expect(refused.err.contains("has no record under .viper-gen/"), "\(refused.err)")
        #expect(refused.err.contains("--force removes the files of " + folder), "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == handMade)

        let forced = TestRun.run(["remove", "Orders", "--force"], in: app.url)
        #expect(forced.code == .success, "\(forced.err)")
        #expect(forced.out.contains("Removed Orders: 2 files, 0 registrations."), "\(forced.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func codeStillUsingTheTypesIsListedAndForceRemovesAnyway() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let user = "Sources/MyApp/Classes/Modules/Main/MainPayments.swift"
        try app.write(
            user,
            "// PaymentsPresenter in a comment does not count\n"
                + "let title = \"PaymentsRouter\"\n"
                + "func open(_ presenter: PaymentsPresenter) {}\n")
        let used = try DirectorySnapshot(of: app.path)

        let refused = TestRun.run(["remove", "Payments"], in: app.url)

        #expect(refused.code == .cannotCreate)
        #expect(
            refused.err.contains(
                "still uses the types it would remove; nothing was removed. Uses left after the "
                    + "registrations are removed:\n  \(user):3: PaymentsPresenter\nRemove those "
                    + "uses first"), "\(refused.err)")
        #expect(!refused.err.contains("PaymentsRouter"), "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == used)

        let forced = TestRun.run(["remove", "Payments", "--force"], in: app.url)
        #expect(forced.code == .success, "\(forced.err)")
        #expect(FileManager.default.fileExists(atPath: app.path(user)))
        #expect(
            !FileManager.default.fileExists(
                atPath: app.path("Sources/MyApp/Classes/Modules/Payments")))
    }

    @Test func outsideAProjectRemoveIsAUsageErrorWithTheWayOut() throws {
        let folder = try TemporaryFolder("viper-gen-remove")
        let run = TestRun.run(["remove", "Payments"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("is not inside a viper-gen project"), "\(run.err)")
        #expect(run.err.contains("viper-gen init"), "\(run.err)")
    }

    @Test func removeWithoutANameIsAUsageError() {
        let run = TestRun.run(["remove"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: Missing name: "), "\(run.err)")
    }
}
