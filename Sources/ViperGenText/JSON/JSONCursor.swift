/// A position in JSON text being read: the bytes, the offset, and the line and column there.
package struct JSONCursor {
    /// The text.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var offset = 0
    private var line = 1
    private var lineStart = 0

    /// A cursor at the start of `bytes`, past a UTF-8 byte order mark.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    /// The next byte, or nil at the end.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Where the next byte is.
    var position: TextPosition {
        TextPosition(line: line, column: offset - lineStart + 1)
    }

    /// The next byte as messages show it: `'}'`, `byte 0x1b`, `the end of the file`.
    var found: String {
        guard let byte = current else { return "the end of the file" }
        guard byte >= 0x20, byte < 0x7F else { return "byte 0x" + String(byte, radix: 16) }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    /// Whether the next byte is `character`.
    func isAt(_ character: Unicode.Scalar) -> Bool {
        current == UInt8(ascii: character)
    }

    /// A syntax error at the next byte.
    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    /// Moves past spaces, tabs and line breaks, counting lines.
    mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }
}
