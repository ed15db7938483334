import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 38: docs/reference.md holds the one table of exit codes, and it says what the code
/// does: every `ExitCode` once, with the `error.kind` a `--json` error gives it; the man page
/// names every code too, and the README points to the table instead of holding its own.
@Suite("Exit code table")
struct ExitCodeTableTests {
    /// docs/reference.md's table: each documented code with its kind column.
    private func documented() throws -> [(code: Int32, kind: String)] {
        let table = try MarkdownTable(in: "docs/reference.md", after: "## Exit codes")
        return try table.rows.flatMap { row in
            try #require(row.count == 3, "\(row)")
            return try row[0].components(separatedBy: ", ").map {
                (try #require(Int32($0), "not a code: \(row[0])"), row[1])
            }
        }
    }

    @Test func everyExitCodeIsDocumentedOnce() throws {
        let codes = try documented().map(\.code)
        #expect(codes.count == Set(codes).count, "a code documented twice: \(codes)")
        #expect(Set(codes) == Set(ExitCode.allCases.map(\.rawValue)))
    }

    @Test func eachCodesKindIsTheOneJSONErrorsGive() throws {
        for (code, kind) in try documented() {
            let exit = try #require(ExitCode(rawValue: code))
            let expected = exit == .success ? "—" : "`" + ErrorName.kind(of: exit) + "`"
            #expect(kind == expected, "exit \(code)")
        }
    }

    @Test func theManPageNamesEveryCode() {
        let named = ManualTopics.exitStatuses.flatMap { status in
            [status.code]
                + status.text.split(whereSeparator: { !$0.isNumber }).compactMap { Int32($0) }
        }
        #expect(Set(named) == Set(ExitCode.allCases.map(\.rawValue)))
    }

    @Test func theReadmeLinksToTheTableInsteadOfHoldingOne() throws {
        let readme = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("| 64 |"))
        #expect(readme.contains("docs/reference.md#exit-codes"))
    }

    @Test func tableRowsSplitAtUnescapedBars() {
        #expect(MarkdownTable.cells(of: "| `a\\|b` | c |") == ["`a|b`", "c"])
    }
}
