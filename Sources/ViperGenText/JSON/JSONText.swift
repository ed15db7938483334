#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Encodes values as the JSON viper-gen prints: pretty, sorted keys, unescaped slashes, empty
/// arrays and objects as `[]` and `{}`, and a final newline.
package enum JSONText {
    /// `value` as JSON text.
    package static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: compacted(try encoder.encode(value)), as: UTF8.self) + "\n"
    }

    /// `json` with each empty array or object that the pretty printer spreads over lines on one.
    ///
    /// `[`, an empty line and the indented `]` become `[]`. A string never holds a raw newline,
    /// so the pattern only occurs between tokens.
    static func compacted(_ json: some Collection<UInt8>) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        var output: [UInt8] = []
        output.reserveCapacity(json.count)
        var index = json.startIndex
        while index != json.endIndex {
            let byte = json[index]
            output.append(byte)
            index = json.index(after: index)
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { continue }
            var cursor = index
            var newlines = 0
            while cursor != json.endIndex, json[cursor] == newline || json[cursor] == 0x20 {
                if json[cursor] == newline { newlines += 1 }
                cursor = json.index(after: cursor)
            }
            let closing = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            if newlines > 0, cursor != json.endIndex, json[cursor] == closing { index = cursor }
        }
        return output
    }
}
