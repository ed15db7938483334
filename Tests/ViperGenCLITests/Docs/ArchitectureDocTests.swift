import Foundation
import Testing
import ViperGenTestSupport

/// Issue 38: docs/ARCHITECTURE.md names only types that exist, and its figures are the ones
/// Tests/Scripts/measure-architecture.sh prints, not older ones typed by hand.
@Suite("ARCHITECTURE.md")
struct ArchitectureDocTests {
    /// The text of docs/ARCHITECTURE.md.
    private var document: String {
        get throws {
            try String(
                contentsOf: RepositoryPaths.root.appendingPathComponent("docs/ARCHITECTURE.md"),
                encoding: .utf8)
        }
    }

    @Test func everyTypeNameInBackticksIsDeclared() throws {
        let declared = try SourceCensus.declaredTypes(in: ["Sources", "Tests"])
            .union(SourceCensus.targets(in: "Sources")).union(SourceCensus.targets(in: "Tests"))
        let named = SourceCensus.typeNames(inBackticksOf: try document)
        #expect(named.count > 50, "\(named.count) names found")
        #expect(named.subtracting(declared).sorted() == [])
    }

    @Test func eachTargetsShareIsTheMeasuredOne() throws {
        let table = try MarkdownTable(
            text: try document, after: "<!-- measure-architecture: begin -->",
            header: "| target | files | lines | share | `public` |")
        let measured = try SourceCensus.lines(in: "Sources")
        let total = measured.values.reduce(0, +)
        #expect(table.rows.count > 5)
        for row in table.rows where row[0] != "all" {
            let share = try #require(Double(row[3].replacingOccurrences(of: " %", with: "")))
            let lines = try #require(measured[row[0]], "no target \(row[0])")
            // Within two points: a feature does not move it, a move between targets does
            // (run Tests/Scripts/measure-architecture.sh --write then).
            #expect(
                abs(share - 100 * Double(lines) / Double(total)) <= 2,
                "\(row[0]): documented \(share) %, measured \(100 * lines / total) %")
        }
        #expect(Set(table.rows.map { $0[0] }) == Set(measured.keys).union(["all"]))
    }

    @Test func typeNamesAreTheUpperCamelCaseWordsInBackticks() {
        let text = "`Reporter` and `GenerationRun.run`, `--force`, `viper-gen`, `Foo(x)` `a B`"
        #expect(
            SourceCensus.typeNames(inBackticksOf: text) == ["Reporter", "GenerationRun", "Foo"])
    }
}
