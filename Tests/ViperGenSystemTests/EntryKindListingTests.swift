import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSystem

/// `kindsOfEntries(in:)` tells each entry's kind from the listing (`d_type`) instead of an
/// `lstat` per entry; it must say what `entryKind(at:)` says, links not followed.
struct EntryKindListingTests {
    private let fileSystem = LocalFileSystem()

    @Test func kindsFromTheListingAreThoseOfLstat() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("file.swift", "")
        try root.makeDirectory("Folder")
        try root.makeDirectory("Folder/Inner")
        symlink(root.path("Folder"), root.path("link-to-folder"))
        symlink(root.path("nothing"), root.path("dangling"))
        mkfifo(root.path("fifo"), 0o600)
        let listed = try fileSystem.kindsOfEntries(in: root.absolutePath)
        #expect(listed.map(\.name) == (try fileSystem.contentsOfDirectory(at: root.absolutePath)))
        #expect(
            listed.map(\.name) == ["Folder", "dangling", "fifo", "file.swift", "link-to-folder"])
        for (name, kind) in listed {
            #expect(kind == (try fileSystem.entryKind(at: root.absolutePath(name))), "\(name)")
        }
        #expect(listed.map(\.kind) == [.directory, .symbolicLink, .other, .file, .symbolicLink])
        // The protocol's own answer, an `lstat` per entry (a test double's), is the same.
        let double = try APFSFileSystem().kindsOfEntries(in: root.absolutePath)
        #expect(double.map(\.name) == listed.map(\.name))
        #expect(double.map(\.kind) == listed.map(\.kind))
        #expect(throws: FileSystemError.self) {
            try fileSystem.kindsOfEntries(in: root.absolutePath("file.swift"))
        }
    }
}
