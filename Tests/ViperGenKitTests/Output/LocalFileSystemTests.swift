import Glibc
import Testing

@testable import ViperGenKit

struct LocalFileSystemTests {
    private let fileSystem = LocalFileSystem()

    @Test func moveNeverReplacesAnExistingEntry() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("a", "a")
        try root.makeDirectory("empty")
        #expect(throws: FileSystemError(operation: .move, path: root.url("a"), code: EEXIST)) {
            try fileSystem.moveItem(from: root.url("a"), to: root.url("empty"))
        }
        try fileSystem.moveItem(from: root.url("a"), to: root.url("b"))
        #expect(try DirectorySnapshot(of: root.path).paths == ["b", "empty"])
    }

    @Test func writeIsExclusiveAndKeepsBytesAndPermissions() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let bytes: [UInt8] = [0, 255, 10, 13]
        try fileSystem.writeFile(at: root.url("f"), contents: bytes, permissions: 0o640)
        #expect(try fileSystem.readFile(at: root.url("f")) == bytes)
        #expect(try fileSystem.permissions(at: root.url("f")) == 0o640)
        #expect(throws: FileSystemError(operation: .write, path: root.url("f"), code: EEXIST)) {
            try fileSystem.writeFile(at: root.url("f"), contents: [], permissions: nil)
        }
    }

    @Test func removeDoesNotFollowLinks() throws {
        let root = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        defer {
            root.remove()
            outside.remove()
        }
        try outside.write("keep", "keep")
        try root.makeDirectory("tree")
        symlink(outside.path, root.url("tree/link"))
        try fileSystem.removeItem(at: root.url("tree"))
        #expect(try fileSystem.entryKind(at: root.url("tree")) == nil)
        #expect(try outside.read("keep") == "keep")
    }
}
