import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit

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
        let (_, index, _) = scan(folder, previous: nil)
        try #require(index.files.count == Self.files.count)
        try #require(Set(index.folders.keys) == ["", "A", "B", "C"])
        return (folder, index)
    }

    /// The scan of `folder`'s sources with the real settling time.
    private func scan(_ folder: TemporaryFolder, previous: DeclarationIndex?) -> (
        files: [DeclarationScan.ScannedFile], index: DeclarationIndex, changed: Bool
    ) {
        DeclarationScan(
            fileSystem: LocalFileSystem(), settledBefore: FileStamp.now() - 1_000_000_000
        ).scan(below: folder.path("Sources"), previous: previous)
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
        var poisoned = index
        poisoned.files["A/Alpha.swift"]?.types = ["Poison"]
        #expect(
            declared(scan(folder, previous: poisoned).files, in: folder)["A/Alpha.swift"] == [
                "Poison"
            ])
    }

    @Test func anEditedFileOfTheSameSizeIsReadAgain() throws {
        let (folder, index) = try settledScan()
        let path = folder.path("Sources/A/Edited.swift")
        let before = try #require(try LocalFileSystem().stamp(at: path))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.write(Data("struct Hotel {}\n".utf8))
        handle.closeFile()
        let after = try #require(try LocalFileSystem().stamp(at: path))
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
        let before = try #require(try LocalFileSystem().stamp(at: path))
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
        let after = try #require(try LocalFileSystem().stamp(at: path))
        #expect(after.size == before.size && after.modified == before.modified)
        #expect(after.inode != before.inode)

        #expect(index.types(of: "C/Swapped.swift", stamp: after) == nil)
        #expect(
            declared(scan(folder, previous: index).files, in: folder)["C/Swapped.swift"] == ["Golf"]
        )
    }

    @Test func aStampDifferingOnlyInItsInodeMisses() throws {
        let (_, index) = try settledScan()
        let entry = try #require(index.files["A/Alpha.swift"])
        var stamp = entry.stamp
        #expect(index.types(of: "A/Alpha.swift", stamp: stamp) == ["Alpha"])
        stamp.inode += 1
        #expect(index.types(of: "A/Alpha.swift", stamp: stamp) == nil)
    }

    @Test func aFileChangedWithinTheSettlingTimeIsNotKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Fresh.swift", "struct Juliet {}\n")

        let (files, index, _) = scan(folder, previous: nil)

        #expect(declared(files, in: folder)["Fresh.swift"] == ["Juliet"])
        #expect(index.files.isEmpty && index.folders.isEmpty)
    }
}
