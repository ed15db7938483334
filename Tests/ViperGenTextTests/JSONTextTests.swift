import Testing

@testable import ViperGenText

/// The JSON viper-gen prints: one layout on every platform, empty arrays and objects on one line.
@Suite("JSON text")
struct JSONTextTests {
    private struct Sample: Encodable {
        let empty: [String]
        let nested: [String: [Int]]
        let text: String
        let values: [Int]
    }

    @Test func emptyArraysAndObjectsTakeOneLineAndTheRestIsPretty() throws {
        let text = try JSONText.encode(
            Sample(empty: [], nested: ["a": [], "b": [1]], text: "[\n\n]", values: [1, 2]))
        #expect(
            text == """
                {
                  "empty" : [],
                  "nested" : {
                    "a" : [],
                    "b" : [
                      1
                    ]
                  },
                  "text" : "[\\n\\n]",
                  "values" : [
                    1,
                    2
                  ]
                }

                """)
    }

    @Test func anEmptyObjectTakesOneLine() {
        #expect(JSONText.compacted(Array("{\n\n  }".utf8)) == Array("{}".utf8))
        #expect(JSONText.compacted(Array("[\n  1\n]".utf8)) == Array("[\n  1\n]".utf8))
    }
}
