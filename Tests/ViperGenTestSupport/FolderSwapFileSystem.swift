import Foundation
import ViperGenSystem

/// The test's file system (`TestFileSystem.current`), which swaps a folder for a symbolic link
/// to another folder (an outside copy) just before a chosen change below that folder: the race
/// a concurrent process could win between a command's checks and its deletions, made
/// deterministic, or, with `concurrently`, run on another thread at that instant.
///
/// The folder is set aside as `<folder>.moved` (its files stay in the project), then the link
/// takes its name. The form the transaction writes with (`confined(to:)`) shares the trigger.
package final class FolderSwapFileSystem: FileSystem, @unchecked Sendable {
    /// The folder swapped, absolute.
    package let folder: String
    /// Where the link leads.
    package let target: String
    /// The kind of change that triggers the swap: `.remove` (a deletion) or `.move` (a rename
    /// into place, a replacement).
    package let trigger: FileSystemOperation
    /// Which change of that kind below the folder swaps it, from 1.
    package let occurrence: Int
    /// Whether the swap runs on another thread, racing the change, instead of before it.
    package let concurrently: Bool
    private let base: any FileSystem
    private let state: State

    /// What the wrappers of one run share.
    private struct Progress {
        /// The matching changes seen so far.
        var seen = 0
        /// Whether the swap happened or began.
        var swapped = false
        /// Whether a swap runs on another thread now.
        var swapping = false
    }

    /// The shared progress (`Locked` from the platform layer: no Foundation lock, which the
    /// macOS view's Foundation stand-in lacks).
    private typealias State = Locked<Progress>

    /// Swaps `folder` for a link to `target` before change number `occurrence` (from 1) of kind
    /// `trigger` below `folder`.
    package convenience init(
        swapping folder: String, for target: String, before trigger: FileSystemOperation,
        occurrence: Int = 1, concurrently: Bool = false
    ) {
        self.init(
            folder: folder, target: target, trigger: trigger, occurrence: occurrence,
            concurrently: concurrently, base: TestFileSystem.current, state: State(Progress()))
    }

    private init(
        folder: String, target: String, trigger: FileSystemOperation, occurrence: Int,
        concurrently: Bool, base: any FileSystem, state: State
    ) {
        self.folder = folder
        self.target = target
        self.trigger = trigger
        self.occurrence = occurrence
        self.concurrently = concurrently
        self.base = base
        self.state = state
    }

    /// Whether the swap happened (or, run concurrently, began).
    package var didSwap: Bool { state.value.swapped }

    /// Waits for a concurrent swap to end; call it before looking at the folders.
    package func waitForSwap() {
        while state.value.swapping { usleep(100) }
    }

    /// Puts the folder back: removes the link and renames the set-aside folder to its name.
    package func undoSwap() throws {
        waitForSwap()
        guard didSwap else { return }
        // The run may have moved the link aside with an emptied folder's name: only what is
        // still there is put back.
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) != nil {
            try FileManager.default.removeItem(atPath: folder)
        }
        if FileManager.default.fileExists(atPath: folder + ".moved"),
            !FileManager.default.fileExists(atPath: folder)
        {
            try FileManager.default.moveItem(atPath: folder + ".moved", toPath: folder)
        }
    }

    private func willChange(_ operation: FileSystemOperation, _ path: AbsolutePath) {
        guard operation == trigger, path.pathString.hasPrefix(folder + "/") else { return }
        let swapsNow = state.withValue { progress in
            progress.seen += 1
            guard progress.seen == occurrence, !progress.swapped else { return false }
            progress.swapped = true
            progress.swapping = concurrently
            return true
        }
        guard swapsNow else { return }
        guard concurrently else { return swap() }
        // A thread of its own, not a task: the tests block the cooperative pool's threads.
        Thread.detachNewThread { [self] in
            swap()
            state.withValue { $0.swapping = false }
        }
        // A random head start of up to 200 µs for the swapper: the swap lands before, during
        // or after the change, in every order.
        usleep(UInt32.random(in: 0...200))
    }

    private func swap() {
        // Two system calls, as an attacker's script would make them.
        _ = rename(folder, folder + ".moved")
        _ = symlink(target, folder)
    }

    package func confined(to root: AbsolutePath) throws -> any FileSystem {
        FolderSwapFileSystem(
            folder: folder, target: target, trigger: trigger, occurrence: occurrence,
            concurrently: concurrently, base: try base.confined(to: root), state: state)
    }

    package func removeItem(at path: AbsolutePath) throws {
        willChange(.remove, path)
        try base.removeItem(at: path)
    }

    package func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
        willChange(.move, destination)
        try base.moveItem(from: source, to: destination)
    }

    package func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        willChange(.move, destination)
        try base.replaceItem(at: destination, with: source)
    }

    package func entryKind(at path: AbsolutePath) throws -> FileEntryKind? {
        try base.entryKind(at: path)
    }
    package func permissions(at path: AbsolutePath) throws -> UInt32 {
        try base.permissions(at: path)
    }
    package func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        try base.resolvedPath(of: path)
    }
    package func readFile(at path: AbsolutePath) throws -> [UInt8] { try base.readFile(at: path) }
    package func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        try base.writeFile(at: path, contents: contents, permissions: permissions)
    }
    package func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        try base.appendToFile(at: path, contents: contents)
    }
    package func createDirectory(at path: AbsolutePath) throws {
        try base.createDirectory(at: path)
    }
    package func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        try base.linkItem(at: link, to: existing)
    }
    package func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try base.contentsOfDirectory(at: path)
    }
    package func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool)
        throws
        -> [String]
    {
        try base.contentsOfDirectory(at: path, matching: matches)
    }
    package func kindsOfEntries(in path: AbsolutePath) throws -> [(
        name: String, kind: FileEntryKind?
    )] {
        try base.kindsOfEntries(in: path)
    }
    package func flushWrites(below root: AbsolutePath) throws { try base.flushWrites(below: root) }
    package func stamp(at path: AbsolutePath) throws -> FileStamp? { try base.stamp(at: path) }
    package func stamps(at paths: PathList, in positions: Range<Int>) -> [FileStamp?] {
        base.stamps(at: paths, in: positions)
    }
}
