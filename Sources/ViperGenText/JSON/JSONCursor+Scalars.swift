extension JSONCursor {
    /// Reads a string (the cursor is on its opening quote), escapes decoded.
    mutating func string() throws -> String {
        offset += 1
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else {
                throw error("the string is not closed: add the closing '\"'")
            }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(strictUTF8: buffer) else {
                    throw error("the string before this point is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &buffer)
            case 0x0A:
                throw error("a line break inside a string: close it on the same line, or write \\n")
            case 0..<0x20:
                throw error(
                    "a control character inside a string: write it as an escape (\\t, \\u0001)")
            default:
                buffer.append(byte)
                offset += 1
            }
        }
    }

    /// Reads a number as written (the cursor is on its `-` or first digit).
    mutating func number() throws -> String {
        let start = offset
        if isAt("-") { offset += 1 }
        if isAt("0") {
            offset += 1
            if let byte = current, Self.isDigit(byte) {
                throw error("a number cannot start with 0 followed by digits")
            }
        } else {
            try digits(after: "'-'")
        }
        if isAt(".") {
            offset += 1
            try digits(after: "'.'")
        }
        if isAt("e") || isAt("E") {
            offset += 1
            if isAt("+") || isAt("-") { offset += 1 }
            try digits(after: "the exponent")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// Decodes the escape the cursor is on (its `\`) into `buffer`.
    private mutating func escape(into buffer: inout [UInt8]) throws {
        offset += 1
        if let byte = current, let replacement = Self.simpleEscapes[byte] {
            offset += 1
            buffer.append(replacement)
            return
        }
        guard isAt("u") else {
            throw error(
                "\(found) cannot follow '\\' in a string: use \\\", \\\\, \\/, \\b, \\f, \\n, "
                    + "\\r, \\t or \\uXXXX")
        }
        var value = try hexQuad()
        if (0xD800...0xDBFF).contains(value) {
            let lowSurrogate =
                "\\u\(String(value, radix: 16)) needs a low surrogate \\uDC00-\\uDFFF"
            guard bytes[offset...].starts(with: "\\u".utf8) else { throw error(lowSurrogate) }
            offset += 1
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw error(lowSurrogate) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("\\u\(String(value, radix: 16)) is a lone surrogate, not a character")
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// The four hex digits after `\u` (the cursor is on the `u`).
    private mutating func hexQuad() throws -> UInt32 {
        offset += 1
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw error("expected four hex digits after \\u, found \(found)")
            }
            value = value << 4 + digit
            offset += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Moves past one or more digits.
    private mutating func digits(after what: String) throws {
        guard let byte = current, Self.isDigit(byte) else {
            throw error("expected a digit after \(what), found \(found)")
        }
        while let byte = current, Self.isDigit(byte) { offset += 1 }
    }
}
