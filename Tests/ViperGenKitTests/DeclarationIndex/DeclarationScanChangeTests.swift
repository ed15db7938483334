import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit

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

    /// The scan of `folder`'s sources with the real settling time.
    private func scan(_ folder: TemporaryFolder, previous: DeclarationIndex?) -> (
        files: [DeclarationScan.ScannedFile], index: DeclarationIndex, changed: Bool
    ) {
        DeclarationScan(
            fileSystem: LocalFileSystem(), settledBefore: FileStamp.now() - 1_000_000_000
        ).scan(below: folder.path("Sources"), previous: previous)
    }

    @Test func aFirstScanChangesTheIndexAndARescanDoesNot() throws {
        let folder = try settledFolder()
        let first = scan(folder, previous: nil)
        #expect(first.changed && first.index.files.count == 2)
        let again = scan(folder, previous: first.index)
        #expect(!again.changed && again.index == first.index)
    }

    @Test func anEditedFileChangesTheIndex() throws {
        let folder = try settledFolder()
        let first = scan(folder, previous: nil)
        try folder.write("Sources/A/Alpha.swift", "struct Alpha2 {}\n")
        Thread.sleep(forTimeInterval: 1.2)
        let again = scan(folder, previous: first.index)
        #expect(again.changed && again.index != first.index)
    }

    /// Nothing is read again, but the previous index has an entry the tree no longer has.
    @Test func anEntryGoneFromTheTreeChangesTheIndex() throws {
        let folder = try settledFolder()
        var previous = scan(folder, previous: nil).index
        previous.files["A/Ghost.swift"] = previous.files["A/Alpha.swift"]
        let again = scan(folder, previous: previous)
        #expect(again.changed && again.index != previous)
    }

    @Test func nothingFoundAndNoIndexIsNoChange() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/README.md", "no Swift here\n")
        Thread.sleep(forTimeInterval: 1.2)
        let first = scan(folder, previous: nil)
        #expect(first.files.isEmpty)
        // The empty sources folder itself is an entry: a change the first time, none after.
        #expect(first.changed && !scan(folder, previous: first.index).changed)
    }
}
