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
        #expect(try apfs.entryKind(at: lower) == .file)
        #expect(try apfs.entryKind(at: folder.path("PAYMENTS")) == .directory)
        #expect(try apfs.readFile(at: lower) == Array("view".utf8))
        #expect(try apfs.resolvedPath(of: lower) == folder.path("Payments/View.swift"))
        #expect(try apfs.contentsOfDirectory(at: folder.path("payments")) == ["View.swift"])
        #expect(
            apfs.onDisk(try AbsolutePath(validating: folder.path("payments/New/File"))).path
                .pathString == folder.path("Payments/New/File"))
        #expect(try apfs.entryKind(at: folder.path("payments/Missing.swift")) == nil)
    }

    @Test func aDecomposedNameFindsTheComposedEntry() throws {
        let folder = try makeRoot()
        try local.createDirectory(at: folder.path(composed))
        try local.writeFile(
            at: folder.path("\(composed)/Menu.swift"), contents: [1], permissions: nil)
        #expect(try apfs.entryKind(at: folder.path(decomposed)) == .directory)
        #expect(try apfs.readFile(at: folder.path("\(decomposed.lowercased())/menu.swift")) == [1])
        #expect(throws: alreadyExists(.createDirectory, folder.path(decomposed))) {
            try apfs.createDirectory(at: folder.path(decomposed))
        }
        #expect(try local.contentsOfDirectory(at: folder.path).contains(composed))
        #expect(
            try !local.contentsOfDirectory(at: folder.path).contains {
                $0.unicodeScalars.elementsEqual(decomposed.unicodeScalars)
            })
    }

    @Test func creatingANameThatFoldsToAnExistingEntryFailsWithEEXIST() throws {
        let folder = try makeRoot()
        let variant = folder.path("payments")
        #expect(throws: alreadyExists(.createDirectory, variant)) {
            try apfs.createDirectory(at: variant)
        }
        #expect(throws: alreadyExists(.write, variant)) {
            try apfs.writeFile(at: variant, contents: [1], permissions: nil)
        }
        let staged = folder.path("Staged.swift")
        try local.writeFile(at: staged, contents: [2], permissions: nil)
        let view = folder.path("PAYMENTS/view.SWIFT")
        #expect(throws: alreadyExists(.link, staged)) { try apfs.linkItem(at: view, to: staged) }
        #expect(throws: alreadyExists(.move, staged)) { try apfs.moveItem(from: staged, to: view) }
        #expect(try local.contentsOfDirectory(at: folder.path) == ["Payments", "Staged.swift"])
        #expect(try local.contentsOfDirectory(at: folder.path("Payments")) == ["View.swift"])
        #expect(try local.readFile(at: folder.path("Payments/View.swift")) == Array("view".utf8))
    }

    @Test func aCaseOnlyMoveThatMayNotReplaceFailsWithEEXIST() throws {
        let folder = try makeRoot()
        #expect(throws: alreadyExists(.move, folder.path("Payments"))) {
            try apfs.moveItem(from: folder.path("Payments"), to: folder.path("PAYMENTS"))
        }
        #expect(try local.contentsOfDirectory(at: folder.path) == ["Payments"])
    }

    @Test func aListingKeepsTheSpellingTheEntryWasCreatedWith() throws {
        let folder = try TemporaryFolder("viper-gen-apfs")
        try apfs.createDirectory(at: folder.path("Orders"))
        try apfs.writeFile(at: folder.path("orders/Order.swift"), contents: [3], permissions: nil)
        try apfs.createDirectory(at: folder.path(decomposed))
        let listed = try apfs.contentsOfDirectory(at: folder.path)
        #expect(
            listed.map { Array($0.unicodeScalars) }
                == [decomposed, "Orders"].map { Array($0.unicodeScalars) })
        #expect(try apfs.contentsOfDirectory(at: folder.path("ORDERS")) == ["Order.swift"])
        #expect(
            try apfs.contentsOfDirectory(at: folder.path, matching: { $0.hasPrefix("O") })
                == ["Orders"])
    }

    @Test func replacingThroughAnotherSpellingLeavesTheNewSpelling() throws {
        let folder = try makeRoot()
        try local.writeFile(at: folder.path("Staged"), contents: [4], permissions: nil)
        try apfs.replaceItem(at: folder.path("Payments/VIEW.swift"), with: folder.path("staged"))
        #expect(try local.contentsOfDirectory(at: folder.path("Payments")) == ["VIEW.swift"])
        #expect(try local.readFile(at: folder.path("Payments/VIEW.swift")) == [4])
        #expect(try local.contentsOfDirectory(at: folder.path) == ["Payments"])

        try apfs.replaceItem(at: folder.path("payments"), with: folder.path("Payments"))
        #expect(try local.contentsOfDirectory(at: folder.path) == ["payments"])
        try apfs.replaceItem(
            at: folder.path("payments/New.swift"), with: folder.path("PAYMENTS/view.swift"))
        #expect(try local.contentsOfDirectory(at: folder.path("payments")) == ["New.swift"])
    }

    @Test func removingThroughAnotherSpellingRemovesTheEntry() throws {
        let folder = try makeRoot()
        try apfs.removeItem(at: folder.path("PAYMENTS"))
        #expect(try local.contentsOfDirectory(at: folder.path).isEmpty)
    }

    @Test func confinedToARootSpeltOtherwiseWritesInsideItThroughDescriptors() throws {
        let folder = try makeRoot()
        try folder.makeDirectory("Outside")
        let confined = try apfs.confined(to: folder.path("PAYMENTS"))
        #expect(confined is APFSFileSystem)
        let staged = folder.path("payments/Staged.swift")
        try confined.writeFile(at: staged, contents: [5], permissions: nil)
        try confined.moveItem(from: staged, to: folder.path("PAYMENTS/Presenter.swift"))
        #expect(
            try local.contentsOfDirectory(at: folder.path("Payments")) == [
                "Presenter.swift", "View.swift",
            ])
        let variant = folder.path("payments/view.swift")
        #expect(throws: alreadyExists(.write, variant)) {
            try confined.writeFile(at: variant, contents: [6], permissions: nil)
        }
        // A link leading out of the root is refused, as ConfinedFileSystem refuses it.
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Payments/Linked"), withDestinationPath: folder.path("Outside"))
        let evil = folder.path("payments/LINKED/Evil.swift")
        #expect(
            throws: FileSystemError(
                operation: .write, path: evil, code: FileSystemError.linkLeadingOut)
        ) {
            try confined.writeFile(at: evil, contents: [7], permissions: nil)
        }
        #expect(try local.contentsOfDirectory(at: folder.path("Outside")).isEmpty)
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
