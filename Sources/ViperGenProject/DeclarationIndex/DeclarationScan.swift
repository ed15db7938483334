import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

/// The Swift files below a folder, as ``SwiftFileFinder`` finds them, with the types each
/// declares: folders and files whose stamp the previous index holds are taken from it, the
/// others listed and read, and the result is the next index.
///
/// Every folder and file the previous index knows is `lstat`ed first, all at once and on every
/// core (``StampedIndex/stamps(at:fileSystem:)``); the walk then goes down the tree, taking a
/// folder's entries from the index while its stamp holds and listing it otherwise, and a file's
/// types from the index while its stamp holds and reading it otherwise.
package struct DeclarationScan {
    /// A Swift file found, with the types it declares (none when it cannot be read).
    package struct ScannedFile: Equatable {
        /// Its absolute path.
        package let path: String
        /// The types it declares, in order.
        package let types: [String]
    }

    /// The file system to look in.
    let fileSystem: any FileSystem
    /// Entries changed at or after this instant (nanoseconds since 1970) are not settled in
    /// the next index: a later change in the same clock tick would not change their stamp.
    let settledBefore: Int64

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(fileSystem: any FileSystem, settledBefore: Int64) {
        self.fileSystem = fileSystem
        self.settledBefore = settledBefore
    }

    /// The Swift files below `start.root` that `query` matches, sorted by path; the next
    /// index's bytes; and whether they are worth writing: they differ from the previous
    /// index's (none counts as different) and hold a settled record.
    package func scan(_ start: StampedIndex, matching query: DeclarationQuery) -> (
        files: [ScannedFile], index: [UInt8], changed: Bool
    ) {
        var walk = DeclarationWalk(
            start: start, fileSystem: fileSystem, settledBefore: settledBefore, query: query)
        if start.index == nil {
            walk.folder(
                .fresh(path: start.root, name: []),
                stamp: (try? fileSystem.stamp(at: AbsolutePath(validating: start.root))) ?? nil)
        } else {
            walk.folder(.recorded(0), stamp: start.stamps[0])
        }
        let index = walk.builder.finish()
        let changed = walk.builder.holdsSettledRecord && index != start.index?.bytes
        return (walk.found.sorted { $0.path < $1.path }, index, changed)
    }
}
