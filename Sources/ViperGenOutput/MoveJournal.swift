import ViperGenSystem

/// The renames a transaction has completed, so they can be undone in reverse order.
struct MoveJournal {
    /// One completed rename.
    struct Move: Equatable {
        /// Where the entry was before the rename.
        var source: String
        /// Where the entry is now.
        var destination: String
    }

    private(set) var moves: [Move] = []

    /// Records a completed rename.
    mutating func record(from source: String, to destination: String) {
        moves.append(Move(source: source, destination: destination))
    }

    /// Renames everything back, newest first; returns the renames that failed.
    ///
    /// Every rename is attempted even after a failure, so as much as possible is restored.
    func undo(using fileSystem: any FileSystem) -> [FileSystemError] {
        var failures: [FileSystemError] = []
        for move in moves.reversed() {
            do {
                try fileSystem.moveItem(from: move.destination, to: move.source)
            } catch let failure as FileSystemError {
                failures.append(failure)
            } catch {
                failures.append(
                    FileSystemError(operation: .move, path: move.destination, code: 0))
            }
        }
        return failures
    }
}
