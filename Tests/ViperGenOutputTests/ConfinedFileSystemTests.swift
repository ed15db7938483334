import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

/// Writes below the output root go through folder descriptors: a folder swapped for a link to
/// somewhere else cannot redirect them, while links that stay inside the root still work.
@Suite("Crash safety: writes confined to the output root")
struct ConfinedFileSystemTests {
    private let local = LocalFileSystem()

    /// A root with `Modules/` inside and an `Outside/` folder next to it.
    private func makeRoot() throws -> (TemporaryFolder, root: String, outside: String) {
        let folder = try TemporaryFolder("viper-gen-confined")
        try folder.makeDirectory("Root/Modules")
        try folder.makeDirectory("Outside")
        return (folder, folder.path("Root"), folder.path("Outside"))
    }

    @Test func aFolderSwappedForALinkToOutsideCannotReceiveWrites() throws {
        let (folder, root, outside) = try makeRoot()
        let confined = try local.confined(to: AbsolutePath(validating: root))
        try FileManager.default.removeItem(atPath: root + "/Modules")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Modules", withDestinationPath: outside)

        #expect(throws: FileSystemError.self) {
            try confined.writeFile(
                at: AbsolutePath(validating: root + "/Modules/Evil.swift"), contents: [1],
                permissions: nil)
        }
        #expect(throws: FileSystemError.self) {
            try confined.createDirectory(at: AbsolutePath(validating: root + "/Modules/Payments"))
        }
        try local.writeFile(
            at: AbsolutePath(validating: root + "/Staged.swift"), contents: [2], permissions: nil)
        #expect(throws: FileSystemError.self) {
            try confined.moveItem(
                from: AbsolutePath(validating: root + "/Staged.swift"),
                to: AbsolutePath(validating: root + "/Modules/Staged.swift"))
        }
        #expect(try local.contentsOfDirectory(at: AbsolutePath(validating: outside)).isEmpty)
        _ = folder
    }

    @Test func aFolderSwappedForALinkAfterItWasOpenedKeepsTheWritesInside() throws {
        // The descriptor kept for Modules names the folder itself: the link is never followed.
        let (folder, root, outside) = try makeRoot()
        let confined = try local.confined(to: AbsolutePath(validating: root))
        try confined.writeFile(
            at: AbsolutePath(validating: root + "/Modules/First.swift"), contents: [1],
            permissions: nil)
        try FileManager.default.moveItem(atPath: root + "/Modules", toPath: root + "/Real")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Modules", withDestinationPath: outside)

        try confined.writeFile(
            at: AbsolutePath(validating: root + "/Modules/Second.swift"), contents: [2],
            permissions: nil)
        try confined.createDirectory(at: AbsolutePath(validating: root + "/Modules/Payments"))
        #expect(try local.contentsOfDirectory(at: AbsolutePath(validating: outside)).isEmpty)
        #expect(
            try local.contentsOfDirectory(at: AbsolutePath(validating: root + "/Real")) == [
                "First.swift", "Payments", "Second.swift",
            ])
        _ = folder
    }

    @Test func aFolderRemovedAndMadeAgainIsOpenedAgain() throws {
        // A removal forgets the descriptors below the path, so the new folder gets the writes.
        let (folder, root, _) = try makeRoot()
        let confined = try local.confined(to: AbsolutePath(validating: root))
        try confined.createDirectory(at: AbsolutePath(validating: root + "/Modules/Payments"))
        try confined.writeFile(
            at: AbsolutePath(validating: root + "/Modules/Payments/A.swift"), contents: [1],
            permissions: nil)
        try confined.removeItem(at: AbsolutePath(validating: root + "/Modules/Payments"))
        try confined.createDirectory(at: AbsolutePath(validating: root + "/Modules/Payments"))
        try confined.writeFile(
            at: AbsolutePath(validating: root + "/Modules/Payments/B.swift"), contents: [2],
            permissions: nil)
        #expect(
            try local.contentsOfDirectory(at: AbsolutePath(validating: root + "/Modules/Payments"))
                == ["B.swift"])
        _ = folder
    }

    @Test(arguments: ["../Outside", "ABSOLUTE"])
    func linksLeadingOutOfTheRootAreRefused(target: String) throws {
        let (folder, root, outside) = try makeRoot()
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Escape", withDestinationPath: target == "ABSOLUTE" ? outside : target)
        let confined = try local.confined(to: AbsolutePath(validating: root))

        #expect {
            try confined.writeFile(
                at: AbsolutePath(validating: root + "/Escape/x.swift"), contents: [1],
                permissions: nil)
        } throws: { ($0 as? FileSystemError)?.code == FileSystemError.linkLeadingOut }
        #expect(try local.contentsOfDirectory(at: AbsolutePath(validating: outside)).isEmpty)
        _ = folder
    }

    @Test(arguments: ["Modules", "./Modules/../Modules", "ABSOLUTE"])
    func linksThatStayInsideTheRootAreFollowed(target: String) throws {
        let (folder, root, _) = try makeRoot()
        let resolved = try local.resolvedPath(of: AbsolutePath(validating: root)).pathString
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Features",
            withDestinationPath: target == "ABSOLUTE" ? resolved + "/Modules" : target)
        let confined = try local.confined(to: AbsolutePath(validating: root))

        try confined.createDirectory(at: AbsolutePath(validating: root + "/Features/Payments"))
        try confined.writeFile(
            at: AbsolutePath(validating: root + "/Features/Payments/P.swift"), contents: [7],
            permissions: nil)
        try confined.appendToFile(
            at: AbsolutePath(validating: root + "/Features/Payments/P.swift"), contents: [8])
        try confined.linkItem(
            at: AbsolutePath(validating: root + "/Backup"),
            to: AbsolutePath(validating: root + "/Features/Payments/P.swift"))

        #expect(
            try local.readFile(at: AbsolutePath(validating: root + "/Modules/Payments/P.swift"))
                == [7, 8])
        #expect(try confined.readFile(at: AbsolutePath(validating: root + "/Backup")) == [7, 8])
        #expect(
            try confined.entryKind(at: AbsolutePath(validating: root + "/Features"))
                == .symbolicLink)
        _ = folder
    }
}

/// The writer itself writes through the confined file system.
@Suite("Crash safety: the writer under a folder swap", .alsoOnAPFS)
struct WriterFolderSwapTests {
    @Test func aModulesFolderSwappedBeforeTheCommitSendsNothingOutside() throws {
        let folder = try TemporaryFolder("viper-gen-swap")
        try folder.makeDirectory("Root/Modules")
        try folder.makeDirectory("Outside")
        let fileSystem = SwapBeforeFirstMove(
            folder: folder.path("Root/Modules"), target: folder.path("Outside"))
        let plan = OutputPlan(
            rootDirectory: folder.absolutePath("Root"),
            files: [PlannedFile(path: "Modules/Payments/PaymentsView.swift", text: "view")])

        #expect(throws: OutputError.self) {
            try TransactionalWriter(fileSystem: fileSystem, observesSignals: false)
                .write(plan, policy: .refuse)
        }
        #expect(fileSystem.didSwap)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("Outside")).isEmpty)
    }
}
