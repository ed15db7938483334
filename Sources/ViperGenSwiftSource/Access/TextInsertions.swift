/// Insertions into a text at byte offsets, made all at once so earlier ones do not move later
/// ones.
struct TextInsertions {
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The insertions: where, and what.
    private var insertions: [(offset: Int, text: String)] = []

    /// Insertions into the text whose bytes are `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether nothing is to be inserted.
    var isEmpty: Bool { insertions.isEmpty }

    /// Inserts `text` at byte `offset` (after what is already inserted there).
    mutating func insert(_ text: String, at offset: Int) {
        insertions.append((offset, text))
    }

    /// The text with every insertion made.
    var text: String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        let ordered = insertions.enumerated().sorted {
            ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
        }
        for (_, insertion) in ordered {
            result.append(contentsOf: bytes[position..<insertion.offset])
            result.append(contentsOf: insertion.text.utf8)
            position = insertion.offset
        }
        result.append(contentsOf: bytes[position...])
        return String(decoding: result, as: UTF8.self)
    }

    /// The line break the text uses: `\r\n` if it has one, else `\n`.
    var lineBreak: String {
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            return index > 0 && bytes[index - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        }
        return "\n"
    }

    /// The offset where the line holding byte `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"),
            bytes[start - 1] != UInt8(ascii: "\r")
        {
            start -= 1
        }
        return start
    }

    /// The spaces and tabs starting the line that holds byte `offset`.
    func indentation(of offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")
        {
            end += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs come before byte `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool {
        indentation(of: offset).utf8.count == offset - lineStart(of: offset)
    }
}
