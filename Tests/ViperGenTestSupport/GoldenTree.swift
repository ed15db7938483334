import Foundation
import Testing

/// Compares a generated folder with a committed expected tree under Tests/Goldens, byte for byte.
///
/// Set `VIPER_GEN_RECORD_GOLDENS=1` to overwrite the expected tree with the generated one; the
/// test still fails, so nobody records by accident.
package enum GoldenTree {
    /// The environment variable that switches on record mode.
    package static let recordVariable = "VIPER_GEN_RECORD_GOLDENS"

    /// Records an issue for every path present on one side only and every file that differs.
    package static func assertMatches(
        _ actual: URL, golden name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = RepositoryPaths.goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try? FileManager.default.removeItem(at: expected)
            try FileManager.default.createDirectory(
                at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: actual, to: expected)
            Issue.record(
                "Recorded Tests/Goldens/\(name). Unset \(recordVariable) and run the tests again.",
                sourceLocation: sourceLocation)
            return
        }
        let actualFiles = try files(under: actual)
        let expectedFiles = try files(under: expected)
        let missing = expectedFiles.keys.filter { actualFiles[$0] == nil }.sorted()
        let extra = actualFiles.keys.filter { expectedFiles[$0] == nil }.sorted()
        if !missing.isEmpty || !extra.isEmpty {
            Issue.record(
                "Tree \(name) differs from its golden.\nMissing: \(missing)\nUnexpected: \(extra)",
                sourceLocation: sourceLocation)
        }
        for (path, bytes) in actualFiles.sorted(by: { $0.key < $1.key }) {
            guard let golden = expectedFiles[path], golden != bytes else { continue }
            let diff = LineDiff.unified(
                expected: String(decoding: golden, as: UTF8.self),
                actual: String(decoding: bytes, as: UTF8.self))
            let message =
                "\(path) differs from Tests/Goldens/\(name)/\(path) "
                + "(- expected, + generated; run with \(recordVariable)=1 to re-record):\n\(diff)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// Compares `text` with the single golden file `name` (such as `help/module.txt`).
    package static func assertMatches(
        text: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = RepositoryPaths.goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(
                at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: expected)
            Issue.record(
                "Recorded Tests/Goldens/\(name). Unset \(recordVariable) and run the tests again.",
                sourceLocation: sourceLocation)
            return
        }
        guard let golden = FileManager.default.contents(atPath: expected.path) else {
            Issue.record(
                "Tests/Goldens/\(name) is missing; run with \(recordVariable)=1 to record it.",
                sourceLocation: sourceLocation)
            return
        }
        let expectedText = String(decoding: golden, as: UTF8.self)
        if expectedText != text {
            let message =
                "Output differs from Tests/Goldens/\(name) (- expected, + actual):\n"
                + LineDiff.unified(expected: expectedText, actual: text)
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// Every regular file under `root`, keyed by relative path (symlinks not followed).
    package static func files(under root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
            return result
        }
        while let relative = enumerator.nextObject() as? String {
            // The declaration index is a cache a run may or may not write (see
            // docs/development.md), never part of what a command generates.
            if relative.hasSuffix(".viper-gen/declaration-index") { continue }
            let url = root.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result[relative] = try Data(contentsOf: url)
            }
        }
        return result
    }

    /// The files under `root` whose path or contents still hold `___` (a macro left
    /// unrendered), leaving out the template copies under `.viper-gen/template-versions/`,
    /// which keep templates as they are by design.
    package static func leftoverMacros(under root: URL) throws -> [String] {
        try files(under: root).compactMap { path, data in
            guard !path.contains(".viper-gen/template-versions/") else { return nil }
            let leftover =
                path.contains("___") || String(decoding: data, as: UTF8.self).contains("___")
            return leftover ? path : nil
        }.sorted()
    }
}
