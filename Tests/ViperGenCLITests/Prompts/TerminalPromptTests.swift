import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenSystem
import ViperGenTestSupport

/// Issue 24: at a terminal, `module`, `service` and `project` ask for a missing name and, with
/// `--interactive`, for every popup option left at its default; the built binary is run with a
/// pseudo-terminal as its standard input and error, and the generated tree is checked.
@Suite("Prompts at a terminal", .serialized)
struct TerminalPromptTests {
    private let backspace = "\u{7F}"

    @Test(.enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals are used on Linux"))
    func aNameTypedWithATypoAndAPickedPopupValueMakeTheProject() throws {
        let folder = try TemporaryFolder("viper-gen-pty")
        let session = try TerminalSession.run(
            ["project", "-i", "--template", "generic", "-q", "--date", "2026-12-02"], in: folder,
            steps: [
                ("Project name? (Return to stop", "Shopx" + backspace + "ping\r"),
                ("Which one? Type 1-2 (Return takes SwiftTesting", "2\r"),
            ])
        #expect(session.status == 0, "\(session.shown)")
        #expect(session.shown.contains("tests: The test library of the generated tests"))
        #expect(session.shown.contains("  1. SwiftTesting\r\n  2. XCTest\r\n"), "\(session.shown)")
        let tests = try folder.read("Shopping/Tests/ShoppingTests/ShoppingTests.swift")
        #expect(tests.contains("import XCTest"), "\(tests)")
        #expect(!tests.contains("import Testing"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Shoppingx")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("Shopx")))
        #expect(session.modes.before == session.modes.after)
        // Negative control: the terminal was in raw mode while the name was typed.
        #expect(session.modes.atPrompt != session.modes.before)
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals are used on Linux"))
    func returnTakesThePopupsDefault() throws {
        let folder = try TemporaryFolder("viper-gen-pty")
        let session = try TerminalSession.run(
            ["project", "Shop", "--interactive", "--template", "generic", "-q"], in: folder,
            steps: [("Which one?", "\r")])
        #expect(session.status == 0, "\(session.shown)")
        let tests = try folder.read("Shop/Tests/ShopTests/ShopTests.swift")
        #expect(tests.contains("import Testing"), "\(tests)")
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals are used on Linux"))
    func aRefusedNameIsSaidAsForAnArgumentAndAskedAgain() throws {
        let folder = try TemporaryFolder("viper-gen-pty")
        let session = try TerminalSession.run(
            ["module", "-q"], in: folder,
            steps: [("Module name?", "Pay/ments\r"), ("Module name?", "Payments\r")])
        #expect(session.status == 0, "\(session.shown)")
        let typedArgument = TestRun.run(["module", "Pay/ments"], in: folder.url)
        let refusal = try #require(typedArgument.err.split(separator: "\n").first)
        #expect(session.shown.contains(refusal.dropFirst("Error: ".count)), "\(session.shown)")
        #expect(
            FileManager.default.fileExists(atPath: folder.path("Payments/View/PaymentsView.swift")))
    }

    @Test(
        .enabled(if: PseudoTerminal.isAvailable, "pseudo-terminals are used on Linux"),
        arguments: [
            ("\u{04}", Int32(64), "Input ended at the question about the module name"),
            ("Pay\u{03}", Int32(130), "Interrupted at the question about the module name"),
            ("\r", Int32(64), "No answer to the question about the module name"),
        ])
    func ctrlDCtrlCOrAnEmptyAnswerStopWithNothingWritten(
        keys: String, status: Int32, message: String
    ) throws {
        let folder = try TemporaryFolder("viper-gen-pty")
        let session = try TerminalSession.run(
            ["module"], in: folder, steps: [("Module name?", keys)])
        #expect(session.status == status, "\(session.shown)")
        #expect(session.shown.contains(message + "; nothing was written."), "\(session.shown)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(session.modes.before == session.modes.after)
    }

    @Test func withoutATerminalAMissingNameIsStillAUsageError() throws {
        let folder = try TemporaryFolder("viper-gen-pty")
        let run = try ProgramRun.run("env", ["viper-gen", "module"], in: folder.url)
        #expect(run.status == 64)
        #expect(
            run.err == """
                Error: Missing expected argument '<name>', e.g. viper-gen module Payments.
                USAGE: viper-gen module <name> ... [<options>]
                See 'viper-gen module --help' for more information.

                """)
        let interactive = try ProgramRun.run(
            "env", ["viper-gen", "module", "Payments", "-i"], in: folder.url)
        #expect(interactive.status == 64)
        #expect(
            interactive.err.hasPrefix("Error: --interactive asks at a terminal"),
            "\(interactive.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                !$0.hasPrefix(".")
            }.isEmpty)
    }
}
