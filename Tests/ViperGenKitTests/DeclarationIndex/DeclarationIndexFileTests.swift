import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit

/// The index file is only a cache: it reads back what was written, and anything else (missing,
/// damaged, truncated, of another version or another folder) reads as no index, never an error.
@Suite("Declaration index file")
struct DeclarationIndexFileTests {
    /// An index of two folders and a file, for `root`.
    private func sample(root: String) -> DeclarationIndex {
        let stamp = FileStamp(
            device: 1, inode: 2, size: 3, modified: 4, changed: 5, kind: .directory)
        var index = DeclarationIndex(root: root)
        index.folders[""] = .init(
            stamp: stamp,
            entries: [.init(name: "A", isFolder: true), .init(name: "Top.swift", isFolder: false)])
        index.folders["A"] = .init(stamp: stamp, entries: [])
        var fileStamp = stamp
        fileStamp.kind = .file
        index.files["Top.swift"] = .init(stamp: fileStamp, types: ["Top", "TopView"])
        return index
    }

    @Test func whatIsWrittenReadsBack() throws {
        let folder = try TemporaryFolder()
        let file = DeclarationIndexFile(fileSystem: LocalFileSystem(), projectRoot: folder.path)
        let index = sample(root: "/p/Sources")

        file.write(index)

        #expect(file.read(root: "/p/Sources") == index)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path(".viper-gen")).sorted()
                == [".gitignore", "declaration-index"])
        #expect(try folder.read(".viper-gen/.gitignore") == DeclarationIndexFile.ignoreFileText)
    }

    @Test func aUsersOwnIgnoreFileIsLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let file = DeclarationIndexFile(fileSystem: LocalFileSystem(), projectRoot: folder.path)
        file.write(sample(root: "/p/Sources"))
        try folder.write(".viper-gen/.gitignore", "# ours\n")
        file.write(sample(root: "/p/Sources"))
        #expect(try folder.read(".viper-gen/.gitignore") == "# ours\n")
    }

    @Test(arguments: [
        "garbage\n", "", "viper-gen declaration index 2\n/p/Sources\n",
        "viper-gen declaration index 1\n/other/Sources\n",
        "viper-gen declaration index 1\n/p/Sources\nd\tA\t1\t2\n",
        "viper-gen declaration index 1\n/p/Sources\nf\tA.swift\t1\t2\t3\tx\t5\tA\n",
    ])
    func aDamagedOrForeignIndexReadsAsNone(text: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(".viper-gen/declaration-index", text)
        let file = DeclarationIndexFile(fileSystem: LocalFileSystem(), projectRoot: folder.path)

        #expect(file.read(root: "/p/Sources") == nil)
    }

    /// A cut that ends mid-line is refused; one at a line's end would leave fewer entries,
    /// which only costs reads.
    @Test func aTruncatedIndexReadsAsNone() throws {
        let bytes = sample(root: "/p/Sources").encoded()
        for length in [bytes.count - 1, bytes.count - 5] {
            #expect(DeclarationIndex(decoding: Array(bytes[..<length]), root: "/p/Sources") == nil)
        }
    }

    @Test func aTemporaryFileLeftByAKilledRunIsRemovedByTheNextWrite() throws {
        let folder = try TemporaryFolder()
        let dead = Int32.max - 1
        try #require(!Processes.isAlive(dead))
        try folder.write(".viper-gen/declaration-index.\(dead).tmp", "half")
        let file = DeclarationIndexFile(fileSystem: LocalFileSystem(), projectRoot: folder.path)

        file.write(sample(root: "/p/Sources"))

        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path(".viper-gen")).sorted()
                == [".gitignore", "declaration-index"])
    }

    @Test func aNameWithALineBreakOrTabIsLeftOutNotMisread() throws {
        var index = sample(root: "/p/Sources")
        index.folders["A"]?.entries = [.init(name: "Odd\nName.swift", isFolder: false)]
        index.files["Tab\tName.swift"] = index.files["Top.swift"]

        let read = try #require(DeclarationIndex(decoding: index.encoded(), root: "/p/Sources"))

        #expect(read.folders["A"] == nil && read.files["Tab\tName.swift"] == nil)
        #expect(read.files["Top.swift"] == index.files["Top.swift"])
    }
}
