import Foundation
import Testing
import ViperGenCLITestSupport

/// Issue 40 in the builder and generic styles: features as Swift modules of their own compile.
///
/// A project whose features are modules, opened from the app, compiles as separate modules in
/// Swift 6 and with main-actor default isolation. Builder: no support code; the builder and the feature's input and output
/// protocols public. Generic: `Dependencies` in the support module; every declaration of the
/// feature public (its module type is generic over all of them).
@Suite("Modular builder and generic splits compile")
struct ModularBuilderGenericSplitCompileTests {
    @Test func builderProjectCompilesAsSeparateModules() throws {
        try expectSplitCompiles(style: .builder, template: "builder", opener: Self.builderOpener)
    }

    @Test(.enabled(if: TestPlatform.isLinux, "the GenericModule stand-in is built on Linux only"))
    func genericProjectCompilesAsSeparateModules() throws {
        try expectSplitCompiles(style: .generic, template: "generic", opener: Self.genericOpener)
    }

    @Test(.enabled(if: TestPlatform.isLinux, "the GenericModule stand-in is built on Linux only"))
    func genericEntryAlonePublicFailsTheFeature() throws {
        // Negative control: `PaymentsModule: Module<PaymentsPresenter>` cannot be public while
        // its presenter (and the presenter's own generic arguments) are internal.
        let (project, split) = try Self.splitProject(
            style: .generic.publishingEntriesOnly, template: "generic", opener: Self.genericOpener)
        defer { withExtendedLifetime(project) {} }
        let runs = try ModularTypeChecker.shared().check(
            split.modules, settings: .swift6, in: split.folder.appendingPathComponent(".modules"))
        #expect(runs.last?.module.name == "Payments")
        #expect(
            runs.last?.run.output.contains(
                "class cannot be declared public because its superclass uses an internal type")
                == true, "\(runs.last?.run.output ?? "")")
    }

    /// Expects the split of a `template` project with the features and `opener` to compile.
    private func expectSplitCompiles(
        style: ModularStyle, template: String, opener: String
    ) throws {
        let checker = try ModularTypeChecker.shared()
        let (project, split) = try Self.splitProject(
            style: style, template: template, opener: opener)
        defer { withExtendedLifetime(project) {} }
        let failures = try checker.failures(
            of: split.modules, in: split.folder)
        #expect(failures.isEmpty, "\(style), \(failures.joined(separator: "\n"))")
    }

    /// A `template` project with Payments and PaymentDetails and the app file `opener`, which
    /// opens Payments, split into `split/` beside it.
    private static func splitProject(
        style: ModularStyle, template: String, opener: String
    ) throws -> (GeneratedProject, ModularSplit) {
        let choice = ["--set", "tests=SwiftTesting"]
        let project = try GeneratedProject(projectArguments: ["--template", template] + choice)
        for feature in ModularSplitCompileTests.features {
            try project.add("module", feature, choice)
        }
        try Data(opener.utf8).write(
            to: project.appFolder.appendingPathComponent("PaymentsOpener.swift"))
        let split = try ModularSplit(
            project, style: style, features: ModularSplitCompileTests.features,
            into: project.root.deletingLastPathComponent().appendingPathComponent("split"))
        return (project, split)
    }

    /// An app file opening Payments as a builder app does.
    static let builderOpener = """
        import UIKit

        @MainActor
        final class PaymentsOpener: IPaymentsOutput {
            func open(from navigationController: UINavigationController) {
                let module = PaymentsBuilder().createPayments()
                module.output = self
                module.launch(from: navigationController)
            }

            func paymentsDidLeave() {}
        }

        """

    /// An app file opening Payments as a generic app's coordinator does.
    static let genericOpener = """
        import UIKit

        @MainActor
        final class PaymentsOpener: PaymentsModuleOutput {
            func open(from navigation: UINavigationController, dependencies: Dependencies) {
                let module = PaymentsModule(state: PaymentsState(), dependencies: dependencies)
                module.output = self
                navigation.pushViewController(module.viewController, animated: true)
            }

            func paymentsModuleDidLeave(_ moduleInput: any PaymentsModuleInput) {}
        }

        """
}
