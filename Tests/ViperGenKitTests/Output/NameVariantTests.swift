import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenProject

/// Names that differ only in letter case or Unicode normalization are one entry on a Mac's disk
/// (APFS) and two on Linux: viper-gen makes no such pair, on either, and says which names clash.
@Suite("Name variants (one name on APFS)")
struct NameVariantTests {
    /// `Café` with a precomposed é (NFC) and with e + U+0301 (NFD).
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    private func validate(_ paths: [String], empty: [String] = []) throws {
        let plan = OutputPlan(
            rootDirectory: AbsolutePath.root.appending(component: "tmp"),
            files: paths.map { PlannedFile(path: $0, text: "") },
            emptyDirectories: empty)
        try PlannedPathValidator.validate(plan)
    }

    @Test func plannedFoldersThatDifferInCaseAreRefused() {
        #expect(
            throws: OutputError.unsafePath(path: "payments", reason: .nameVariant(of: "Payments"))
        ) { try validate(["Payments/A.swift", "payments/B.swift"]) }
    }

    @Test func plannedFilesThatDifferInCaseAreRefused() {
        #expect(
            throws: OutputError.unsafePath(
                path: "M/paymentsView.swift", reason: .nameVariant(of: "M/PaymentsView.swift"))
        ) { try validate(["M/PaymentsView.swift", "M/paymentsView.swift"]) }
    }

    @Test func plannedNamesThatDifferInNormalizationAreRefused() {
        // String equality ignores normalization, so this pair was once taken for one folder
        // and the second file's folder was never made.
        let decomposed = Self.decomposed
        #expect(
            throws: OutputError.unsafePath(
                path: decomposed, reason: .nameVariant(of: Self.composed))
        ) { try validate([Self.composed + "/a.swift", decomposed + "/b.swift"]) }
        #expect(throws: OutputError.self) {
            try validate([Self.composed + ".swift"], empty: [decomposed + ".swift"])
        }
    }

    @Test func exactDuplicatesAreStillDuplicates() {
        #expect(throws: OutputError.unsafePath(path: "A/x", reason: .duplicate)) {
            try validate(["A/x", "A/x"])
        }
        #expect(throws: Never.self) { try validate(["A/x", "A/y", "B/x", "AB/x"]) }
    }

    @Test func anExistingFolderOfAnotherCaseIsAConflict() throws {
        let root = try TemporaryFolder()
        try root.write("Modules/payments/Old.swift", "old")
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [
                PlannedFile(path: "Modules/Payments/View/PaymentsView.swift", text: "new"),
                PlannedFile(path: "Modules/Profile/ProfileView.swift", text: "new"),
            ],
            emptyDirectories: ["Modules/Payments/Resources"])
        let checked = try OutputPlanChecker().check(plan, policy: .overwrite)
        let variant = FileConflict.Reason.nameVariant(
            planned: "Modules/Payments", existing: "Modules/payments")
        #expect(
            checked.conflicts == [
                FileConflict(path: "Modules/Payments/View/PaymentsView.swift", reason: variant),
                FileConflict(path: "Modules/Payments/Resources", reason: variant),
            ])
        #expect(checked.files.last?.disposition == .create)
        #expect(
            checked.conflicts.first?.message
                == "Modules/Payments/View/PaymentsView.swift goes into Modules/Payments, which "
                + "differs from the existing Modules/payments only in letter case or Unicode "
                + "normalization, and a Mac's disk (APFS) takes them for one name; rename "
                + "Modules/payments or choose another name")
    }

    @Test func anExistingFileOfAnotherNormalizationIsAConflict() throws {
        let root = try TemporaryFolder()
        try root.write(Self.decomposed + ".swift", "on disk")
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [PlannedFile(path: Self.composed + ".swift", text: "")]
        )
        let checked = try OutputPlanChecker().check(plan, policy: .overwrite)
        #expect(
            checked.conflicts == [
                FileConflict(
                    path: Self.composed + ".swift",
                    reason: .nameVariant(
                        planned: Self.composed + ".swift", existing: Self.decomposed + ".swift"))
            ])
        #expect(
            checked.conflicts.first?.message.hasPrefix(
                "\(Self.composed).swift and the existing \(Self.decomposed).swift differ only")
                == true)
    }

    @Test func theExactNameBesideAVariantIsNoConflict() throws {
        // Linux can hold both; the entry of exactly the planned name is the one used.
        let root = try TemporaryFolder()
        try root.write("M/Payments.swift", "same")
        try root.write("M/payments.swift", "other")
        let plan = OutputPlan(
            rootDirectory: root.absolutePath,
            files: [PlannedFile(path: "M/Payments.swift", text: "same")])
        let checked = try OutputPlanChecker().check(plan, policy: .refuse)
        #expect(checked.conflicts.isEmpty)
        #expect(checked.files.map(\.disposition) == [.unchanged])
    }

    @Test func aModuleOfAnotherCaseIsRefusedWithNothingWritten() throws {
        let folder = try TemporaryFolder()
        let out = folder.appending("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let first = KitRun.generate(.module, ["Payments"], in: folder.url) {
            $0.flags.output = "Out"
        }
        try #require(first.code == .success, "\(first.err)")
        try FileManager.default.moveItem(
            at: out.appendingPathComponent("Payments"), to: out.appendingPathComponent("payments"))
        let before = try DirectorySnapshot(of: folder.path)
        let second = KitRun.generate(.module, ["Payments"], in: folder.url) {
            $0.flags.output = "Out"
        }
        #expect(second.code != .success)
        #expect(
            second.err.contains(
                "(1 conflict):\n  Payments and the existing payments differ only in letter case"),
            "\(second.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func aFileNameOfAnotherCaseInTheAppTargetIsAClash() throws {
        // Xcode would build PaymentsView.swift and paymentsView.swift to one object file.
        let (folder, project) = try KitRun.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let existing = project.appendingPathComponent("Sources/MyApp/Extensions/paymentsView.swift")
        try FileManager.default.createDirectory(
            at: existing.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("extension String {}\n".utf8).write(to: existing)
        let run = KitRun.generate(.module, ["Payments"], in: project)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                """
                  file name PaymentsView.swift, which a Mac's disk takes for paymentsView.swift
                    in Sources/MyApp/Extensions/paymentsView.swift
                """), "\(run.err)")
    }
}
