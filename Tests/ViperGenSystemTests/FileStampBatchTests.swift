import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

/// Stamps taken many at a time (from a packed path list) are the stamps taken one by one, in
/// the list's order, with nil where nothing is.
@Suite("File stamps in bulk")
struct FileStampBatchTests {
    @Test func aPathListGivesBackItsPaths() {
        var paths = PathList()
        paths.append(Array("/a/b".utf8))
        paths.append(Array("".utf8))
        paths.append(Array("/é/c d".utf8))
        #expect(paths.count == 3)
        #expect([paths[0], paths[1], paths[2]] == ["/a/b", "", "/é/c d"])
        #expect(paths.bytes.filter { $0 == 0 }.count == 3)
    }

    /// Any range of a list: its stamps are the stamps taken one by one, nil where nothing is.
    @Test func stampsOfARangeAreTheStampsOneByOne() throws {
        let folder = try TemporaryFolder()
        let paths = try folder.stampFixture(count: 40, folders: 3)
        let fileSystem = LocalFileSystem()
        let expected = (0..<paths.count).map {
            (try? fileSystem.stamp(at: AbsolutePath(validating: paths[$0]))) ?? nil
        }

        #expect(fileSystem.stamps(at: paths, in: 0..<paths.count) == expected)
        #expect(fileSystem.stamps(at: paths, in: 9..<27) == Array(expected[9..<27]))
        let stamps = fileSystem.stamps(at: paths, in: 0..<paths.count)
        #expect(stamps.last??.kind == .directory)
        #expect(stamps[1]?.size == 1 && stamps[0] == nil && stamps[1] != stamps[2])
    }

    @Test func anEmptyRangeHasNoStamps() {
        var paths = PathList()
        paths.append(Array("/".utf8))
        #expect(LocalFileSystem().stamps(at: paths, in: 1..<1).isEmpty)
        #expect(LocalFileSystem().stamps(at: PathList(), in: 0..<0).isEmpty)
    }
}
