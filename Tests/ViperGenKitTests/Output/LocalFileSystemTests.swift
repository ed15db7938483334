import Foundation
import Testing

@testable import ViperGenKit
@testable import ViperGenSystem

struct LocalFileSystemTests {
    private let fileSystem = LocalFileSystem()

    @Test func moveNeverReplacesAnExistingEntry() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("a", "a")
        try root.makeDirectory("empty")
        #expect(throws: FileSystemError(operation: .move, path: root.path("a"), code: EEXIST)) {
            try fileSystem.moveItem(from: root.path("a"), to: root.path("empty"))
        }
        try fileSystem.moveItem(from: root.path("a"), to: root.path("b"))
        #expect(try DirectorySnapshot(of: root.path).paths == ["b", "empty"])
    }

    @Test func writeIsExclusiveAndKeepsBytesAndPermissions() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let bytes: [UInt8] = [0, 255, 10, 13]
        try fileSystem.writeFile(at: root.path("f"), contents: bytes, permissions: 0o640)
        #expect(try fileSystem.readFile(at: root.path("f")) == bytes)
        #expect(try fileSystem.permissions(at: root.path("f")) == 0o640)
        #expect(throws: FileSystemError(operation: .write, path: root.path("f"), code: EEXIST)) {
            try fileSystem.writeFile(at: root.path("f"), contents: [], permissions: nil)
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
        try fileSystem.removeItem(at: root.path("tree"))
        #expect(try fileSystem.entryKind(at: root.path("tree")) == nil)
        #expect(try outside.read("keep") == "keep")
    }
}
