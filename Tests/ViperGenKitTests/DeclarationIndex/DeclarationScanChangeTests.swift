import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// A scan says whether its index differs from the previous one, so an unchanged index is not
/// written again, and never says "unchanged" when it differs.
@Suite("Declaration index: a scan tells whether the index changed")
struct DeclarationScanChangeTests {
    /// A sources folder of two files in two folders, older than the settling time.
    private func settledFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/A/Alpha.swift", "struct Alpha {}\n")
        try folder.write("Sources/B/Bravo.swift", "struct Bravo {}\n")
        Thread.sleep(forTimeInterval: 1.2)
        return folder
    }

    /// The scan of every file of `folder`'s sources with the real settling time, and the
    /// index it leaves.
    private func scan(_ folder: TemporaryFolder, previous: DeclarationIndex?) throws -> (
        files: [DeclarationScan.ScannedFile], index: DeclarationIndex, changed: Bool
    ) {
        let root = folder.path("Sources")
        let (files, bytes, changed) = DeclarationScan(
            fileSystem: LocalFileSystem(), settledBefore: FileStamp.now() - 1_000_000_000
        ).scan(
            StampedIndex(root: root, index: previous, fileSystem: LocalFileSystem()),
            matching: .everything)
        return (files, try #require(DeclarationIndex(decoding: bytes, root: root)), changed)
    }

    @Test func aFirstScanChangesTheIndexAndARescanDoesNot() throws {
        let folder = try settledFolder()
        let first = try scan(folder, previous: nil)
        #expect(first.changed && first.index.records.count == 5)
        let again = try scan(folder, previous: first.index)
        #expect(!again.changed && again.index.bytes == first.index.bytes)
    }

    @Test func anEditedFileChangesTheIndex() throws {
        let folder = try settledFolder()
        let first = try scan(folder, previous: nil)
        try folder.write("Sources/A/Alpha.swift", "struct Alpha2 {}\n")
        Thread.sleep(forTimeInterval: 1.2)
        let again = try scan(folder, previous: first.index)
        #expect(again.changed && again.index.bytes != first.index.bytes)
    }

    /// Nothing is read again, but the previous index has an entry the tree no longer has.
    @Test func anEntryGoneFromTheTreeChangesTheIndex() throws {
        let folder = try settledFolder()
        let previous = try scan(folder, previous: nil).index.edited(
            duplicate: (of: "A/Alpha.swift", into: "A", name: "Ghost.swift"))
        // The folder's stamp is unchanged, so its listing is taken from the index: the ghost
        // is read (and found missing) rather than listed away.
        let again = try scan(folder, previous: previous)
        #expect(again.changed && again.index.bytes != previous.bytes)
    }

    @Test func nothingFoundAndNoIndexIsNoChange() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/README.md", "no Swift here\n")
        Thread.sleep(forTimeInterval: 1.2)
        let first = try scan(folder, previous: nil)
        #expect(first.files.isEmpty)
        // The empty sources folder itself is an entry: a change the first time, none after.
        let again = try scan(folder, previous: first.index)
        #expect(first.changed && !again.changed)
    }
}
