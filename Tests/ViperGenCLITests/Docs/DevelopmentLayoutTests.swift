import Foundation
import Testing
import ViperGenTestSupport

/// Issue 38: docs/development.md's table of targets gives each the dependencies Package.swift
/// declares for it, no more and no fewer.
@Suite("development.md's layout")
struct DevelopmentLayoutTests {
    @Test func eachTargetDependsOnWhatPackageSwiftDeclares() throws {
        let manifest = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("Package.swift"),
            encoding: .utf8)
        let table = try MarkdownTable(
            in: "docs/development.md", after: "## Layout",
            header: "| target | what it holds | depends on |")
        #expect(table.rows.count >= 8)
        for row in table.rows {
            let target = row[0].replacingOccurrences(of: "`", with: "")
            #expect(manifest.contains("name: \"\(target)\""), "no target \(target)")
            let documented = Set(row[2].matches(of: /`([A-Za-z-]+)`/).map { String($0.1) })
            #expect(documented == Self.dependencies(of: target, in: manifest), "\(target)")
        }
    }

    /// The dependencies `manifest` declares for `target`: the names in its `dependencies: [...]`.
    static func dependencies(of target: String, in manifest: String) -> Set<String> {
        // Without white space, every target declaration reads `.target(name:"X",...`.
        let flat = String(manifest.filter { !$0.isWhitespace })
        guard let start = flat.range(of: "arget(name:\"\(target)\"") else { return [] }
        let rest = flat[start.upperBound...]
        let end = rest.range(of: "arget(name:")?.lowerBound ?? rest.endIndex
        guard let list = rest[..<end].firstMatch(of: /dependencies:\[([^\]]*)\]/) else {
            return []
        }
        return Set(list.1.matches(of: /"([A-Za-z-]+)"/).map { String($0.1) })
    }
}
