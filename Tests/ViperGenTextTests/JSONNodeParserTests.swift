import Testing

@testable import ViperGenText

/// The spec's JSON reader: RFC 8259 values, with positions and keys in file order.
@Suite("JSON node parser")
struct JSONNodeParserTests {
    private func parse(_ text: String) throws -> JSONNode {
        try JSONNodeParser.parse(Array(text.utf8))
    }

    @Test func valuesKeepTheirPositionsAndKeysTheirOrder() throws {
        let node = try parse("{\n  \"b\": [1, -2.5e3, true],\n  \"a\": null, \"b\": \"x\"\n}")
        guard case .object(let members) = node.value else {
            Issue.record("not an object: \(node)")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(
            members.map(\.position) == [
                TextPosition(line: 2, column: 3), TextPosition(line: 3, column: 3),
                TextPosition(line: 3, column: 14),
            ])
        #expect(
            members[0].value.value
                == .array([
                    JSONNode(value: .number("1"), position: TextPosition(line: 2, column: 9)),
                    JSONNode(value: .number("-2.5e3"), position: TextPosition(line: 2, column: 12)),
                    JSONNode(value: .boolean(true), position: TextPosition(line: 2, column: 20)),
                ]))
        #expect(members[1].value.value == .null)
    }

    @Test func escapesAreDecoded() throws {
        let node = try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#)
        #expect(node.value == .string("a\"b\\c/d\n\té😀"))
        #expect(try parse("\u{FEFF}\"x\"").value == .string("x"))
    }

    @Test(arguments: [
        ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
        ("{\"a\": 1,}", 1, 9, "'}' after a comma: remove the comma after the last member"),
        ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'"),
        ("01", 1, 2, "a number cannot start with 0 followed by digits"),
        ("-", 1, 2, "expected a digit after '-', found the end of the file"),
        ("1.", 1, 3, "expected a digit after '.', found the end of the file"),
        ("\"a\nb\"", 1, 3, "a line break inside a string: close it on the same line, or write \\n"),
        (
            "\"\\x\"", 1, 3,
            "'x' cannot follow '\\' in a string: use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX"
        ),
        ("\"\\ud83d\"", 1, 8, "\\ud83d needs a low surrogate \\uDC00-\\uDFFF"),
        ("\"\\u12\"", 1, 6, "expected four hex digits after \\u, found '\"'"),
        (
            "tru", 1, 1,
            "expected a value, found 't': strings (names included) go in double quotes; the other values are numbers, objects, arrays, true, false and null"
        ),
        (
            "\n\n  ]", 3, 3,
            "expected a value, found ']': strings (names included) go in double quotes; the other values are numbers, objects, arrays, true, false and null"
        ),
    ])
    func invalidTextIsRefusedWhereItGoesWrong(
        text: String, line: Int, column: Int, message: String
    ) {
        #expect(
            throws: JSONSyntaxError(
                position: TextPosition(line: line, column: column), message: message)
        ) {
            try parse(text)
        }
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "[", count: JSONNodeParser.maximumDepth + 1)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        let fine = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        #expect(try parse(fine).position == TextPosition(line: 1, column: 1))
    }

    @Test func invalidUTF8InAStringIsRefused() {
        #expect(throws: JSONSyntaxError.self) {
            try JSONNodeParser.parse([0x22, 0xC3, 0x28, 0x22])
        }
    }
}
