import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSystem

struct LocalFileSystemTests {
    private let fileSystem = LocalFileSystem()

    @Test func moveNeverReplacesAnExistingEntry() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("a", "a")
        try root.makeDirectory("empty")
        #expect(throws: FileSystemError(operation: .move, path: root.path("a"), code: EEXIST)) {
            try fileSystem.moveItem(from: root.absolutePath("a"), to: root.absolutePath("empty"))
        }
        try fileSystem.moveItem(from: root.absolutePath("a"), to: root.absolutePath("b"))
        #expect(try DirectorySnapshot(of: root.path).paths == ["b", "empty"])
    }

    @Test func listingReadsEveryNameInPlaceWhateverItsLength() throws {
        // Names of every length from 1 to 255 bytes, ASCII and not, listed as the system lists
        // them. Each readdir record is only as long as its name: reading a whole struct dirent
        // per entry read past the last record and crashed when the buffer ended at an unmapped
        // page, which no test can arrange; the names show each record is read where it is.
        let root = try TemporaryFolder()
        var expected: [String] = []
        for length in 1...255 {
            let name =
                length % 3 == 0 && length >= 2
                ? String(repeating: "é", count: length / 2) + (length % 2 == 1 ? "x" : "")
                : String(repeating: "n", count: length - 1) + String(length % 10)
            try root.write(name, "")
            expected.append(name)
        }
        let listed = try fileSystem.contentsOfDirectory(at: root.absolutePath)
        #expect(listed == expected.sorted())
        #expect(listed == (try FileManager.default.contentsOfDirectory(atPath: root.path)).sorted())
        #expect(
            try fileSystem.contentsOfDirectory(at: root.absolutePath) { $0.hasPrefix("é") }.count
                == 85)
    }

    @Test func writeIsExclusiveAndKeepsBytesAndPermissions() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let bytes: [UInt8] = [0, 255, 10, 13]
        try fileSystem.writeFile(at: root.absolutePath("f"), contents: bytes, permissions: 0o640)
        #expect(try fileSystem.readFile(at: root.absolutePath("f")) == bytes)
        #expect(try fileSystem.permissions(at: root.absolutePath("f")) == 0o640)
        #expect(throws: FileSystemError(operation: .write, path: root.path("f"), code: EEXIST)) {
            try fileSystem.writeFile(at: root.absolutePath("f"), contents: [], permissions: nil)
        }
    }

    @Test func removeDoesNotFollowLinks() throws {
        let root = try TemporaryFolder()
        let outside = try TemporaryFolder()
        defer {
            root.remove()
            outside.remove()
        }
        try outside.write("keep", "keep")
        try root.makeDirectory("tree")
        symlink(outside.path, root.path("tree/link"))
        try fileSystem.removeItem(at: root.absolutePath("tree"))
        #expect(try fileSystem.entryKind(at: root.absolutePath("tree")) == nil)
        #expect(try outside.read("keep") == "keep")
    }
}
