import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

/// Stamps taken many at a time (in parallel, from a packed path list) are the stamps taken one
/// by one, in the list's order, with nil where nothing is.
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

    /// More paths than one worker's share, so several workers fill the result.
    @Test func bulkStampsAreTheStampsOneByOne() throws {
        let folder = try TemporaryFolder()
        var paths = PathList()
        var expected: [FileStamp?] = []
        for number in 0..<1_500 {
            let path = folder.path("f\(number % 7)/\(number).swift")
            if number % 5 == 0 {
                // Every fifth path is missing.
                paths.append(Array((path + ".missing").utf8))
                expected.append(nil)
                continue
            }
            try folder.write(
                "f\(number % 7)/\(number).swift", String(repeating: "x", count: number))
            paths.append(Array(path.utf8))
        }
        paths.append(Array(folder.path("f3").utf8))
        let fileSystem = LocalFileSystem()
        expected = (0..<paths.count).map { (try? fileSystem.stamp(at: paths[$0])) ?? nil }

        let stamps = fileSystem.stamps(at: paths)

        #expect(stamps == expected)
        #expect(stamps.last??.kind == .directory)
        #expect(stamps[1]?.size == 1 && stamps[0] == nil)
    }

    @Test func anEmptyListHasNoStamps() {
        #expect(LocalFileSystem().stamps(at: PathList()).isEmpty)
    }
}
