import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// The stamps of an index's records, shared out among the cores, are the stamps taken one by
/// one, in the records' order.
@Suite("Stamped index")
struct StampedIndexTests {
    /// More paths than one worker's share, so several workers fill the result.
    @Test func parallelStampsAreTheStampsOneByOne() throws {
        let folder = try TemporaryFolder()
        let paths = try folder.stampFixture(count: 1_500, folders: 7)
        let fileSystem = LocalFileSystem()
        let expected = (0..<paths.count).map {
            (try? fileSystem.stamp(at: AbsolutePath(validating: paths[$0]))) ?? nil
        }

        let stamps = StampedIndex.stamps(at: paths, fileSystem: fileSystem)

        #expect(stamps == expected)
        #expect(stamps.last??.kind == .directory)
        #expect(stamps[1]?.size == 1 && stamps[0] == nil && stamps[1_499] != nil)
    }

    @Test func noPathsHaveNoStamps() {
        #expect(StampedIndex.stamps(at: PathList(), fileSystem: LocalFileSystem()).isEmpty)
    }
}
