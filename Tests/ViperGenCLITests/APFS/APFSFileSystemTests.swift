import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenSystem

/// The APFS double: names that differ in case or Unicode normalization are one entry, which
/// keeps the spelling it was created with.
@Suite("APFS: the case-insensitive file system double")
struct APFSFileSystemTests {
    private let local = LocalFileSystem()
    private let apfs = APFSFileSystem()
    /// "Café" with a precomposed é (NFC) and with e and a combining acute accent (NFD).
    private let composed = "Caf\u{E9}"
    private let decomposed = "Cafe\u{301}"

    /// A fresh folder holding `Payments/View.swift` (text "view").
    private func makeRoot() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-apfs")
        try folder.write("Payments/View.swift", "view")
        return folder
    }

    /// The error `operation` on `path` fails with when something is already there.
    private func alreadyExists(_ operation: FileSystemOperation, _ path: String)
        -> FileSystemError
    {
        FileSystemError(operation: operation, path: path, code: EEXIST)
    }

    @Test func namesFoldByCaseAndNormalizationOnly() {
        #expect(APFSFileSystem.isSameName("Payments", "pAYMENTS"))
        #expect(APFSFileSystem.isSameName(composed, decomposed.uppercased()))
        #expect(!APFSFileSystem.isSameName("Payments", "Payment"))
        #expect(!APFSFileSystem.isSameName("Cafe", composed))
    }

    @Test func aLookupInAnotherCaseFindsTheEntry() throws {
        let folder = try makeRoot()
        let lower = folder.path("payments/VIEW.swift")
        #expect(try apfs.entryKind(at: AbsolutePath(validating: lower)) == .file)
        #expect(try apfs.entryKind(at: folder.absolutePath("PAYMENTS")) == .directory)
        #expect(try apfs.readFile(at: AbsolutePath(validating: lower)) == Array("view".utf8))
        #expect(
            try apfs.resolvedPath(of: AbsolutePath(validating: lower))
                == folder.absolutePath("Payments/View.swift"))
        #expect(try apfs.contentsOfDirectory(at: folder.absolutePath("payments")) == ["View.swift"])
        #expect(
            apfs.onDisk(try folder.absolutePath("payments/New/File")).path
                .pathString == folder.path("Payments/New/File"))
        #expect(try apfs.entryKind(at: folder.absolutePath("payments/Missing.swift")) == nil)
    }

    @Test func aDecomposedNameFindsTheComposedEntry() throws {
        let folder = try makeRoot()
        try local.createDirectory(at: folder.absolutePath(composed))
        try local.writeFile(
            at: folder.absolutePath("\(composed)/Menu.swift"), contents: [1], permissions: nil)
        #expect(try apfs.entryKind(at: folder.absolutePath(decomposed)) == .directory)
        #expect(
            try apfs.readFile(
                at: AbsolutePath(validating: folder.path("\(decomposed.lowercased())/menu.swift")))
                == [1])
        #expect(throws: alreadyExists(.createDirectory, folder.path(decomposed))) {
            try apfs.createDirectory(at: folder.absolutePath(decomposed))
        }
        #expect(try local.contentsOfDirectory(at: folder.absolutePath).contains(composed))
        #expect(
            try !local.contentsOfDirectory(at: folder.absolutePath).contains {
                $0.unicodeScalars.elementsEqual(decomposed.unicodeScalars)
            })
    }

    @Test func creatingANameThatFoldsToAnExistingEntryFailsWithEEXIST() throws {
        let folder = try makeRoot()
        let variant = folder.path("payments")
        #expect(throws: alreadyExists(.createDirectory, variant)) {
            try apfs.createDirectory(at: AbsolutePath(validating: variant))
        }
        #expect(throws: alreadyExists(.write, variant)) {
            try apfs.writeFile(
                at: AbsolutePath(validating: variant), contents: [1], permissions: nil)
        }
        let staged = folder.path("Staged.swift")
        try local.writeFile(at: AbsolutePath(validating: staged), contents: [2], permissions: nil)
        let view = folder.path("PAYMENTS/view.SWIFT")
        #expect(throws: alreadyExists(.link, staged)) {
            try apfs.linkItem(
                at: AbsolutePath(validating: view), to: AbsolutePath(validating: staged))
        }
        #expect(throws: alreadyExists(.move, staged)) {
            try apfs.moveItem(
                from: AbsolutePath(validating: staged), to: AbsolutePath(validating: view))
        }
        #expect(
            try local.contentsOfDirectory(at: folder.absolutePath) == ["Payments", "Staged.swift"])
        #expect(
            try local.contentsOfDirectory(at: folder.absolutePath("Payments")) == ["View.swift"])
        #expect(
            try local.readFile(at: folder.absolutePath("Payments/View.swift")) == Array("view".utf8)
        )
    }

    @Test func aCaseOnlyMoveThatMayNotReplaceFailsWithEEXIST() throws {
        let folder = try makeRoot()
        #expect(throws: alreadyExists(.move, folder.path("Payments"))) {
            try apfs.moveItem(
                from: folder.absolutePath("Payments"), to: folder.absolutePath("PAYMENTS"))
        }
        #expect(try local.contentsOfDirectory(at: folder.absolutePath) == ["Payments"])
    }

    @Test func aListingKeepsTheSpellingTheEntryWasCreatedWith() throws {
        let folder = try TemporaryFolder("viper-gen-apfs")
        try apfs.createDirectory(at: folder.absolutePath("Orders"))
        try apfs.writeFile(
            at: folder.absolutePath("orders/Order.swift"), contents: [3], permissions: nil)
        try apfs.createDirectory(at: folder.absolutePath(decomposed))
        let listed = try apfs.contentsOfDirectory(at: folder.absolutePath)
        #expect(
            listed.map { Array($0.unicodeScalars) }
                == [decomposed, "Orders"].map { Array($0.unicodeScalars) })
        #expect(try apfs.contentsOfDirectory(at: folder.absolutePath("ORDERS")) == ["Order.swift"])
        #expect(
            try apfs.contentsOfDirectory(at: folder.absolutePath, matching: { $0.hasPrefix("O") })
                == ["Orders"])
    }

    @Test func replacingThroughAnotherSpellingLeavesTheNewSpelling() throws {
        let folder = try makeRoot()
        try local.writeFile(at: folder.absolutePath("Staged"), contents: [4], permissions: nil)
        try apfs.replaceItem(
            at: folder.absolutePath("Payments/VIEW.swift"), with: folder.absolutePath("staged"))
        #expect(
            try local.contentsOfDirectory(at: folder.absolutePath("Payments")) == ["VIEW.swift"])
        #expect(try local.readFile(at: folder.absolutePath("Payments/VIEW.swift")) == [4])
        #expect(try local.contentsOfDirectory(at: folder.absolutePath) == ["Payments"])

        try apfs.replaceItem(
            at: folder.absolutePath("payments"), with: folder.absolutePath("Payments"))
        #expect(try local.contentsOfDirectory(at: folder.absolutePath) == ["payments"])
        try apfs.replaceItem(
            at: folder.absolutePath("payments/New.swift"),
            with: folder.absolutePath("PAYMENTS/view.swift"))
        #expect(try local.contentsOfDirectory(at: folder.absolutePath("payments")) == ["New.swift"])
    }

    @Test func removingThroughAnotherSpellingRemovesTheEntry() throws {
        let folder = try makeRoot()
        try apfs.removeItem(at: folder.absolutePath("PAYMENTS"))
        #expect(try local.contentsOfDirectory(at: folder.absolutePath).isEmpty)
    }

    @Test func confinedToARootSpeltOtherwiseWritesInsideItThroughDescriptors() throws {
        let folder = try makeRoot()
        try folder.makeDirectory("Outside")
        let confined = try apfs.confined(to: folder.absolutePath("PAYMENTS"))
        #expect(confined is APFSFileSystem)
        let staged = folder.path("payments/Staged.swift")
        try confined.writeFile(
            at: AbsolutePath(validating: staged), contents: [5], permissions: nil)
        try confined.moveItem(
            from: AbsolutePath(validating: staged),
            to: folder.absolutePath("PAYMENTS/Presenter.swift"))
        #expect(
            try local.contentsOfDirectory(at: folder.absolutePath("Payments")) == [
                "Presenter.swift", "View.swift",
            ])
        let variant = folder.path("payments/view.swift")
        #expect(throws: alreadyExists(.write, variant)) {
            try confined.writeFile(
                at: AbsolutePath(validating: variant), contents: [6], permissions: nil)
        }
        // A link leading out of the root is refused, as ConfinedFileSystem refuses it.
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Payments/Linked"), withDestinationPath: folder.path("Outside"))
        let evil = folder.path("payments/LINKED/Evil.swift")
        #expect(
            throws: FileSystemError(
                operation: .write, path: evil, code: FileSystemError.linkLeadingOut)
        ) {
            try confined.writeFile(
                at: AbsolutePath(validating: evil), contents: [7], permissions: nil)
        }
        #expect(try local.contentsOfDirectory(at: folder.absolutePath("Outside")).isEmpty)
    }

    @Test func theTestFileSystemIsTheDoubleOnlyInsideItsScope() async {
        #expect(!TestFileSystem.isAPFS)
        TestFileSystem.taskLocal.withValue(APFSFileSystem()) {
            #expect(TestFileSystem.isAPFS)
            #expect(TestRun.environment(in: URL(fileURLWithPath: "/")).fileSystem is APFSFileSystem)
        }
        #expect(TestRun.environment(in: URL(fileURLWithPath: "/")).fileSystem is LocalFileSystem)
    }
}
