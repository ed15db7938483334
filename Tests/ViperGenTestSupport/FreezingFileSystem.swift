import Foundation
import ViperGenSystem

/// The test's file system (`TestFileSystem.current`) until a chosen number of changes were
/// made; from then on every operation fails, as if the process had been killed at that instant
/// (nothing more changes, not even a rollback).
package final class FreezingFileSystem: FileSystem, Sendable {
    private let base = TestFileSystem.current
    private let changesBeforeFreezing: Int
    private let changes = Locked(0)

    /// A file system that freezes after `changes` changes (`Int.max`: never, to count them).
    package init(freezingAfter changes: Int = .max) {
        changesBeforeFreezing = changes
    }

    /// How many changes were made.
    package var changeCount: Int { changes.value }

    /// Fails once frozen.
    private func look(_ path: AbsolutePath) throws {
        if changes.value >= changesBeforeFreezing { throw frozen(path) }
    }

    /// Counts one change, failing instead once frozen.
    private func change(_ path: AbsolutePath) throws {
        try changes.withValue { count in
            if count >= changesBeforeFreezing { throw frozen(path) }
            count += 1
        }
    }

    private func frozen(_ path: AbsolutePath) -> FileSystemError {
        FileSystemError(
            operation: .write, path: path.pathString, code: FileSystemError.Code.inputOutput)
    }

    package func entryKind(at path: AbsolutePath) throws -> FileEntryKind? {
        try look(path)
        return try base.entryKind(at: path)
    }

    package func permissions(at path: AbsolutePath) throws -> UInt32 {
        try look(path)
        return try base.permissions(at: path)
    }

    package func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        try look(path)
        return try base.resolvedPath(of: path)
    }

    package func readFile(at path: AbsolutePath) throws -> [UInt8] {
        try look(path)
        return try base.readFile(at: path)
    }

    package func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try look(path)
        return try base.contentsOfDirectory(at: path)
    }

    package func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool)
        throws
        -> [String]
    {
        try look(path)
        return try base.contentsOfDirectory(at: path, matching: matches)
    }

    package func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        try change(path)
        try base.writeFile(at: path, contents: contents, permissions: permissions)
    }

    package func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        try change(path)
        try base.appendToFile(at: path, contents: contents)
    }

    package func createDirectory(at path: AbsolutePath) throws {
        try change(path)
        try base.createDirectory(at: path)
    }

    package func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
        try change(source)
        try base.moveItem(from: source, to: destination)
    }

    package func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        try change(source)
        try base.replaceItem(at: destination, with: source)
    }

    package func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        try change(existing)
        try base.linkItem(at: link, to: existing)
    }

    package func removeItem(at path: AbsolutePath) throws {
        try change(path)
        try base.removeItem(at: path)
    }
}
