#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads one line typed at the terminal: shows a prompt on standard error and edits the answer
/// with a ``LineEditor`` on standard input in raw mode, which is always put back before it
/// returns, and before a terminating signal ends the process.
///
/// An answer with bytes that are not UTF-8 is not returned: the prompt says so and reads the
/// line again.
public enum TerminalPrompt {
    /// Shows `prompt` (its last line is redrawn while the answer is edited) and reads the line.
    public static func read(after prompt: String) -> TypedLine {
        let promptLine = String(
            prompt.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let saved = TerminalMode(of: standardInput)
        let isRaw = saved?.enterRaw() ?? false
        let mode = isRaw ? saved : nil
        SignalTrap.shared.arm(catching: signals)
        defer {
            mode?.restore()
            SignalTrap.shared.disarm()
        }
        StandardStream.error.write(Array(prompt.utf8))
        var editor = LineEditor()
        while true {
            guard let byte = readByte(restoring: mode) else {
                StandardStream.error.write(Array("\n".utf8))
                return editor.text.isEmpty || editor.hasMalformedText ? .ended : .line(editor.text)
            }
            let before = editor
            if let typed = editor.take(byte) {
                if typed == .interrupted { StandardStream.error.write(Array("^C".utf8)) }
                StandardStream.error.write(Array("\n".utf8))
                guard case .line = typed, editor.hasMalformedText else { return typed }
                // Part of the answer would be lost: say so and ask again.
                StandardStream.error.write(Array((malformedAnswer + "\n" + promptLine).utf8))
                editor = LineEditor()
                continue
            }
            if isRaw, editor != before {
                StandardStream.error.write(Array(echo(of: editor, after: before, promptLine).utf8))
            }
        }
    }

    /// What is said when an answer held bytes that are not UTF-8, before it is asked again.
    public static let malformedAnswer =
        "That answer held bytes that are not UTF-8 text, so it was not taken; type it again."

    /// The signals that would end the process while it waits for an answer.
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// What shows `editor`'s line, which was `before`: the new text alone when it was typed at
    /// the end, else the whole line redrawn.
    private static func echo(of editor: LineEditor, after before: LineEditor, _ promptLine: String)
        -> String
    {
        let old = before.text.unicodeScalars
        let new = editor.text.unicodeScalars
        guard before.cursor == before.text.count, editor.cursor == editor.text.count,
            new.starts(with: old)
        else { return editor.rendering(after: promptLine) }
        return String(String.UnicodeScalarView(new.dropFirst(old.count)))
    }

    /// Standard input's descriptor.
    private static let standardInput: Int32 = 0

    /// The next byte of standard input, or nil at its end or on an error.
    ///
    /// While it waits, a terminating signal puts the terminal's `mode` back and then ends the
    /// process as it would have without the prompt; an ignored one changes nothing.
    private static func readByte(restoring mode: TerminalMode?) -> UInt8? {
        var byte: UInt8 = 0
        while true {
            if let signal = SignalTrap.shared.caught {
                mode?.restore()
                SignalTrap.shared.disarm()
                _ = kill(getpid(), signal)
                SignalTrap.shared.arm(catching: signals)
                mode?.enterRaw()
            }
            let count = systemRead(standardInput, &byte)
            if count == 1 { return byte }
            // In raw mode a read returns nothing after a tenth of a second without input.
            if count == 0, mode != nil, isatty(standardInput) == 1 { continue }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            return nil
        }
    }
}

/// The C library's `read` of one byte, named apart from ``TerminalPrompt/read(after:)``.
private func systemRead(_ descriptor: Int32, _ byte: UnsafeMutablePointer<UInt8>) -> Int {
    read(descriptor, byte, 1)
}
