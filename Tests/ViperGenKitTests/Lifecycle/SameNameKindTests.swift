import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 37, item 7: a module and a service of the same name (`module Pay`, `service Pay`):
/// `--module` and `--service` say which one `remove`, `rename` and `update` mean, and the
/// refusal of the bare name says so.
@Suite("module and service of the same name")
struct SameNameKindTests {
    /// `project/MyApp` with the module `Pay` and the service `Pay` (`PayService`).
    static func app() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Pay"], to: app)
        try LifecycleApp.add(["service", "Pay"], to: app)
        return app
    }

    @Test(arguments: [["remove", "Pay"], ["rename", "Pay", "Billing"], ["update", "Pay"]])
    func theBareNameIsRefusedSayingHowToNameEach(arguments: [String]) throws {
        let app = try Self.app()
        let before = try DirectorySnapshot(of: app.path)

        let run = TestRun.run(arguments, in: app.url)

        #expect(run.code == .usage, "\(run.out)\(run.err)")
        #expect(run.err.contains("is both a recorded module and a recorded service"), "\(run.err)")
        #expect(run.err.contains("--module"), "\(run.err)")
        #expect(run.err.contains("--service"), "\(run.err)")
        #expect(!run.err.contains("by hand"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func removeTakesEachByItsKind() throws {
        let app = try Self.app()

        let service = TestRun.run(["remove", "Pay", "--service"], in: app.url)

        #expect(service.code == .success, "\(service.err)")
        #expect(service.out.contains("Removed PayService: "), "\(service.out)")
        #expect(
            !FileManager.default.fileExists(atPath: app.path(".viper-gen/services/PayService.json"))
        )
        #expect(FileManager.default.fileExists(atPath: app.path(".viper-gen/modules/Pay.json")))
        let module = TestRun.run(["remove", "Pay", "--module"], in: app.url)
        #expect(module.code == .success, "\(module.err)")
        #expect(module.out.contains("Removed Pay: "), "\(module.out)")
        #expect(!FileManager.default.fileExists(atPath: app.path(".viper-gen/modules/Pay.json")))
    }

    @Test func renameAndUpdateTakeEachByItsKind() throws {
        let app = try Self.app()

        let rename = TestRun.run(["rename", "Pay", "Billing", "--module"], in: app.url)
        #expect(rename.code == .success, "\(rename.err)")
        #expect(FileManager.default.fileExists(atPath: app.path(".viper-gen/modules/Billing.json")))
        #expect(
            FileManager.default.fileExists(atPath: app.path(".viper-gen/services/PayService.json")))

        let app2 = try Self.app()
        let service = TestRun.run(["rename", "Pay", "Wallet", "--service"], in: app2.url)
        #expect(service.code == .success, "\(service.err)")
        #expect(
            FileManager.default.fileExists(
                atPath: app2.path(".viper-gen/services/WalletService.json")))
        #expect(FileManager.default.fileExists(atPath: app2.path(".viper-gen/modules/Pay.json")))

        let update = TestRun.run(["update", "Pay", "--service"], in: app2.url)
        #expect(update.code == .usage, "\(update.out)\(update.err)")
        #expect(update.err.contains("No service 'Pay'"), "\(update.err)")
        let module = TestRun.run(["update", "Pay", "--module"], in: app2.url)
        #expect(module.code == .success, "\(module.err)")
        #expect(module.out.contains("nothing to update"), "\(module.out)")
    }

    @Test func bothFlagsTogetherAreAUsageError() throws {
        let app = try Self.app()
        let run = TestRun.run(["remove", "Pay", "--module", "--service"], in: app.url)
        #expect(run.code == .usage, "\(run.err)")
        #expect(run.err.contains("--module and --service"), "\(run.err)")
    }
}
