import Testing

@testable import ViperGenSystem

/// The line editor of the terminal prompts, fed the bytes a terminal in raw mode sends, without a
/// terminal: Backspace removes one character (a whole grapheme cluster, however many bytes and
/// scalars), Ctrl-U the text before the cursor, the arrows move, Return, Ctrl-C and Ctrl-D end.
@Suite("Line editor")
struct LineEditorTests {
    /// The editor after `bytes`, and what ended the line, if anything did.
    private func typed(_ bytes: [UInt8]) -> (editor: LineEditor, ending: TypedLine?) {
        var editor = LineEditor()
        for byte in bytes {
            if let ending = editor.take(byte) { return (editor, ending) }
        }
        return (editor, nil)
    }

    /// The bytes of `text`.
    private func keys(_ text: String) -> [UInt8] { Array(text.utf8) }

    private let backspace: [UInt8] = [0x7F]
    private let left: [UInt8] = [0x1B, 0x5B, 0x44]
    private let right: [UInt8] = [0x1B, 0x5B, 0x43]

    @Test func returnEndsTheLineAsTyped() {
        #expect(typed(keys("Profile\r")).ending == .line("Profile"))
        #expect(typed(keys("Pro file\n")).ending == .line("Pro file"))
        #expect(typed(keys("\r")).ending == .line(""))
        #expect(typed(keys("Prof")).ending == nil)
    }

    @Test func backspaceRemovesOneCharacterWhateverItsBytes() {
        #expect(typed(keys("Profx") + backspace + keys("ile\r")).ending == .line("Profile"))
        #expect(typed(keys("Profx") + [0x08] + keys("ile\r")).ending == .line("Profile"))
        // é is two bytes, ☕️ two scalars (six bytes), 🇫🇷 two regional indicators (eight
        // bytes), e + U+0301 a combining mark: each goes with one Backspace.
        for character in ["é", "☕️", "🇫🇷", "e\u{301}"] {
            #expect(typed(keys("Caf" + character) + backspace + keys("\r")).ending == .line("Caf"))
            #expect(typed(keys("Caf" + character)).editor.cursor == 4, "\(character)")
        }
        #expect(typed(backspace + keys("A\r")).ending == .line("A"))
    }

    @Test func ctrlURemovesTheTextBeforeTheCursor() {
        #expect(typed(keys("Wrong") + [0x15] + keys("Right\r")).ending == .line("Right"))
        #expect(
            typed(keys("WrongRight") + left + left + left + left + left + [0x15] + keys("\r"))
                .ending == .line("Right"))
    }

    @Test func theArrowsHomeEndAndDeleteMoveAndEdit() {
        #expect(
            typed(keys("Prfile") + left + left + left + left + keys("o\r")).ending
                == .line("Profile"))
        #expect(typed(keys("ab") + left + left + right + keys("X\r")).ending == .line("aXb"))
        #expect(
            typed(keys("bc") + [0x01] + keys("a") + [0x05] + keys("d\r")).ending == .line("abcd"))
        #expect(
            typed(keys("abc") + [0x1B, 0x5B, 0x48] + [0x1B, 0x5B, 0x33, 0x7E] + keys("\r")).ending
                == .line("bc"))
        #expect(typed(keys("é") + left + left + right + right + keys("!\r")).ending == .line("é!"))
        // An unknown sequence (F5) is dropped whole.
        #expect(
            typed(keys("a") + [0x1B, 0x5B, 0x31, 0x35, 0x7E] + keys("b\r")).ending == .line("ab"))
    }

    @Test func ctrlCInterruptsAndCtrlDEndsOnlyAnEmptyLine() {
        #expect(typed(keys("Pro") + [0x03]).ending == .interrupted)
        #expect(typed([0x04]).ending == .ended)
        #expect(typed(keys("Pro") + [0x04] + keys("\r")).ending == .line("Pro"))
    }

    @Test func malformedUTF8AndOtherControlBytesAreDropped() {
        #expect(
            typed([0xFF] + keys("a") + [0xC3] + keys("b") + [0x07, 0x00] + keys("\r")).ending
                == .line("ab"))
        #expect(typed([0xE2, 0x98] + keys("\r")).ending == .line(""))
    }

    @Test func theRenderingRedrawsTheLineAndLeavesTheCursorInPlace() {
        let editor = typed(keys("Profile") + left + left).editor
        #expect(editor.rendering(after: "Name? ") == "\rName? Profile\u{1B}[K\rName? Profi")
        #expect(LineEditor().rendering(after: "> ") == "\r> \u{1B}[K\r> ")
    }
}

