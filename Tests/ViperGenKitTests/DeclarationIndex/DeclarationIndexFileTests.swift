import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// The index file is only a cache: it reads back what was written, and anything else (missing,
/// damaged, truncated, tampered with, of another version or another folder) reads as no index,
/// never an error.
@Suite("Declaration index file")
struct DeclarationIndexFileTests {
    /// The bytes of an index of `root` holding a folder `A` and a file `Top.swift`.
    private func sample(root: String = "/p/Sources") -> [UInt8] {
        let stamp = FileStamp(
            device: 1, inode: 2, size: 3, modified: 4, changed: 5, kind: .directory)
        var fileStamp = stamp
        fileStamp.kind = .file
        var builder = DeclarationIndexBuilder(root: root)
        builder.openFolder(name: [], stamp: stamp, settled: true)
        builder.openFolder(name: Array("A".utf8), stamp: stamp, settled: true)
        builder.closeFolder()
        builder.addFile(
            name: Array("Top.swift".utf8), stamp: fileStamp, settled: true,
            types: Array("Top TopView".utf8))
        builder.closeFolder()
        return builder.finish()
    }

    @Test func whatIsWrittenReadsBack() throws {
        let folder = try TemporaryFolder()
        let file = DeclarationIndexFile(
            fileSystem: LocalFileSystem(), projectRoot: folder.absolutePath)

        file.write(sample())

        let read = try #require(file.read(root: "/p/Sources"))
        #expect(read.bytes == sample())
        #expect(read.records.count == 3 && read.records.map(\.isFolder) == [true, true, false])
        #expect(read.positions == ["": 0, "A": 1, "Top.swift": 2])
        #expect(read.types(at: "Top.swift") == ["Top", "TopView"])
        #expect(read.records[2].stamp.inode == 2 && read.records[2].stamp.kind == .file)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path(".viper-gen")).sorted()
                == [".gitignore", "declaration-index"])
        #expect(try folder.read(".viper-gen/.gitignore") == DeclarationIndexFile.ignoreFileText)
    }

    @Test func aUsersOwnIgnoreFileIsLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let file = DeclarationIndexFile(
            fileSystem: LocalFileSystem(), projectRoot: folder.absolutePath)
        file.write(sample())
        try folder.write(".viper-gen/.gitignore", "# ours\n")
        file.write(sample())
        #expect(try folder.read(".viper-gen/.gitignore") == "# ours\n")
    }

    @Test(arguments: [
        "garbage\n", "", "viper-gen declaration index 2\n",
        "viper-gen declaration index 1\n/p/Sources\nf\tA.swift\t1\t2\t3\t4\t5\tA\n",
    ])
    func aDamagedOrOlderIndexReadsAsNone(text: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(".viper-gen/declaration-index", text)
        let file = DeclarationIndexFile(
            fileSystem: LocalFileSystem(), projectRoot: folder.absolutePath)

        #expect(file.read(root: "/p/Sources") == nil)
    }

    @Test func anotherFoldersIndexReadsAsNone() {
        #expect(DeclarationIndex(decoding: sample(root: "/q/Sources"), root: "/p/Sources") == nil)
        #expect(DeclarationIndex(decoding: sample(), root: "/p/Sources") != nil)
    }

    @Test func anIndexCutShortAnywhereReadsAsNone() {
        let bytes = sample()
        for length in 0..<bytes.count {
            #expect(DeclarationIndex(decoding: Array(bytes[..<length]), root: "/p/Sources") == nil)
        }
    }

    /// Every byte changed, types and stamps included, is caught by the checksum (or the
    /// structure): a tampered index never answers.
    @Test func anIndexWithAnyByteChangedReadsAsNone() {
        let bytes = sample()
        for position in bytes.indices {
            var changed = bytes
            changed[position] ^= 0x20
            #expect(
                DeclarationIndex(decoding: changed, root: "/p/Sources") == nil, "byte \(position)")
        }
    }

    /// A record whose name would lead out of its folder is refused even with a valid checksum.
    @Test(arguments: ["..", ".", "a/b", "nul\u{0}"])
    func aRecordNamedLikeAPathReadsAsNone(name: String) {
        var builder = DeclarationIndexBuilder(root: "/p/Sources")
        builder.openFolder(name: [], stamp: nil, settled: false)
        builder.addFile(name: Array(name.utf8), stamp: nil, settled: false, types: [])
        builder.closeFolder()
        #expect(DeclarationIndex(decoding: builder.finish(), root: "/p/Sources") == nil)
    }

    @Test func aTemporaryFileLeftByAKilledRunIsRemovedByTheNextWrite() throws {
        let folder = try TemporaryFolder()
        let dead = Int32.max - 1
        try #require(!Processes.isAlive(dead))
        try folder.write(".viper-gen/declaration-index.\(dead).tmp", "half")
        let file = DeclarationIndexFile(
            fileSystem: LocalFileSystem(), projectRoot: folder.absolutePath)

        file.write(sample())

        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path(".viper-gen")).sorted()
                == [".gitignore", "declaration-index"])
    }
}
