import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 23: what `viper-gen remove` refuses, with nothing changed: edited files, code still
/// using the module, a module without a record, unknown and ambiguous names; `--force` overrides
/// the first three.
@Suite("remove: refusals")
struct RemoveRefusalTests {
    @Test func anEditedFileIsRefusedWithNothingChangedAndForceRemovesIt() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let presenter = "Sources/MyApp/Classes/Modules/Payments/Presenter/PaymentsPresenter.swift"
        try app.write(presenter, try app.read(presenter) + "// mine\n")
        let edited = try DirectorySnapshot(of: app.path)

        let refused = KitRun.remove(["Payments"], in: app.url)

        #expect(refused.code == .cannotCreate)
        #expect(refused.err.contains("nothing was removed"), "\(refused.err)")
        #expect(refused.err.contains("  " + presenter + "\n"), "\(refused.err)")
        #expect(refused.err.contains("--force removes them anyway."), "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == edited)

        let forced = KitRun.remove(["Payments"], in: app.url) { $0.force = true }
        #expect(forced.code == .success, "\(forced.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func anUnknownNameIsAUsageErrorListingTheRecordedOnes() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let run = KitRun.remove(["Payments", "Billing"], in: app.url)

        #expect(run.code == .usage)
        #expect(
            run.err.contains(
                "No module or service 'Billing' is recorded in this project. Recorded modules: "
                    + "Main, Payments; services: none."), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func aModuleWithoutARecordIsRefusedAndForceRemovesItsFolder() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        let folder = "Sources/MyApp/Classes/Modules/Orders"
        try app.write(folder + "/OrdersView.swift", "struct OrdersView {}\n")
        try app.write(folder + "/Parts/OrdersPart.swift", "struct OrdersPart {}\n")
        let handMade = try DirectorySnapshot(of: app.path)

        let refused = KitRun.remove(["Orders"], in: app.url)

        #expect(refused.code == .usage)
        #expect(refused.err.contains("has no record under .viper-gen/"), "\(refused.err)")
        #expect(refused.err.contains("--force removes the files of " + folder), "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == handMade)

        let forced = KitRun.remove(["Orders"], in: app.url) { $0.force = true }
        #expect(forced.code == .success, "\(forced.err)")
        #expect(forced.out.contains("Removed Orders: 2 files, 0 registrations."), "\(forced.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func codeStillUsingTheTypesIsListedAndForceRemovesAnyway() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let user = "Sources/MyApp/Classes/Modules/Main/MainPayments.swift"
        try app.write(
            user,
            "// PaymentsPresenter in a comment does not count\n"
                + "let title = \"PaymentsRouter\"\n"
                + "func open(_ presenter: PaymentsPresenter) {}\n")
        let used = try DirectorySnapshot(of: app.path)

        let refused = KitRun.remove(["Payments"], in: app.url)

        #expect(refused.code == .cannotCreate)
        #expect(
            refused.err.contains(
                "still uses the types it would remove, or its Views case, builder method or "
                    + "route; nothing was removed. Uses left after the registrations are removed:"
                    + "\n  \(user):3: PaymentsPresenter\nRemove those uses first"),
            "\(refused.err)")
        #expect(!refused.err.contains("PaymentsRouter"), "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == used)

        let forced = KitRun.remove(["Payments"], in: app.url) { $0.force = true }
        #expect(forced.code == .success, "\(forced.err)")
        #expect(FileManager.default.fileExists(atPath: app.path(user)))
        #expect(
            !FileManager.default.fileExists(
                atPath: app.path("Sources/MyApp/Classes/Modules/Payments")))
    }

    @Test func aNameRecordedAsBothAModuleAndAServiceIsRefused() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.service, ["Network"], to: app)
        let record = try app.read(".viper-gen/services/NetworkService.json")
        try app.write(
            ".viper-gen/modules/NetworkService.json",
            record.replacingOccurrences(of: "\"service\"", with: "\"module\""))
        let both = try DirectorySnapshot(of: app.path)

        let run = KitRun.remove(["network-service"], in: app.url) { $0.verbose = true }

        #expect(run.code == .usage)
        #expect(
            run.err.contains("'NetworkService' is both a recorded module and a recorded service"),
            "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == both)
        // `network` names only the service (as a module it would be `Network`); but the module
        // record lists the service's files too, and records are input (issue 37): a file two
        // records claim is deleted by neither.
        let service = KitRun.remove(["network"], in: app.url)
        #expect(service.code == .badTemplate, "\(service.err)")
        #expect(
            service.err.contains("is listed by .viper-gen/modules/NetworkService.json too"),
            "\(service.err)")
        #expect(try DirectorySnapshot(of: app.path) == both)
    }

    @Test func outsideAProjectRemoveIsAUsageErrorWithTheWayOut() throws {
        let folder = try TemporaryFolder("viper-gen-remove")
        let run = KitRun.remove(["Payments"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("is not inside a viper-gen project"), "\(run.err)")
        #expect(run.err.contains("viper-gen init"), "\(run.err)")
    }
}
