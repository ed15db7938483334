import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI

/// Issue 37, item 6, as each shell sees it: records whose names hold a newline, a tab or an
/// escape give no candidate, and split none, in bash, zsh and fish running their scripts with
/// the built binary.
@Suite("Completion scripts with hostile record names")
struct CompletionScriptHostileTests {
    /// The project-with-modules golden with records named to break a shell's candidates.
    private func project() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        for name in ["Pay\nments", "Pro\tfile", "Pwn\u{1B}[2J", "P\u{202E}ay"] {
            try app.write(".viper-gen/modules/\(name).json", "{}\n")
        }
        return app
    }

    /// Whether `text` holds a control character other than the newlines between lines.
    private func holdsControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            $0 != "\n" && ($0.properties.generalCategory == .control || $0 == "\u{202E}")
        }
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "bash")))
    func bash() throws {
        let app = try project()
        let script = TestRun.run(["completion", "bash"], in: app.url).out
        let run = try ProgramRun.run(
            "bash",
            [
                "-c",
                script + "\nCOMP_WORDS=(viper-gen remove P); COMP_CWORD=2; _viper_gen\n"
                    + "printf '%s\\n' \"${COMPREPLY[@]}\"",
            ], in: app.url)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Payments\nProfile\n", "\(run.out)")
        #expect(!holdsControl(run.out))
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "zsh")))
    func zsh() throws {
        let app = try project()
        let script = TestRun.run(["completion", "zsh"], in: app.url).out
        // compadd belongs to zsh's completion system: a stand-in prints what it is given.
        let standIns = """
            compdef() { : }
            compadd() { [[ $1 == -S ]] && shift 2; shift; for c in "$@"; do print -r -- "$c"; done }

            """
        let run = try ProgramRun.run(
            "zsh",
            [
                "-f", "-c",
                standIns + script + "\nwords=(viper-gen remove P); CURRENT=3; _viper-gen",
            ],
            in: app.url)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Payments\nProfile\n", "\(run.out)")
        #expect(!holdsControl(run.out))
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "fish")))
    func fish() throws {
        let app = try project()
        try app.write("viper-gen.fish", TestRun.run(["completion", "fish"], in: app.url).out)
        let run = try ProgramRun.run(
            "fish",
            ["--no-config", "-c", "source viper-gen.fish; complete -C 'viper-gen remove P'"],
            in: app.url)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Payments\nProfile\n", "\(run.out)")
        #expect(!holdsControl(run.out))
    }
}
