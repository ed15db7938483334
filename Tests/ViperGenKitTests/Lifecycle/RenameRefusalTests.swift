import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 23: what `viper-gen rename` refuses, with nothing changed.
///
/// An unknown old name, an invalid or taken new name, a folder outside a project; not an edited
/// file, which is renamed without `--force` (issue 37).
@Suite("rename: refusals")
struct RenameRefusalTests {
    /// The presenter of the module `Payments` in the `project/MyApp` golden.
    private static let presenter =
        "Sources/MyApp/Classes/Modules/Payments/Presenter/PaymentsPresenter.swift"

    @Test func anEditedFileIsRenamedWithoutForceTheTemplatesLinesWhollyTheUsersInCode() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let template =
            "/// Turns user actions into interactor calls and routes, and updates the view state."
        let presenter = try app.read(Self.presenter)
        try #require(presenter.contains(template))
        let mine = "// mine: Payments\nlet paymentsTitle = \"Payments\" // Payments\n"
        try app.write(
            Self.presenter,
            presenter.replacingOccurrences(
                of: template, with: "/// The Payments presenter, edited (\"Payments\").")
                + mine)

        let run = KitRun.rename("Payments", "Billing", in: app.url)

        #expect(run.code == .success, "\(run.err)")
        let path = "Sources/MyApp/Classes/Modules/Billing/Presenter/BillingPresenter.swift"
        let renamed = try app.read(path)
        // The template's lines: the header's comments and the declarations, wholly renamed.
        #expect(renamed.hasPrefix("//\n//  BillingPresenter.swift\n"), "\(renamed)")
        #expect(renamed.contains("final class BillingPresenter: BillingPresenterProtocol {"))
        // The user's lines: code renamed, strings and comments left and listed.
        #expect(renamed.contains("/// The Payments presenter, edited (\"Payments\").\n"))
        #expect(
            renamed.hasSuffix("// mine: Payments\nlet billingTitle = \"Payments\" // Payments\n"))
        let lines = renamed.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.contains("Payments") {
            #expect(run.err.contains("  \(path):\(index + 1): \(line)\n"), "\(run.err)")
        }
        // The record still knows the file as edited: remove refuses it without --force.
        let remove = KitRun.remove(["Billing"], in: app.url)
        #expect(remove.code == .cannotCreate, "\(remove.err)")
    }

    @Test func withoutTheTemplatesCopyEveryLineOfAnEditedFileIsTheUsers() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let view = "Sources/MyApp/Classes/Modules/Payments/View/PaymentsView.swift"
        try app.write(view, try app.read(view) + "// mine\n")
        try FileManager.default.removeItem(at: app.appending(".viper-gen/template-versions"))

        let run = KitRun.rename("Payments", "Billing", in: app.url)

        #expect(run.code == .success, "\(run.err)")
        let path = "Sources/MyApp/Classes/Modules/Billing/View/BillingView.swift"
        let renamed = try app.read(path)
        #expect(renamed.contains("struct BillingView: View {"), "\(renamed)")
        #expect(renamed.contains("/// The Payments screen.\n"), "\(renamed)")
        #expect(
            renamed.contains("init(viewState: @autoclosure @escaping () -> BillingViewState)"),
            "\(renamed)")
        #expect(run.err.contains("  \(path):11: /// The Payments screen.\n"), "\(run.err)")
    }

    @Test func anUnknownOldNameIsAUsageErrorListingTheRecordedOnes() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let run = KitRun.rename("Orders", "Billing", in: app.url)

        #expect(run.code == .usage)
        #expect(
            run.err.contains("Recorded modules: Main, Payments; services: none."), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test(arguments: ["9lives", "Payments", ""])
    func anInvalidNewNameIsAUsageError(name: String) throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let added = try DirectorySnapshot(of: app.path)

        let run = KitRun.rename("Payments", name, in: app.url)

        #expect(run.code == .usage, "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func aNewNameTakenByAModuleOrATypeIsRefused() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments", "Orders"], to: app)
        try app.write("Sources/MyApp/Billing.swift", "struct BillingView {}\n")
        let added = try DirectorySnapshot(of: app.path)

        let module = KitRun.rename("Payments", "Orders", in: app.url)
        let type = KitRun.rename("Payments", "Billing", in: app.url)

        #expect(module.code == .cannotCreate)
        #expect(module.err.contains("  Sources/MyApp/Classes/Modules/Orders\n"), "\(module.err)")
        #expect(module.err.contains("  .viper-gen/modules/Orders.json"), "\(module.err)")
        #expect(type.code == .cannotCreate)
        #expect(type.err.contains("  Sources/MyApp/Billing.swift: BillingView"), "\(type.err)")
        #expect(try DirectorySnapshot(of: app.path) == added)
    }

    @Test func outsideAProjectRenameIsAUsageError() throws {
        let folder = try TemporaryFolder("viper-gen-rename")
        let run = KitRun.rename("Payments", "Billing", in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("is not inside a viper-gen project"), "\(run.err)")
    }
}
