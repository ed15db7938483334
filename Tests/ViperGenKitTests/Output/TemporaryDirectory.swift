import Foundation
import Glibc

@testable import ViperGenKit

/// A fresh directory under the system temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/viper-gen-output-test-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        guard let created else {
            throw FileSystemError(operation: .createDirectory, path: "/tmp", code: errno)
        }
        path = created
    }

    func url(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let target = url(relative)
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(
            atPath: url(relative), withIntermediateDirectories: true)
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try LocalFileSystem().readFile(at: url(relative)), as: UTF8.self)
    }

    func remove() {
        try? LocalFileSystem().removeItem(at: path)
    }
}
