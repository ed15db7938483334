import Foundation
import ViperGenTestSupport

@testable import ViperGenSystem

/// The test's file system, whose confined form swaps a folder for a link to another folder just
/// before its first rename: the race a concurrent process could win between check and write.
struct SwapBeforeFirstMove: FileSystem {
    /// The folder to swap and where its link will point.
    let folder: String
    /// The link's target.
    let target: String
    private let base: any FileSystem
    private let swapped = SwapFlag()

    /// Wraps `base` (the test's file system, `TestFileSystem.current`, by default).
    init(folder: String, target: String, base: any FileSystem = TestFileSystem.current) {
        self.folder = folder
        self.target = target
        self.base = base
    }

    /// Whether the swap happened.
    final class SwapFlag: @unchecked Sendable {
        var done = false
    }

    var didSwap: Bool { swapped.done }

    func confined(to root: AbsolutePath) throws -> any FileSystem {
        SwapBeforeFirstMove(folder: folder, target: target, base: try base.confined(to: root))
            .sharing(swapped)
    }

    private func sharing(_ flag: SwapFlag) -> SwapBeforeFirstMove {
        var copy = self
        copy.shared = flag
        return copy
    }

    private var shared: SwapFlag?

    private func swapOnce() throws {
        let flag = shared ?? swapped
        guard !flag.done else { return }
        flag.done = true
        try FileManager.default.moveItem(atPath: folder, toPath: folder + ".real")
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: target)
    }

    func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
        try swapOnce()
        try base.moveItem(from: source, to: destination)
    }

    func entryKind(at path: AbsolutePath) throws -> FileEntryKind? { try base.entryKind(at: path) }
    func permissions(at path: AbsolutePath) throws -> UInt32 { try base.permissions(at: path) }
    func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        try base.resolvedPath(of: path)
    }
    func readFile(at path: AbsolutePath) throws -> [UInt8] { try base.readFile(at: path) }
    func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        try base.writeFile(at: path, contents: contents, permissions: permissions)
    }
    func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        try base.appendToFile(at: path, contents: contents)
    }
    func createDirectory(at path: AbsolutePath) throws { try base.createDirectory(at: path) }
    func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        try base.replaceItem(at: destination, with: source)
    }
    func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        try base.linkItem(at: link, to: existing)
    }
    func removeItem(at path: AbsolutePath) throws { try base.removeItem(at: path) }
    func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try base.contentsOfDirectory(at: path)
    }
}
