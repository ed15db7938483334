import Foundation
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

/// A tree and a plan that creates, edits and deletes in one transaction, shared by the
/// deletion tests.
enum DeletionFixtures {
    /// The bytes of `Billing/View/BillingView.swift` as written by `prepareTree`.
    static let billingView = "// BillingView\n"

    /// An app file to edit, a folder with a file to keep and one to delete (mode 0o640), and a
    /// module `Billing` whose two files are deleted, which empties all three of its folders.
    static func prepareTree(_ root: TemporaryFolder) throws {
        try root.write("RootApp.swift", "v1")
        try root.write("App/Keep.swift", "keep")
        try root.write("App/Old.swift", "old")
        chmod(root.path("App/Old.swift"), 0o640)
        try root.write("Billing/View/BillingView.swift", billingView)
        try root.write("Billing/Router/BillingRouter.swift", "// BillingRouter\n")
    }

    /// Creates the module `Payments` and `App/New.swift`, edits `RootApp.swift`, deletes
    /// `App/Old.swift` and both files of `Billing`.
    static func mixedPlan(root: String) -> OutputPlan {
        OutputPlan(
            rootDirectory: AbsolutePath(root, relativeTo: .root),
            files: OutputFixtures.moduleFiles() + [
                PlannedFile(path: "App/New.swift", text: "new"),
                PlannedFile(
                    path: "RootApp.swift", text: "v2", intent: .edit(original: Array("v1".utf8))),
                .deletion(of: "App/Old.swift", original: Array("old".utf8)),
                .deletion(of: "Billing/View/BillingView.swift", original: Array(billingView.utf8)),
                .deletion(
                    of: "Billing/Router/BillingRouter.swift",
                    original: Array("// BillingRouter\n".utf8)),
            ])
    }

    /// Recovers the dead runs in `root` on the test's file system.
    static func recover(in root: String) throws -> RecoveryReport {
        try InterruptedRunRecovery(
            fileSystem: TestFileSystem.current, isProcessAlive: { _ in false }
        )
        .recover(in: AbsolutePath(root, relativeTo: .root))
    }
}
