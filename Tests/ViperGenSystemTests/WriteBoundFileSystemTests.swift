import Testing
import ViperGenSystem
import ViperGenTestSupport

/// The file system `viper-gen mcp` runs its tools on: it reads anywhere and changes only the
/// served folder and what is below it.
@Suite("Write-bound file system")
struct WriteBoundFileSystemTests {
    /// A temporary folder holding the served folder `proj`, its sibling `project2` (whose name
    /// starts with the served folder's) and `out`, each with a file `f`.
    private struct Layout {
        let root: TemporaryFolder
        let fileSystem: WriteBoundFileSystem

        init() throws {
            root = try TemporaryFolder()
            for folder in ["proj", "project2", "out"] { try root.write("\(folder)/f", folder) }
            fileSystem = WriteBoundFileSystem(
                folder: root.absolutePath("proj"), base: LocalFileSystem())
        }

        /// The typed path of `relative` in the temporary folder.
        func path(_ relative: String) -> AbsolutePath {
            AbsolutePath(relative, relativeTo: root.absolutePath)
        }

        /// The refusal of `operation` on `relative`.
        func refusal(_ operation: FileSystemOperation, _ relative: String) -> FileSystemError {
            FileSystemError(
                operation: operation, path: root.path(relative),
                code: FileSystemError.outsideWritableFolder)
        }
    }

    @Test func everyChangeInsideTheFolderGoesThrough() throws {
        let layout = try Layout()
        let fileSystem = layout.fileSystem
        try fileSystem.writeFile(
            at: layout.path("proj/a"), contents: Array("a".utf8), permissions: nil)
        try fileSystem.appendToFile(at: layout.path("proj/a"), contents: Array("b".utf8))
        try fileSystem.createDirectory(at: layout.path("proj/d"))
        try fileSystem.moveItem(from: layout.path("proj/a"), to: layout.path("proj/d/a"))
        try fileSystem.linkItem(at: layout.path("proj/d/l"), to: layout.path("proj/d/a"))
        try fileSystem.writeFile(
            at: layout.path("proj/n"), contents: Array("n".utf8), permissions: nil)
        try fileSystem.replaceItem(at: layout.path("proj/f"), with: layout.path("proj/n"))
        #expect(
            try DirectorySnapshot(of: layout.root.path("proj")).entries == [
                "f": .file(Array("n".utf8)), "d": .directory, "d/a": .file(Array("ab".utf8)),
                "d/l": .file(Array("ab".utf8)),
            ])
        try fileSystem.removeItem(at: layout.path("proj/d"))
        #expect(try DirectorySnapshot(of: layout.root.path("proj")).entries.keys.sorted() == ["f"])
    }

    @Test(arguments: ["project2", "out"])
    func everyChangeOutsideIsRefusedAndChangesNothing(folder: String) throws {
        let layout = try Layout()
        let fileSystem = layout.fileSystem
        let before = try DirectorySnapshot(of: layout.root.path)
        let bytes = Array("x".utf8)
        #expect(throws: layout.refusal(.write, "\(folder)/new")) {
            try fileSystem.writeFile(
                at: layout.path("\(folder)/new"), contents: bytes, permissions: nil)
        }
        #expect(throws: layout.refusal(.createDirectory, "\(folder)/d")) {
            try fileSystem.createDirectory(at: layout.path("\(folder)/d"))
        }
        #expect(throws: layout.refusal(.append, "\(folder)/f")) {
            try fileSystem.appendToFile(at: layout.path("\(folder)/f"), contents: bytes)
        }
        #expect(throws: layout.refusal(.move, "\(folder)/g")) {
            try fileSystem.moveItem(from: layout.path("proj/f"), to: layout.path("\(folder)/g"))
        }
        #expect(throws: layout.refusal(.move, "\(folder)/f")) {
            try fileSystem.moveItem(from: layout.path("\(folder)/f"), to: layout.path("proj/g"))
        }
        #expect(throws: layout.refusal(.move, "\(folder)/f")) {
            try fileSystem.replaceItem(at: layout.path("\(folder)/f"), with: layout.path("proj/f"))
        }
        #expect(throws: layout.refusal(.move, "\(folder)/f")) {
            try fileSystem.replaceItem(at: layout.path("proj/f"), with: layout.path("\(folder)/f"))
        }
        #expect(throws: layout.refusal(.link, "\(folder)/l")) {
            try fileSystem.linkItem(at: layout.path("\(folder)/l"), to: layout.path("proj/f"))
        }
        #expect(throws: layout.refusal(.remove, "\(folder)/f")) {
            try fileSystem.removeItem(at: layout.path("\(folder)/f"))
        }
        #expect(try DirectorySnapshot(of: layout.root.path) == before)
    }

    @Test func theFolderItselfIsInsideAndItsParentOrASiblingWithItsNameAsPrefixIsNot() {
        let fileSystem = WriteBoundFileSystem(
            folder: AbsolutePath("/tmp/x/proj", relativeTo: .root), base: LocalFileSystem())
        let allowed = ["/tmp/x/proj", "/tmp/x/proj/a", "/tmp/x/proj/a/b", "/tmp/x/proj/.git"]
        let refused = [
            "/tmp/x/project2", "/tmp/x/project2/a", "/tmp/x/proj2", "/tmp/x/pro",
            "/tmp/x", "/", "/tmp/x/proj/../project2",
        ]
        #expect(allowed.filter { !fileSystem.allows(AbsolutePath($0, relativeTo: .root)) } == [])
        #expect(refused.filter { fileSystem.allows(AbsolutePath($0, relativeTo: .root)) } == [])
        let everywhere = WriteBoundFileSystem(folder: .root, base: LocalFileSystem())
        #expect(everywhere.allows(AbsolutePath("/tmp/x/project2", relativeTo: .root)))
    }

    @Test func aConfinedFileSystemStaysBound() throws {
        let layout = try Layout()
        let inside = try layout.fileSystem.confined(to: layout.path("proj"))
        try inside.writeFile(at: layout.path("proj/c"), contents: Array("c".utf8), permissions: nil)
        #expect(try layout.root.read("proj/c") == "c")
        let outside = try layout.fileSystem.confined(to: layout.path("project2"))
        #expect(throws: layout.refusal(.write, "project2/c")) {
            try outside.writeFile(at: layout.path("project2/c"), contents: [], permissions: nil)
        }
        #expect(throws: layout.refusal(.remove, "project2/f")) {
            try outside.removeItem(at: layout.path("project2/f"))
        }
        #expect(try layout.root.read("project2/f") == "project2")
        #expect(try outside.readFile(at: layout.path("project2/f")) == Array("project2".utf8))
    }

    @Test func readsOutsideTheFolderAreAllowed() throws {
        let layout = try Layout()
        let fileSystem = layout.fileSystem
        #expect(try fileSystem.readFile(at: layout.path("out/f")) == Array("out".utf8))
        #expect(try fileSystem.entryKind(at: layout.path("project2")) == .directory)
        #expect(
            try fileSystem.contentsOfDirectory(at: layout.root.absolutePath) == [
                "out", "proj", "project2",
            ])
        #expect(try fileSystem.kindsOfEntries(in: layout.path("out")).map(\.name) == ["f"])
        #expect(try fileSystem.resolvedPath(of: layout.path("out/f")) == layout.path("out/f"))
        #expect(try fileSystem.permissions(at: layout.path("out/f")) & 0o600 == 0o600)
    }
}
