import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 37, item 7: a module and a service of the same name (`module Pay`, `service Pay`):
/// `--module` and `--service` say which one `remove`, `rename` and `update` mean, and the
/// refusal of the bare name says so.
@Suite("module and service of the same name")
struct SameNameKindTests {
    /// `project/MyApp` with the module `Pay` and the service `Pay` (`PayService`).
    static func app() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Pay"], to: app)
        try LifecycleApp.add(.service, ["Pay"], to: app)
        return app
    }

    @Test(arguments: ["remove", "rename", "update"])
    func theBareNameIsRefusedSayingHowToNameEach(command: String) throws {
        let app = try Self.app()
        let before = try DirectorySnapshot(of: app.path)

        let run =
            switch command {
            case "remove": KitRun.remove(["Pay"], in: app.url)
            case "rename": KitRun.rename("Pay", "Billing", in: app.url)
            default: KitRun.update(["Pay"], in: app.url)
            }

        #expect(run.code == .usage, "\(run.out)\(run.err)")
        #expect(run.err.contains("is both a recorded module and a recorded service"), "\(run.err)")
        #expect(run.err.contains("--module"), "\(run.err)")
        #expect(run.err.contains("--service"), "\(run.err)")
        #expect(!run.err.contains("by hand"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func removeTakesEachByItsKind() throws {
        let app = try Self.app()

        let service = KitRun.remove(["Pay"], in: app.url) { $0.kind = .service }

        #expect(service.code == .success, "\(service.err)")
        #expect(service.out.contains("Removed PayService: "), "\(service.out)")
        #expect(
            !FileManager.default.fileExists(atPath: app.path(".viper-gen/services/PayService.json"))
        )
        #expect(FileManager.default.fileExists(atPath: app.path(".viper-gen/modules/Pay.json")))
        let module = KitRun.remove(["Pay"], in: app.url) { $0.kind = .module }
        #expect(module.code == .success, "\(module.err)")
        #expect(module.out.contains("Removed Pay: "), "\(module.out)")
        #expect(!FileManager.default.fileExists(atPath: app.path(".viper-gen/modules/Pay.json")))
    }

    @Test func renameAndUpdateTakeEachByItsKind() throws {
        let app = try Self.app()

        let rename = KitRun.rename("Pay", "Billing", in: app.url) { $0.kind = .module }
        #expect(rename.code == .success, "\(rename.err)")
        #expect(FileManager.default.fileExists(atPath: app.path(".viper-gen/modules/Billing.json")))
        #expect(
            FileManager.default.fileExists(atPath: app.path(".viper-gen/services/PayService.json")))

        let app2 = try Self.app()
        let service = KitRun.rename("Pay", "Wallet", in: app2.url) { $0.kind = .service }
        #expect(service.code == .success, "\(service.err)")
        #expect(
            FileManager.default.fileExists(
                atPath: app2.path(".viper-gen/services/WalletService.json")))
        #expect(FileManager.default.fileExists(atPath: app2.path(".viper-gen/modules/Pay.json")))

        let update = KitRun.update(["Pay"], in: app2.url) { $0.kind = .service }
        #expect(update.code == .usage, "\(update.out)\(update.err)")
        #expect(update.err.contains("No service 'Pay'"), "\(update.err)")
        let module = KitRun.update(["Pay"], in: app2.url) { $0.kind = .module }
        #expect(module.code == .success, "\(module.err)")
        #expect(module.out.contains("nothing to update"), "\(module.out)")
    }
}
