import ViperGenSystem

/// Wraps the test's file system (`TestFileSystem.current`), records operations, and fails
/// the Nth operation of a kind.
package final class FaultInjectingFileSystem: FileSystem, @unchecked Sendable {
    /// One planned failure: occurrence `occurrence` (1-based) of `operation` fails with `code`.
    package struct Fault {
        /// The kind of operation that fails.
        package let operation: FileSystemOperation
        /// Which occurrence of it fails, from 1.
        package let occurrence: Int
        /// The `errno` it fails with.
        package let code: Int32

        /// Fails occurrence `occurrence` of `operation` with `errno` `code`.
        package init(operation: FileSystemOperation, occurrence: Int, code: Int32) {
            self.operation = operation
            self.occurrence = occurrence
            self.code = code
        }
    }

    /// One operation as it was asked for.
    package struct Record: Equatable {
        /// The kind of operation.
        package let operation: FileSystemOperation
        /// The path it acted on.
        package let path: String
        /// The second path of a move, replace or link.
        package let destination: String?
    }

    private let base = TestFileSystem.current
    private var faults: [Fault]
    private var counts: [FileSystemOperation: Int] = [:]
    /// Every operation so far, in order.
    package private(set) var log: [Record] = []
    /// Called before each operation with its kind and 1-based occurrence number.
    package var beforeOperation: ((FileSystemOperation, Int) -> Void)?

    /// Fails each of `faults`.
    package init(faults: [Fault] = []) {
        self.faults = faults
    }

    /// Fails occurrence `occurrence` (1-based) of `operation` with `errno` `code`.
    package convenience init(
        failing operation: FileSystemOperation, at occurrence: Int, code: Int32
    ) {
        self.init(faults: [Fault(operation: operation, occurrence: occurrence, code: code)])
    }

    /// The moves so far, in order.
    package func moves() -> [Record] { log.filter { $0.operation == .move } }

    private func step(
        _ operation: FileSystemOperation, _ path: AbsolutePath, _ to: AbsolutePath? = nil
    ) throws {
        let path = path.pathString
        let count = (counts[operation] ?? 0) + 1
        counts[operation] = count
        log.append(Record(operation: operation, path: path, destination: to?.pathString))
        beforeOperation?(operation, count)
        if let fault = faults.first(where: { $0.operation == operation && $0.occurrence == count })
        {
            throw FileSystemError(operation: operation, path: path, code: fault.code)
        }
    }

    package func entryKind(at path: AbsolutePath) throws -> FileEntryKind? {
        try step(.inspect, path)
        return try base.entryKind(at: path)
    }

    package func permissions(at path: AbsolutePath) throws -> UInt32 {
        try step(.inspect, path)
        return try base.permissions(at: path)
    }

    package func resolvedPath(of path: AbsolutePath) throws -> AbsolutePath {
        try step(.resolve, path)
        return try base.resolvedPath(of: path)
    }

    package func readFile(at path: AbsolutePath) throws -> [UInt8] {
        try step(.read, path)
        return try base.readFile(at: path)
    }

    package func writeFile(at path: AbsolutePath, contents: [UInt8], permissions: UInt32?) throws {
        try step(.write, path)
        try base.writeFile(at: path, contents: contents, permissions: permissions)
    }

    package func createDirectory(at path: AbsolutePath) throws {
        try step(.createDirectory, path)
        try base.createDirectory(at: path)
    }

    package func moveItem(from source: AbsolutePath, to destination: AbsolutePath) throws {
        try step(.move, source, destination)
        try base.moveItem(from: source, to: destination)
    }

    package func appendToFile(at path: AbsolutePath, contents: [UInt8]) throws {
        try step(.append, path)
        try base.appendToFile(at: path, contents: contents)
    }

    package func replaceItem(at destination: AbsolutePath, with source: AbsolutePath) throws {
        try step(.move, source, destination)
        try base.replaceItem(at: destination, with: source)
    }

    package func linkItem(at link: AbsolutePath, to existing: AbsolutePath) throws {
        try step(.link, existing, link)
        try base.linkItem(at: link, to: existing)
    }

    package func removeItem(at path: AbsolutePath) throws {
        try step(.remove, path)
        try base.removeItem(at: path)
    }

    package func contentsOfDirectory(at path: AbsolutePath) throws -> [String] {
        try step(.list, path)
        return try base.contentsOfDirectory(at: path)
    }

    package func contentsOfDirectory(at path: AbsolutePath, matching matches: (String) -> Bool)
        throws
        -> [String]
    {
        try step(.list, path)
        return try base.contentsOfDirectory(at: path, matching: matches)
    }

    package func flushWrites(below root: AbsolutePath) throws {
        try step(.flush, root)
        try base.flushWrites(below: root)
    }
}
