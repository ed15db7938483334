import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

/// Issue 37: at a prompt, an answer with bytes that are not UTF-8 is not silently cut down to
/// what is left: the prompt says so and asks again; a terminal escape sequence typed or pasted
/// there (a function key, an OSC title, a long colour sequence) is consumed whole and ignored,
/// so none of its bytes becomes part of the answer.
@Suite("Bytes typed at a prompt", .serialized)
struct PromptInputTests {
    private let modulePath = "Payments/View/PaymentsView.swift"

    /// ESC, then `text`, then `end`.
    private static func escape(_ text: String, end: [UInt8] = []) -> [UInt8] {
        [0x1B] + Array(text.utf8) + end
    }

    /// An OSC title ended by BEL and one ended by ST, a long CSI (colours), F5, F1 (SS3), DCS.
    static let sequences: [[UInt8]] = [
        escape("]0;PWNED", end: [0x07]), escape("]2;PWNED", end: [0x1B, 0x5C]),
        escape("[38;5;196;48;5;21m"), escape("[15~"), escape("OP"),
        escape("P1$r0m", end: [0x1B, 0x5C]),
    ]

    @Test(.enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals are used on Linux"))
    func anAnswerThatIsNotUTF8IsSaidAndAskedAgain() throws {
        let folder = try TemporaryFolder("viper-gen-pty")
        let session = try TerminalSession.run(
            ["module", "-q"], in: folder,
            bytes: [
                ("Module name?", Array("Pay".utf8) + [0xFF, 0xFE] + Array("ments\r".utf8)),
                ("type it again.", Array("Payments\r".utf8)),
            ])
        #expect(session.status == 0, "\(session.shown)")
        #expect(session.shown.contains(TerminalPrompt.malformedAnswer), "\(session.shown)")
        #expect(FileManager.default.fileExists(atPath: folder.path(modulePath)))
        #expect(session.modes.before == session.modes.after)
    }

    @Test(
        .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals are used on Linux"),
        arguments: Self.sequences)
    func anEscapeSequenceIsConsumedWhole(sequence: [UInt8]) throws {
        let folder = try TemporaryFolder("viper-gen-pty")
        let session = try TerminalSession.run(
            ["module", "-q"], in: folder,
            bytes: [("Module name?", Array("Pay".utf8) + sequence + Array("ments\r".utf8))])
        #expect(session.status == 0, "\(session.shown)")
        #expect(FileManager.default.fileExists(atPath: folder.path(modulePath)), "\(session.shown)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                !$0.hasPrefix(".")
            } == ["Payments"])
    }
}
