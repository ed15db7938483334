import Testing

@testable import ViperGenText

/// The in-memory JSON of protocol messages: one line of text, keys in order, read back as it
/// was written.
@Suite("JSON value")
struct JSONValueTests {
    @Test func stringsEscapeTheQuoteTheBackslashAndControlCharacters() {
        #expect(JSONValue.string(#"a"b\c"#).text == #""a\"b\\c""#)
        #expect(JSONValue.string("1\n2\r3\t4").text == #""1\n2\r3\t4""#)
        #expect(
            JSONValue.string("\u{0}\u{1}\u{8}\u{C}\u{1B}\u{1F}").text
                == #""\u0000\u0001\u0008\u000c\u001b\u001f""#)
        #expect(JSONValue.string("\u{7F} /").text == "\"\u{7F} /\"")
    }

    @Test func lineAndParagraphSeparatorsAreEscaped() {
        #expect(JSONValue.string("a\u{2028}b\u{2029}c").text == #""a\u2028b\u2029c""#)
    }

    @Test func otherCharactersStayAsUTF8() {
        let text = JSONValue.string("é日本😀\u{85}\u{A0}").text
        #expect(text == "\"é日本😀\u{85}\u{A0}\"")
        #expect(Array(text.utf8).count == 2 + 2 + 6 + 4 + 2 + 2)
    }

    @Test func valuesAreWrittenCompactOnOneLine() {
        let value: JSONValue = .object([
            "s": "x", "n": .number("-2.5e3"), "i": .integer(42), "t": true, "f": false,
            "z": .null, "a": .array([.integer(1), .array([]), .object([])]),
            "o": .object(["k": .array(["v"])]),
        ])
        #expect(
            value.text
                == #"{"s":"x","n":-2.5e3,"i":42,"t":true,"f":false,"z":null,"a":[1,[],{}],"#
                + #""o":{"k":["v"]}}"#)
        #expect(JSONValue.array([]).text == "[]")
        #expect(JSONValue.object([JSONValue.Member]()).text == "{}")
    }

    @Test func membersKeepTheirOrder() {
        let value: JSONValue = .object(["z": .integer(1), "a": .integer(2), "m": .integer(3)])
        #expect(value.text == #"{"z":1,"a":2,"m":3}"#)
        #expect(value.members?.map(\.key) == ["z", "a", "m"])
    }

    @Test func aValueReadBackIsTheValueWritten() throws {
        let value: JSONValue = .object([
            "name": "a \"q\" \\ \n\t\u{1}\u{2028}é😀",
            "list": .array([
                .integer(0), .number("1.5"), .number("-0"), .number("1E+2"), .null, true,
                .object(["deep": .array([.object(["x": .array([.array([])])])])]),
            ]),
            "empty": .object([JSONValue.Member]()), "last": .string(""),
        ])
        let read = JSONValue(try JSONNodeParser.parse(Array(value.text.utf8)))
        #expect(read == value)
        #expect(read.text == value.text)
    }

    @Test func aValueReadKeepsMemberOrderAndRepeatedKeys() throws {
        let read = JSONValue(try JSONNodeParser.parse(Array(#"{ "b": 1, "a": [2], "b": 3 }"#.utf8)))
        #expect(
            read
                == .object([
                    .init("b", .integer(1)), .init("a", .array([.integer(2)])),
                    .init("b", .integer(3)),
                ]))
        #expect(read.text == #"{"b":1,"a":[2],"b":3}"#)
        #expect(read["b"] == .integer(1))
    }

    @Test func settingReplacesInPlaceOrAppends() {
        let value: JSONValue = .object(["a": .integer(1), "b": .integer(2)])
        #expect(value.setting("a", to: "x").text == #"{"a":"x","b":2}"#)
        #expect(value.setting("c", to: .null).text == #"{"a":1,"b":2,"c":null}"#)
        #expect(
            value.setting("b", to: .integer(3)).setting("d", to: true).text
                == #"{"a":1,"b":3,"d":true}"#)
        #expect(JSONValue.array([]).setting("a", to: true) == .array([]))
        #expect(JSONValue.string("s").setting("a", to: true) == .string("s"))
    }

    @Test func accessorsGiveTheValueOfTheirKindOnly() {
        let value: JSONValue = .object([
            "s": "x", "b": false, "a": .array(["y"]), "o": .object(["k": .null]),
        ])
        #expect(value["s"]?.string == "x")
        #expect(value["b"]?.boolean == false)
        #expect(value["a"]?.array == [.string("y")])
        #expect(value["o"]?.members == [.init("k", .null)])
        #expect(value["o"]?["k"] == .null)
        #expect(value["missing"] == nil)
        #expect(value["s"]?.boolean == nil)
        #expect(value["b"]?.string == nil)
        #expect(value["s"]?.array == nil)
        #expect(value["a"]?.members == nil)
        #expect(value["a"]?["s"] == nil)
        #expect(JSONValue.string("s")["s"] == nil)
    }

    @Test func kindsNameTheValue() {
        let values: [JSONValue] = [
            "s", .integer(1), true, .null, .array([]), .object([JSONValue.Member]()),
        ]
        #expect(
            values.map(\.kind)
                == ["a string", "a number", "a Boolean", "null", "an array", "an object"])
    }
}
