/// The line being typed at a prompt, edited as a terminal in raw mode sends its bytes: UTF-8
/// text, Backspace (one character, a whole grapheme cluster), Ctrl-U, Ctrl-A, Ctrl-E, the left
/// and right arrows, Delete, Return, Ctrl-C and Ctrl-D.
///
/// Every escape sequence is read whole (``EscapeSequenceReader``): the editing keys act, the
/// others (function keys, a pasted OSC title, ...) are ignored, and none of their bytes becomes
/// text. Bytes that are not UTF-8 are left out of the text and remembered
/// (``hasMalformedText``), so the prompt can say so and ask again.
public struct LineEditor: Sendable, Equatable {
    /// What the line looks like now.
    public private(set) var text = ""
    /// How many characters (grapheme clusters) of `text` lie before the cursor.
    public private(set) var cursor = 0
    /// Whether bytes that are not UTF-8 were typed (and left out of `text`).
    public private(set) var hasMalformedText = false
    /// The bytes of a character still arriving.
    private var pending: [UInt8] = []
    /// The escape sequence still arriving, if any.
    private var escape: EscapeSequenceReader? = nil

    /// An empty line.
    public init() {}

    /// Takes one byte; the line when Return ends it, the user's stop, or nil while editing.
    public mutating func take(_ byte: UInt8) -> TypedLine? {
        if escape != nil { return takeEscape(byte) }
        if !pending.isEmpty || byte >= 0x80 { return takeUTF8(byte) }
        switch byte {
        case 0x0D, 0x0A: return .line(text)
        case 0x03: return .interrupted
        case 0x04: return text.isEmpty ? .ended : nil
        case 0x7F, 0x08: deleteBeforeCursor()
        case 0x15: replace(0..<cursor, with: "")
        case 0x01: cursor = 0
        case 0x05: cursor = text.count
        case 0x1B: escape = EscapeSequenceReader()
        case 0x20..<0x7F: insert(Character(Unicode.Scalar(byte)))
        default: break
        }
        return nil
    }

    /// What redraws the line after `promptLine` (the prompt's last line): back to the start of
    /// the line, the prompt and the text, the rest of the line erased, then the prompt and the
    /// text before the cursor again, which leaves the cursor where it belongs whatever the
    /// characters' widths.
    public func rendering(after promptLine: String) -> String {
        "\r" + promptLine + text + "\u{1B}[K\r" + promptLine + String(text.prefix(cursor))
    }

    /// Takes one byte of an escape sequence: when it ends, the arrows, Home, End and Delete
    /// act and every other sequence is ignored; a key that ends it unfinished is taken as typed.
    private mutating func takeEscape(_ byte: UInt8) -> TypedLine? {
        guard let step = escape?.take(byte) else { return nil }
        switch step {
        case .pending: return nil
        case .abandoned(let key):
            escape = nil
            return take(key)
        case .finished(let final, let parameters, let introducer):
            escape = nil
            guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
                return nil
            }
            act(onKey: final, parameters: parameters)
            return nil
        }
    }

    /// Does what the editing key whose sequence ends in `final` does.
    private mutating func act(onKey final: UInt8, parameters: String) {
        switch (final, parameters) {
        case (UInt8(ascii: "C"), _): cursor = min(cursor + 1, text.count)
        case (UInt8(ascii: "D"), _): cursor = max(cursor - 1, 0)
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"): cursor = 0
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"): cursor = text.count
        case (UInt8(ascii: "~"), "3"):
            if cursor < text.count { replace(cursor..<cursor + 1, with: "") }
        default: break
        }
    }

    /// Takes one byte of a UTF-8 character; a complete one is inserted, a malformed one left
    /// out and remembered.
    private mutating func takeUTF8(_ byte: UInt8) -> TypedLine? {
        if !pending.isEmpty, byte & 0xC0 != 0x80 {
            pending = []
            hasMalformedText = true
            return take(byte)
        }
        pending.append(byte)
        let lead = pending[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0 else {
            pending = []
            hasMalformedText = true
            return nil
        }
        guard pending.count == length else { return nil }
        let bytes = pending
        pending = []
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            insert(scalar)
        } else {
            hasMalformedText = true
        }
        return nil
    }

    /// Inserts `scalar` at the cursor; a combining mark joins the character before it.
    private mutating func insert(_ scalar: Unicode.Scalar) {
        let before = String(text.prefix(cursor)) + String(scalar)
        text = before + text.dropFirst(cursor)
        cursor = before.count
    }

    /// Inserts `character` at the cursor.
    private mutating func insert(_ character: Character) {
        for scalar in character.unicodeScalars { insert(scalar) }
    }

    /// Removes the character before the cursor.
    private mutating func deleteBeforeCursor() {
        guard cursor > 0 else { return }
        replace(cursor - 1..<cursor, with: "")
    }

    /// Replaces the characters at `range` (offsets in characters) with `replacement`; the
    /// cursor goes to the replacement's end.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let before = String(text.prefix(range.lowerBound)) + replacement
        text = before + text.dropFirst(range.upperBound)
        cursor = before.count
    }
}
