import Testing

@testable import ViperGenKit
@testable import ViperGenText

/// A spec or config nested deeper than ``JSONNodeParser/maximumDepth`` is refused at the
/// bracket that goes too deep, however deep it goes; one nested to the limit is read.
@Suite("JSON nesting")
struct JSONNestingTests {
    private let limit = JSONNodeParser.maximumDepth

    /// The error for the bracket on line `line` nesting too deep.
    private func tooDeep(_ bracket: String, line: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            position: TextPosition(line: line, column: 1),
            message: "'\(bracket)' is nested more than \(limit) levels deep: no spec, config or "
                + "message is that deep; the text is damaged or hostile")
    }

    /// `levels` arrays, one per line.
    private func arrays(_ levels: Int) -> [UInt8] {
        Array(
            (String(repeating: "[\n", count: levels) + String(repeating: "]", count: levels)).utf8)
    }

    /// `levels` objects, one per line, each the value of "a" in the one before.
    private func objects(_ levels: Int) -> [UInt8] {
        Array(
            (String(repeating: "{\"a\":\n", count: levels) + "1"
                + String(repeating: "}", count: levels)).utf8)
    }

    @Test func arraysAndObjectsNestedOneHundredThousandDeepAreRefused() {
        #expect(throws: tooDeep("[", line: limit + 1)) { try JSONNodeParser.parse(arrays(100_000)) }
        #expect(throws: tooDeep("{", line: limit + 1)) {
            try JSONNodeParser.parse(objects(100_000))
        }
    }

    @Test func valuesNestedToTheLimitAreRead() throws {
        #expect(try JSONNodeParser.parse(arrays(limit)).position.line == 1)
        #expect(try JSONNodeParser.parse(objects(limit)).position.line == 1)
        #expect(throws: tooDeep("[", line: limit + 1)) {
            try JSONNodeParser.parse(arrays(limit + 1))
        }
    }

    @Test func aDeepSpecIsRefusedNamingTheFileAndTheLine() {
        #expect(
            throws: ApplySpecError(
                file: "spec.json",
                problems: [
                    ApplySpecProblem(
                        SpecLocation(path: "", position: TextPosition(line: limit + 1, column: 1)),
                        "Not valid JSON: \(tooDeep("[", line: limit + 1).message).")
                ])
        ) {
            try ApplySpecReader.read(arrays(100_000), file: "spec.json")
        }
    }
}
