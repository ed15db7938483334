/// Finds the first byte that makes a buffer invalid UTF-8 (RFC 3629: no overlong forms,
/// no surrogates, nothing above U+10FFFF).
enum UTF8Validator {
    /// The offset of the first invalid byte, or `nil` if every byte is valid UTF-8.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return index
            }
            for offset in 1..<length {
                let position = index + offset
                guard position < count else { return index }
                let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
                guard range.contains(bytes[position]) else { return index }
            }
            index += length
        }
        return nil
    }

    /// The number of Unicode scalars in valid UTF-8 bytes (continuation bytes are skipped).
    static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }
}
