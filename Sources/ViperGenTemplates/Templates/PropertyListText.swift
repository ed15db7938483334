/// The text of an XML or old-style property list as UTF-8, for the checks made before
/// Foundation reads it: UTF-8 must be valid; UTF-16 (after its byte order mark, which Foundation
/// reads too) is checked and converted.
enum PropertyListText {
    /// The UTF-8 text of `bytes`; throws at the first byte that is not valid in their
    /// encoding.
    static func utf8(_ bytes: [UInt8]) throws(PropertyListReadError) -> [UInt8] {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return try utf8(fromUTF16: bytes)
        }
        if let offset = UTF8Validator.firstInvalidOffset(in: bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw .invalidText(encoding: "UTF-8", byte: bytes[offset], offset: offset, line: line)
        }
        return bytes
    }

    /// Whether `text` is XML: its first byte after a byte order mark and white space is `<`.
    static func isXML(_ text: [UInt8]) -> Bool {
        let start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = text[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "<")
    }

    /// UTF-16 `bytes` (big-endian after `FE FF`, little-endian after `FF FE`) as UTF-8.
    private static func utf8(fromUTF16 bytes: [UInt8]) throws(PropertyListReadError) -> [UInt8] {
        let bigEndian = bytes[0] == 0xFE
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { offset in
            let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        var text: [UInt8] = []
        text.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        var decoded = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { text.append($0) }
                decoded += UTF16.width(scalar)
            case .emptyInput where bytes.count % 2 == 0:
                return text
            case .emptyInput, .error:
                let offset = min(2 + decoded * 2, bytes.count - 1)
                let line = units.prefix(decoded).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                throw .invalidText(
                    encoding: "UTF-16", byte: bytes[offset], offset: offset, line: line)
            }
        }
    }
}
