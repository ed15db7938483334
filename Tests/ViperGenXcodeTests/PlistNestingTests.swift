import Foundation
import Testing

@testable import ViperGenXcode

/// A project file nested deeper than ``PlistParser/maximumDepth``, or whose groups chain
/// 100,000 deep, is refused or read without recursing that deep (100,000 levels overflowed
/// the stack); one nested to the limit is read.
@Suite("Old-style property list nesting")
struct PlistNestingTests {
    private let limit = PlistParser.maximumDepth

    /// The error for a value nested too deep at `line`.
    private func tooDeep(_ bracket: String, line: Int) -> XcodeProjectError {
        .unparseable(
            file: "P.pbxproj", line: line,
            reason: "'\(bracket)' is nested more than \(limit) levels deep: a real project "
                + "file is never that deep; the file is damaged or hostile")
    }

    /// A project file whose `deep` value is `levels` arrays, one per line from line 3; the
    /// root `{` is level 1.
    private func arrays(_ levels: Int) -> [UInt8] {
        Array(
            ("// !$*UTF8*$!\n{\n\tdeep = " + String(repeating: "(\n", count: levels)
                + String(repeating: ")", count: levels) + ";\n}\n").utf8)
    }

    /// A project file holding `levels` dictionaries inside the root one, one per line from
    /// line 3.
    private func dictionaries(_ levels: Int) -> [UInt8] {
        Array(
            ("// !$*UTF8*$!\n{\n" + String(repeating: "a = {\n", count: levels) + "b = c;\n"
                + String(repeating: "};", count: levels) + "}\n").utf8)
    }

    private func addFile(to project: [UInt8]) throws {
        _ = try addFiles(["A.swift"], toProject: project, projectFile: "P.pbxproj", target: nil)
    }

    @Test func arraysNestedOneHundredThousandDeepAreRefused() {
        // The limit-th '(' (line limit + 2) is level limit + 1.
        #expect(throws: tooDeep("(", line: limit + 2)) { try addFile(to: arrays(100_000)) }
    }

    @Test func dictionariesNestedOneHundredThousandDeepAreRefused() {
        #expect(throws: tooDeep("{", line: limit + 2)) { try addFile(to: dictionaries(100_000)) }
    }

    @Test func valuesNestedToTheLimitAreRead() throws {
        let document = try PlistParser.parse(arrays(limit - 1))
        #expect(document.root["deep"]?.items?.count == 1)
        #expect(try PlistParser.parse(dictionaries(limit - 1)).root["a"] != nil)
        #expect(throws: tooDeep("(", line: limit + 2)) { try addFile(to: arrays(limit)) }
    }

    @Test func groupsChainedOneHundredThousandDeepAreWalkedWithoutRecursing() throws {
        let chain = 100_000
        let groups = (0..<chain).map { index in
            let children = index + 1 < chain ? "G\(index + 1)" : ""
            return "\t\tG\(index) = {isa = PBXGroup; children = (\(children)); "
                + "sourceTree = \"<group>\"; };\n"
        }.joined()
        let text = MiniProject.text(
            children: "(\n\t\t\t\tC0000000000000000000000C /* Sources */,\n\t\t\t\tG0,\n\t\t\t)"
        ).replacingOccurrences(
            of: "/* Begin PBXGroup section */\n",
            with: "/* Begin PBXGroup section */\n" + groups)
        let membership = try addFiles(
            ["Sources/New.swift"], toProject: Array(text.utf8), projectFile: "P.pbxproj",
            target: nil)
        guard case .edited = membership else {
            Issue.record("not edited: \(membership)")
            return
        }
    }
}