/// Issue 37: escape sequences are read whole, whatever their length, and bytes that are not
/// UTF-8 are remembered so the prompt can ask again.
@Suite("Line editor: escapes and malformed bytes")
struct LineEditorEscapeTests {
    /// The editor after `bytes`, and what ended the line, if anything did.
    private func typed(_ bytes: [UInt8]) -> (editor: LineEditor, ending: TypedLine?) {
        var editor = LineEditor()
        for byte in bytes {
            if let ending = editor.take(byte) { return (editor, ending) }
        }
        return (editor, nil)
    }

    private func keys(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// ESC, then `text`, then `end`.
    private static func escape(_ text: String, end: [UInt8] = []) -> [UInt8] {
        [0x1B] + Array(text.utf8) + end
    }

    private static let bell: [UInt8] = [0x07]
    private static let terminator: [UInt8] = [0x1B, 0x5C]

    /// An OSC title, an OSC link, a long CSI, a modified arrow, a bracketed paste mark, SS3 F1,
    /// DCS, APC, a character-set escape and Alt-x.
    static let sequences: [[UInt8]] = [
        escape("]0;title", end: bell), escape("]8;;https://example.com", end: terminator),
        escape("[38;5;196;48;5;21m"), escape("[1;5A"), escape("[200~"), escape("OP"),
        escape("P1$r0m", end: terminator), escape("_apc", end: terminator), escape("(B"),
        escape("x"),
    ]

    @Test(arguments: sequences)
    func everySequenceIsConsumedWhole(sequence: [UInt8]) {
        let result = typed(keys("ab") + sequence + keys("cd\r"))
        #expect(result.ending == .line("abcd"))
        #expect(!result.editor.hasMalformedText)
    }

    @Test func editingKeysStillActAndSS3HomeAndEndToo() {
        #expect(typed(keys("bc") + [0x1B, 0x4F, 0x48] + keys("a\r")).ending == .line("abc"))
        #expect(
            typed(keys("ab") + [0x1B, 0x4F, 0x48] + [0x1B, 0x4F, 0x46] + keys("c\r")).ending
                == .line("abc"))
        // A bracketed paste keeps the pasted text and drops its marks.
        #expect(
            typed([0x1B] + keys("[200~Pay") + [0x1B] + keys("[201~ments\r")).ending
                == .line("Payments"))
    }

    @Test func returnAndCtrlCEndAnUnfinishedSequence() {
        #expect(typed(keys("ab") + [0x1B, 0x5B, 0x31] + keys("\r")).ending == .line("ab"))
        #expect(typed(keys("ab") + [0x1B] + keys("]0;never ended\r")).ending == .line("ab"))
        #expect(typed(keys("ab") + [0x1B, 0x5B] + [0x03]).ending == .interrupted)
        #expect(typed(keys("ab") + [0x1B] + keys("\r")).ending == .line("ab"))
        // An ESC inside an OSC starts a new sequence, which then acts.
        #expect(
            typed(keys("bc") + [0x1B] + keys("]0;x") + [0x1B, 0x5B, 0x48] + keys("a\r")).ending
                == .line("abc"))
    }

    /// A lone invalid byte, a lead byte cut short (by a letter, by Return), an overlong
    /// encoding, a surrogate, a lone continuation byte and a five-byte lead.
    static let malformed: [[UInt8]] = [
        [0xFF], [0xC3, 0x62], [0xE2, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80],
        [0xF8, 0x88, 0x80, 0x80],
    ]

    @Test(arguments: malformed)
    func bytesThatAreNotUTF8AreRemembered(bytes: [UInt8]) {
        let result = typed(keys("a") + bytes + keys("\r"))
        #expect(result.editor.hasMalformedText, "\(bytes)")
        #expect(result.ending != nil)
    }

    @Test func validTextIsNotMalformed() {
        let result = typed(keys("Café ☕️ 🇫🇷 e\u{301}\r"))
        #expect(result.ending == .line("Café ☕️ 🇫🇷 e\u{301}"))
        #expect(!result.editor.hasMalformedText)
    }
}
