import Foundation
import ViperGenTestSupport

/// What the checkout's Swift files declare and how long they are, for the tests that hold the
/// docs to the code.
enum SourceCensus {
    /// The Swift files below the checkout's folder `folder`, with paths relative to it.
    private static func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
        let base = RepositoryPaths.root.appendingPathComponent(folder)
        return try FileManager.default.subpathsOfDirectory(atPath: base.path).sorted()
            .filter { $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The names of the types (struct, enum, class, protocol, actor, typealias) declared in
    /// the Swift files below `folders`.
    static func declaredTypes(in folders: [String]) throws -> Set<String> {
        let declaration = /\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)/
        var names: Set<String> = []
        for folder in folders {
            for file in try swiftFiles(in: folder) {
                for match in file.text.matches(of: declaration) { names.insert(String(match.1)) }
            }
        }
        return names
    }

    /// The folders directly below `folder`: the targets of Sources or Tests.
    static func targets(in folder: String) throws -> Set<String> {
        let base = RepositoryPaths.root.appendingPathComponent(folder)
        return Set(try FileManager.default.contentsOfDirectory(atPath: base.path))
    }

    /// The lines of Swift in each target below `folder` (a line is a line feed, as `wc -l`).
    static func lines(in folder: String) throws -> [String: Int] {
        var lines: [String: Int] = [:]
        for file in try swiftFiles(in: folder) {
            let target = String(file.path.prefix { $0 != "/" })
            lines[target, default: 0] += file.text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        }
        return lines
    }

    /// The UpperCamelCase names a Markdown text sets in backticks as code: `Reporter`, or the
    /// type of `GenerationRun.run` and `Foo(x)`.
    static func typeNames(inBackticksOf text: String) -> Set<String> {
        let code = /`([A-Z][A-Za-z0-9]*)(?:[.(][^`]*)?`/
        return Set(text.matches(of: code).map { String($0.1) })
    }
}
