import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// A scan through an index kept from an earlier scan finds what the files declare now.
///
/// A file edited, added, removed, renamed or swapped for another of the same size and
/// modification time is never answered from the index. The first scan runs after the files have settled,
/// so the index holds every file and folder (checked) and each change is one it must notice.
@Suite("Declaration index: a stale index never hides a declaration")
struct DeclarationScanStalenessTests {
    /// The files of the fixture and the types they declare.
    private static let files = [
        "A/Alpha.swift": "struct Alpha {}\n",
        "A/Edited.swift": "struct Bravo {}\n",
        "B/Removed.swift": "struct Charlie {}\n",
        "B/Renamed.swift": "struct Delta {}\n",
        "C/Swapped.swift": "struct Echo {}\n",
    ]

    /// A sources folder holding `files`, scanned once the files are older than the settling
    /// time: the folder and the index of that scan, which keeps all of them.
    private func settledScan() throws -> (TemporaryFolder, DeclarationIndex) {
        let folder = try TemporaryFolder()
        for (path, text) in Self.files { try folder.write("Sources/" + path, text) }
        Thread.sleep(forTimeInterval: 1.2)
        let (_, bytes, _) = scan(folder, previous: nil)
        let index = try #require(DeclarationIndex(decoding: bytes, root: folder.path("Sources")))
        try #require(
            Set(index.positions.keys) == Set(["", "A", "B", "C"] + Array(Self.files.keys)))
        try #require(index.records.allSatisfy { $0.isSettled })
        return (folder, index)
    }

    /// The scan of every file of `folder`'s sources with the real settling time.
    private func scan(_ folder: TemporaryFolder, previous: DeclarationIndex?) -> (
        files: [DeclarationScan.ScannedFile], index: [UInt8], changed: Bool
    ) {
        let start = StampedIndex(
            root: folder.path("Sources"), index: previous, fileSystem: LocalFileSystem())
        return DeclarationScan(
            fileSystem: LocalFileSystem(), settledBefore: FileStamp.now() - 1_000_000_000
        ).scan(start, matching: .everything)
    }

    /// The types of each file found, by path relative to the sources folder.
    private func declared(_ files: [DeclarationScan.ScannedFile], in folder: TemporaryFolder)
        -> [String: [String]]
    {
        let prefix = folder.path("Sources") + "/"
        return Dictionary(
            uniqueKeysWithValues: files.map { (String($0.path.dropFirst(prefix.count)), $0.types) })
    }

    /// The negative control: an unchanged file is answered from the index (a poisoned entry
    /// shows through), so the tests below pass because the stamps changed, not because
    /// nothing was cached.
    @Test func anUnchangedFileIsAnsweredFromTheIndex() throws {
        let (folder, index) = try settledScan()
        let poisoned = index.edited(types: ["A/Alpha.swift": ["Poison"]])
        #expect(
            declared(scan(folder, previous: poisoned).files, in: folder)["A/Alpha.swift"] == [
                "Poison"
            ])
    }

    @Test func anEditedFileOfTheSameSizeIsReadAgain() throws {
        let (folder, index) = try settledScan()
        let path = folder.path("Sources/A/Edited.swift")
        let before = try #require(try LocalFileSystem().stamp(at: AbsolutePath(validating: path)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data("struct Hotel {}\n".utf8))
        handle.closeFile()
        let after = try #require(try LocalFileSystem().stamp(at: AbsolutePath(validating: path)))
        #expect(after.inode == before.inode && after.size == before.size)

        #expect(
            declared(scan(folder, previous: index).files, in: folder)["A/Edited.swift"] == ["Hotel"]
        )
    }

    @Test func anAddedFileIsFound() throws {
        let (folder, index) = try settledScan()
        try folder.write("Sources/A/Added.swift", "struct Foxtrot {}\n")
        try folder.write("Sources/D/Deeper.swift", "struct India {}\n")

        let found = declared(scan(folder, previous: index).files, in: folder)
        #expect(found["A/Added.swift"] == ["Foxtrot"])
        #expect(found["D/Deeper.swift"] == ["India"])
    }

    @Test func aRemovedFileIsGone() throws {
        let (folder, index) = try settledScan()
        try FileManager.default.removeItem(atPath: folder.path("Sources/B/Removed.swift"))

        let found = declared(scan(folder, previous: index).files, in: folder)
        #expect(found["B/Removed.swift"] == nil)
        #expect(!found.values.contains(["Charlie"]))
    }

    @Test func aRenamedFileIsFoundUnderItsNewName() throws {
        let (folder, index) = try settledScan()
        try FileManager.default.moveItem(
            atPath: folder.path("Sources/B/Renamed.swift"),
            toPath: folder.path("Sources/C/Moved.swift"))

        let found = declared(scan(folder, previous: index).files, in: folder)
        #expect(found["B/Renamed.swift"] == nil)
        #expect(found["C/Moved.swift"] == ["Delta"])
    }

    @Test func aFileSwappedForOneOfTheSameSizeAndTimeIsReadAgain() throws {
        let (folder, index) = try settledScan()
        let path = folder.path("Sources/C/Swapped.swift")
        let before = try #require(try LocalFileSystem().stamp(at: AbsolutePath(validating: path)))
        let swap = folder.path("Sources/C/swap.tmp")
        try Data("struct Golf {}\n".utf8).write(to: URL(fileURLWithPath: swap))
        var times = [
            timespec(
                tv_sec: Int(before.modified / 1_000_000_000),
                tv_nsec: Int(before.modified % 1_000_000_000)),
            timespec(
                tv_sec: Int(before.modified / 1_000_000_000),
                tv_nsec: Int(before.modified % 1_000_000_000)),
        ]
        try #require(utimensat(AT_FDCWD, swap, &times, 0) == 0)
        try #require(rename(swap, path) == 0)
        let after = try #require(try LocalFileSystem().stamp(at: AbsolutePath(validating: path)))
        #expect(after.size == before.size && after.modified == before.modified)
        #expect(after.inode != before.inode)

        #expect(
            declared(scan(folder, previous: index).files, in: folder)["C/Swapped.swift"] == ["Golf"]
        )
    }

    /// A record whose inode differs is read again, even with its types poisoned.
    @Test func aStampDifferingOnlyInItsInodeMisses() throws {
        let (folder, index) = try settledScan()
        let poisoned = index.edited(
            types: ["A/Alpha.swift": ["Poison"]], newInodes: ["A/Alpha.swift"])
        #expect(
            declared(scan(folder, previous: poisoned).files, in: folder)["A/Alpha.swift"] == [
                "Alpha"
            ])
    }

    /// A folder whose entries the index lists wrongly (its stamp unchanged) is trusted: the
    /// checksum, not the scan, keeps such an index out; but a folder listed again drops a
    /// record that has no entry on disk.
    @Test func aRecordWithoutAnEntryIsDroppedWhenItsFolderIsListed() throws {
        let (folder, index) = try settledScan()
        let ghost = index.edited(duplicate: (of: "A/Alpha.swift", into: "A", name: "Ghost.swift"))
        try folder.write("Sources/A/New.swift", "struct Kilo {}\n")

        let found = declared(scan(folder, previous: ghost).files, in: folder)
        #expect(found["A/Ghost.swift"] == nil)
        #expect(found["A/New.swift"] == ["Kilo"])
    }

    @Test func aFileChangedWithinTheSettlingTimeIsNotKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Fresh.swift", "struct Juliet {}\n")

        let (files, bytes, _) = scan(folder, previous: nil)

        #expect(declared(files, in: folder)["Fresh.swift"] == ["Juliet"])
        let index = try #require(DeclarationIndex(decoding: bytes, root: folder.path("Sources")))
        #expect(index.records.count == 2 && !index.records.contains(where: \.isSettled))
    }
}
