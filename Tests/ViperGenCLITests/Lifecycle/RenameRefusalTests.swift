import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 23: what `viper-gen rename` refuses, with nothing changed: an edited file (unless
/// `--force`), an unknown old name, an invalid or taken new name, a folder outside a project.
@Suite("rename: refusals")
struct RenameRefusalTests {
    /// The presenter of the module `Payments` in the `project/MyApp` golden.
    private static let presenter =
        "Sources/MyApp/Classes/Modules/Payments/Presenter/PaymentsPresenter.swift"

    @Test func anEditedFileIsRefusedAndForceRenamesItsCodeButNotItsStrings() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let mine = "// mine: Payments\nlet paymentsTitle = \"Payments\"\n"
        try app.write(Self.presenter, try app.read(Self.presenter) + mine)
        let edited = try DirectorySnapshot(of: app.path)

        let refused = TestRun.run(["rename", "Payments", "Billing"], in: app.url)

        #expect(refused.code == .cannotCreate)
        #expect(refused.err.contains("nothing was renamed"), "\(refused.err)")
        #expect(refused.err.contains("  " + Self.presenter + "\n"), "\(refused.err)")
        #expect(try DirectorySnapshot(of: app.path) == edited)

        let forced = TestRun.run(["rename", "Payments", "Billing", "--force"], in: app.url)
        #expect(forced.code == .success, "\(forced.err)")
        let renamed = try app.read(
            "Sources/MyApp/Classes/Modules/Billing/Presenter/BillingPresenter.swift")
        #expect(renamed.contains("final class BillingPresenter"), "\(renamed)")
        #expect(renamed.hasSuffix("// mine: Payments\nlet billingTitle = \"Payments\"\n"))
        // The record still knows the file as edited: remove refuses it without --force.
        let remove = TestRun.run(["remove", "Billing"], in: app.url)
        #expect(remove.code == .cannotCreate, "\(remove.err)")
    }

    @Test func anUnknownOldNameIsAUsageErrorListingTheRecordedOnes() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let run = TestRun.run(["rename", "Orders", "Billing"], in: app.url)

        #expect(run.code == .usage)
        #expect(
            run.err.contains("Recorded modules: Main, Payments; services: none."), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test(arguments: ["9lives", "Payments", ""])
    func anInvalidNewNameIsAUsageError(name: String) throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let run = TestRun.run(["rename", "Payments", name], in: app.url)

        #expect(run.code == .usage, "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func aNewNameTakenByAModuleOrATypeIsRefused() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments", "Orders"], to: app)
        try app.write("Sources/MyApp/Billing.swift", "struct BillingView {}\n")
        let added = try DirectorySnapshot(of: app.path)

        let module = TestRun.run(["rename", "Payments", "Orders"], in: app.url)
        let type = TestRun.run(["rename", "Payments", "Billing"], in: app.url)

        #expect(module.code == .cannotCreate)
        #expect(module.err.contains("  Sources/MyApp/Classes/Modules/Orders\n"), "\(module.err)")
        #expect(module.err.contains("  .viper-gen/modules/Orders.json"), "\(module.err)")
        #expect(type.code == .cannotCreate)
        #expect(type.err.contains("  Sources/MyApp/Billing.swift: BillingView"), "\(type.err)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func outsideAProjectRenameIsAUsageError() throws {
        let folder = try TemporaryFolder("viper-gen-rename")
        let run = TestRun.run(["rename", "Payments", "Billing"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("is not inside a viper-gen project"), "\(run.err)")
    }

    @Test func renameTakesExactlyTwoNames() {
        let run = TestRun.run(["rename", "Payments"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: rename takes two names"), "\(run.err)")
    }
}
