/// A code token's text packed in 64 bits, so queries over every token of a large file compare
/// integers instead of strings.
///
/// A text of up to six UTF-8 bytes is packed whole (`exact`): equal keys then mean equal texts.
/// A longer one keeps its length and its first and last three bytes, so different keys still
/// mean different texts, but equal keys need the texts compared. A literal or comment has the
/// key `literal`, which no code text has.
struct TokenKey: Hashable, Sendable {
    /// The packed bits: bit 63 set for code, bit 62 set when the text is not packed whole.
    let bits: UInt64

    /// The key of a string literal or comment, equal to no text's key.
    static var literal: TokenKey { TokenKey(bits: 0) }

    /// The key of `{`.
    static var openBrace: TokenKey { punctuation("{") }
    /// The key of `}`.
    static var closeBrace: TokenKey { punctuation("}") }
    /// The key of `(`.
    static var openParenthesis: TokenKey { punctuation("(") }
    /// The key of `)`.
    static var closeParenthesis: TokenKey { punctuation(")") }
    /// The key of `[`.
    static var openBracket: TokenKey { punctuation("[") }
    /// The key of `]`.
    static var closeBracket: TokenKey { punctuation("]") }

    /// The key of the one-character code token `character`, made without a string.
    private static func punctuation(_ character: Unicode.Scalar) -> TokenKey {
        TokenKey(bits: 1 << 63 | 1 << 48 | UInt64(character.value))
    }

    /// The key with `bits`.
    private init(bits: UInt64) {
        self.bits = bits
    }

    /// The key of the code token spelled `text`.
    init(_ text: String) {
        var text = text
        self = text.withUTF8 { TokenKey(UnsafeRawBufferPointer($0)) }
    }

    /// The key of the code token spelled by the UTF-8 `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        var payload: UInt64 = 0
        if count <= 6 {
            for byte in bytes { payload = payload << 8 | UInt64(byte) }
            bits = 1 << 63 | UInt64(count) << 48 | payload
        } else {
            payload = UInt64(bytes[0]) << 40 | UInt64(bytes[1]) << 32 | UInt64(bytes[2]) << 24
            payload |= UInt64(bytes[count - 3]) << 16 | UInt64(bytes[count - 2]) << 8
            payload |= UInt64(bytes[count - 1])
            bits = 1 << 63 | 1 << 62 | UInt64(count & 0x3FFF) << 48 | payload
        }
    }

    /// Whether equal keys mean equal texts.
    var isExact: Bool { bits & (1 << 62) == 0 }
}
