/// The backslash escapes of old-style property list strings.
enum PlistEscapes {
    /// Decodes the escape whose first byte (after the backslash) is at `position`, advancing
    /// `position` past it; returns the UTF-8 bytes it stands for.
    static func decode(_ bytes: [UInt8], at position: inout Int) -> [UInt8] {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "a"): return [0x07]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "v"): return [0x0B]
        case UInt8(ascii: "U"):
            var value: UInt32 = 0
            var count = 0
            while count < 4, position < bytes.count, let digit = hexValue(bytes[position]) {
                value = value * 16 + digit
                position += 1
                count += 1
            }
            return Array(String(UnicodeScalar(value).map(Character.init) ?? "?").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var count = 1
            while count < 3, position < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position])
            {
                value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                count += 1
            }
            return [UInt8(truncatingIfNeeded: value)]
        default:
            return [byte]
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
