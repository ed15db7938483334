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
