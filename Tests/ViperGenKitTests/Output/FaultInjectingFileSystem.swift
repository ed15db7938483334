@testable import ViperGenKit
@testable import ViperGenSystem

/// Wraps the test's file system (`TestFileSystem.current`), records operations, and fails
/// the Nth operation of a kind.
final class FaultInjectingFileSystem: FileSystem, @unchecked Sendable {
    struct Fault {
        let operation: FileSystemOperation
        let occurrence: Int
        let code: Int32
    }

    struct Record: Equatable {
        let operation: FileSystemOperation
        let path: String
        let destination: String?
    }

    private let base = TestFileSystem.current
    private var faults: [Fault]
    private var counts: [FileSystemOperation: Int] = [:]
    private(set) var log: [Record] = []
    /// Called before each operation with its kind and 1-based occurrence number.
    var beforeOperation: ((FileSystemOperation, Int) -> Void)?

    init(faults: [Fault] = []) {
        self.faults = faults
    }

    /// Fails occurrence `occurrence` (1-based) of `operation` with `errno` `code`.
    convenience init(failing operation: FileSystemOperation, at occurrence: Int, code: Int32) {
        self.init(faults: [Fault(operation: operation, occurrence: occurrence, code: code)])
    }

    func moves() -> [Record] { log.filter { $0.operation == .move } }

    private func step(_ operation: FileSystemOperation, _ path: String, _ to: String? = nil) throws
    {
        let count = (counts[operation] ?? 0) + 1
        counts[operation] = count
        log.append(Record(operation: operation, path: path, destination: to))
        beforeOperation?(operation, count)
        if let fault = faults.first(where: { $0.operation == operation && $0.occurrence == count })
        {
            throw FileSystemError(operation: operation, path: path, code: fault.code)
        }
    }

    func entryKind(at path: String) throws -> FileEntryKind? {
        try step(.inspect, path)
        return try base.entryKind(at: path)
    }

    func permissions(at path: String) throws -> UInt32 {
        try step(.inspect, path)
        return try base.permissions(at: path)
    }

    func resolvedPath(of path: String) throws -> String {
        try step(.resolve, path)
        return try base.resolvedPath(of: path)
    }

    func readFile(at path: String) throws -> [UInt8] {
        try step(.read, path)
        return try base.readFile(at: path)
    }

    func writeFile(at path: String, contents: [UInt8], permissions: UInt32?) throws {
        try step(.write, path)
        try base.writeFile(at: path, contents: contents, permissions: permissions)
    }

    func createDirectory(at path: String) throws {
        try step(.createDirectory, path)
        try base.createDirectory(at: path)
    }

    func moveItem(from source: String, to destination: String) throws {
        try step(.move, source, destination)
        try base.moveItem(from: source, to: destination)
    }

    func appendToFile(at path: String, contents: [UInt8]) throws {
        try step(.append, path)
        try base.appendToFile(at: path, contents: contents)
    }

    func replaceItem(at destination: String, with source: String) throws {
        try step(.move, source, destination)
        try base.replaceItem(at: destination, with: source)
    }

    func linkItem(at link: String, to existing: String) throws {
        try step(.link, existing, link)
        try base.linkItem(at: link, to: existing)
    }

    func removeItem(at path: String) throws {
        try step(.remove, path)
        try base.removeItem(at: path)
    }

    func contentsOfDirectory(at path: String) throws -> [String] {
        try step(.list, path)
        return try base.contentsOfDirectory(at: path)
    }

    func contentsOfDirectory(at path: String, matching matches: (String) -> Bool) throws
        -> [String]
    {
        try step(.list, path)
        return try base.contentsOfDirectory(at: path, matching: matches)
    }

    func flushWrites(below root: String) throws {
        try step(.flush, root)
        try base.flushWrites(below: root)
    }
}
