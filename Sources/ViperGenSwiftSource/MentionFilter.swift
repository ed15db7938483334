/// A quick test of whether file bytes spell any of some names, done before lexing a file: a
/// file declaring a type always spells its name as a whole word.
///
/// The bytes are split once into words (runs of ASCII letters, digits, `_` and `$`), each
/// looked up in a set, so the test costs the same however many names there are. A name with
/// bytes outside those (a letter outside ASCII) is searched for as plain bytes instead.
package struct MentionFilter {
    /// The names made of word bytes only.
    private let words: Set<ArraySlice<UInt8>>
    /// The other names, as UTF-8 bytes.
    private let others: [[UInt8]]

    /// A filter for `names`.
    package init(names: Set<String>) {
        var words: Set<ArraySlice<UInt8>> = []
        var others: [[UInt8]] = []
        for name in names.sorted() {
            let bytes = Array(name.utf8)
            if !bytes.isEmpty, bytes.allSatisfy(Self.isWordByte) {
                words.insert(bytes[...])
            } else {
                others.append(bytes)
            }
        }
        self.words = words
        self.others = others
    }

    /// Whether `bytes` spell at least one of the names.
    package func mentionsAny(in bytes: [UInt8]) -> Bool {
        if others.contains(where: { DeclarationScanner.mentions($0, in: bytes) }) {
            return true
        }
        guard !words.isEmpty else { return false }
        var index = 0
        while index < bytes.count {
            guard Self.isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            if words.contains(bytes[start..<index]) { return true }
        }
        return false
    }

    /// Whether `byte` is an ASCII letter, digit, `_` or `$`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            return true
        default:
            return false
        }
    }
}
