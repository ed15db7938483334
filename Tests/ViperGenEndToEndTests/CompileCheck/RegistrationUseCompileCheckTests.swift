import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 37, defects 3 and 4: after `rename` of an edited module whose registration other code
/// uses (its `Views` case, its builder method, its assembly inside an interpolation), and after
/// `remove --force` of it, the app and its tests still type-check (Swift 6).
@Suite("CompileCheck: uses of the registration")
struct RegistrationUseCompileCheckTests {
    /// A file of the Main module that opens Payments and names it as code and in strings.
    static let opener = """
        @MainActor
        extension MainRouter {
            func openPayments(navigation: any NavigationServiceType) {
                print("opening")
                navigation.push(.payments)
                print("Payments: \\(PaymentsAssembly.self)")
            }

            func paymentsScreen() -> some View {
                ApplicationViewBuilder.stub.buildPayments()
            }
        }

        """

    @Test func renamingAnEditedUsedModuleThenRemovingItLeavesAProjectThatTypeChecks() throws {
        let checker = try GeneratedTreeTypeChecker.shared()
        let project = try GeneratedProject()
        try project.add("module", "Payments")
        let modules = project.appFolder.appendingPathComponent("Classes/Modules")
        try ("import SwiftUI\n\n" + Self.opener).write(
            to: modules.appendingPathComponent("Main/OpenPayments.swift"), atomically: true,
            encoding: .utf8)
        let presenter = "Sources/MyApp/Classes/Modules/Payments/Presenter/PaymentsPresenter.swift"
        try project.replace(
            "final class PaymentsPresenter: PaymentsPresenterProtocol {",
            with: "final class PaymentsPresenter: PaymentsPresenterProtocol {\n"
                + "    /// The Payments title (mine).\n    let paymentsTitle = \"Payments\"\n",
            in: presenter)

        let renamed = TestRun.run(
            ["rename", "Payments", "Billing", "--everywhere"], in: project.root)

        #expect(renamed.code == .success, "\(renamed.err)")
        let afterRename = try checker.checkAppAndTests(of: project, settings: .swift6)
        #expect(afterRename.app.succeeded, "app sources:\n\(afterRename.app.output)")
        #expect(afterRename.tests?.succeeded == true, "\(afterRename.tests?.output ?? "")")
        let opener = try String(
            contentsOf: modules.appendingPathComponent("Main/OpenPayments.swift"), encoding: .utf8)
        #expect(opener.contains("navigation.push(.billing)"), "\(opener)")
        #expect(opener.contains("ApplicationViewBuilder.stub.buildBilling()"), "\(opener)")

        try project.replace(
            "print(\"Payments: \\(BillingAssembly.self)\")\n", with: "",
            in: "Sources/MyApp/Classes/Modules/Main/OpenPayments.swift")
        try project.replace(
            "    func paymentsScreen() -> some View {\n"
                + "        ApplicationViewBuilder.stub.buildBilling()\n    }\n", with: "",
            in: "Sources/MyApp/Classes/Modules/Main/OpenPayments.swift")
        let removed = TestRun.run(["remove", "Billing", "--force"], in: project.root)

        #expect(removed.code == .success, "\(removed.err)")
        let afterRemove = try checker.checkAppAndTests(of: project, settings: .swift6)
        #expect(afterRemove.app.succeeded, "app sources:\n\(afterRemove.app.output)")
        #expect(afterRemove.tests?.succeeded == true, "\(afterRemove.tests?.output ?? "")")
    }
}
