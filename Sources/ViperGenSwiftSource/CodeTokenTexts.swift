/// Makes the texts and keys of code tokens for `SwiftSource`, reusing the string of a short
/// token met before: keywords and punctuation recur thousands of times in a large app file, and
/// a string for each costs more than the rest of its reading.
struct CodeTokenTexts {
    /// Recently met texts of up to six bytes, each in the slot its key hashes to.
    private var slots = [(bits: UInt64, text: String)](repeating: (0, ""), count: 512)

    /// The text and key of the code token at `span` of `lexer`'s text.
    mutating func token(at span: SwiftLexer.Span, of lexer: SwiftLexer) -> (
        text: String, key: TokenKey
    ) {
        let range = span.range
        guard lexer.bytes[range.lowerBound] != UInt8(ascii: "`") else {
            // An identifier in backticks: its text is not its bytes.
            let text = lexer.text(of: span)
            return (text, TokenKey(text))
        }
        let key = lexer.bytes.withUnsafeBytes {
            TokenKey(UnsafeRawBufferPointer(rebasing: $0[range]))
        }
        guard key.isExact else { return (lexer.text(of: span), key) }
        let slot = Int(truncatingIfNeeded: (key.bits &* 0x9E37_79B9_7F4A_7C15) >> 55)
        if slots[slot].bits == key.bits { return (slots[slot].text, key) }
        let text = lexer.text(of: span)
        slots[slot] = (key.bits, text)
        return (text, key)
    }
}
