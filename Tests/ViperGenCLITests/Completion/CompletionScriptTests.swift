import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI

/// `viper-gen completion zsh|bash|fish`: the scripts as printed, and as each shell runs them
/// with the built binary answering `__complete`.
@Suite("Completion scripts")
struct CompletionScriptTests {
    @Test(arguments: CompletionShell.allCases)
    func scriptMatchesItsGolden(shell: CompletionShell) throws {
        let run = TestRun.run(["completion", shell.rawValue], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .success)
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(
            text: run.out, golden: "completion/viper-gen.\(shell.rawValue)")
    }

    @Test func anUnknownOrMissingShellIsAUsageError() {
        let wrong = TestRun.run(["completion", "zhs"], in: URL(fileURLWithPath: "/"))
        #expect(wrong.code == .usage)
        #expect(wrong.out.isEmpty)
        #expect(
            wrong.err.hasPrefix(
                "Error: Unknown shell 'zhs'. Did you mean 'zsh'? Choose one of: zsh, bash, fish.\n"
                    + "USAGE: viper-gen completion zsh | bash | fish\n"), "\(wrong.err)")
        let missing = TestRun.run(["completion"], in: URL(fileURLWithPath: "/"))
        #expect(missing.code == .usage)
        #expect(missing.err.hasPrefix("Error: Missing shell, e.g. viper-gen completion zsh."))
        let extra = TestRun.run(["completion", "zsh", "bash"], in: URL(fileURLWithPath: "/"))
        #expect(extra.code == .usage)
    }

    /// A project with the `tested` template (a `tests` popup) and the modules and services of
    /// the project-with-modules golden.
    private func project() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        try app.write(
            ".viper-gen/templates/tested/TemplateInfo.plist", CompletionFixtures.testedTemplate)
        try app.write(".viper-gen/templates/tested/___FILEBASENAME___.swift", "// x\n")
        try app.write(
            ".viper-gen/templates/Two Words/TemplateInfo.plist", CompletionFixtures.testedTemplate)
        return app
    }

    /// COMPREPLY after bash's function runs with `words` as COMP_WORDS (bash splits `=` off
    /// as a word of its own), the last being completed.
    private func bashReplies(_ words: [String], in folder: URL) throws -> [String] {
        let script = TestRun.run(["completion", "bash"], in: folder).out
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let run = try ProgramRun.run(
            "bash",
            [
                "-c",
                script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _viper_gen\n"
                    + "printf '%s\\n' \"${COMPREPLY[@]}\"",
            ], in: folder)
        #expect(run.status == 0, "\(run.err)")
        return run.out.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "bash")))
    func bashCompletesWithTheBinary() throws {
        let app = try project()
        #expect(try bashReplies(["viper-gen", "mod"], in: app.url) == ["module"])
        #expect(
            try bashReplies(["viper-gen", "remove", "P"], in: app.url) == ["Payments", "Profile"])
        #expect(
            try bashReplies(["viper-gen", "module", "X", "--sk"], in: app.url) == [
                "--skip-existing"
            ])
        let set = ["viper-gen", "module", "X", "--template", "tested", "--set"]
        #expect(try bashReplies(set + ["te"], in: app.url) == ["tests="])
        #expect(try bashReplies(set + ["tests", "="], in: app.url) == ["SwiftTesting", "XCTest"])
        #expect(try bashReplies(set + ["tests", "=", "X"], in: app.url) == ["XCTest"])
        let afterEquals = try bashReplies(
            ["viper-gen", "module", "X", "--template", "="], in: app.url)
        #expect(afterEquals.contains("swiftui") && afterEquals.contains("tested"), "\(afterEquals)")
        #expect(
            try bashReplies(["viper-gen", "module", "X", "--template", "=", "ui"], in: app.url)
                == ["uikit", "uikit-module"])
        // Issue 37: each command is offered its own kind of template only.
        #expect(
            try bashReplies(["viper-gen", "project", "X", "--template", "=", "ui"], in: app.url)
                == ["uikit", "uikit-project"])
        #expect(
            try bashReplies(["viper-gen", "service", "X", "--template", "s"], in: app.url)
                == ["service"])
        #expect(
            try bashReplies(["viper-gen", "module", "X", "-o", "Sour"], in: app.url)
                == ["Sources"])
        #expect(try bashReplies(["viper-gen", "bogus", ""], in: app.url).isEmpty)
        #expect(
            try bashReplies(["viper-gen", "module", "X", "--template", "Two"], in: app.url)
                == ["Two\\ Words"])
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "zsh")))
    func zshCompletesWithTheBinary() throws {
        let app = try project()
        let script = TestRun.run(["completion", "zsh"], in: app.url).out
        #expect(try ProgramRun.run("zsh", ["-n"], in: app.url, input: script).status == 0)
        // compadd, _files and compdef belong to zsh's completion system, which runs only in an
        // interactive shell: stand-ins print what they are given.
        let standIns = """
            compdef() { : }
            compadd() { local s=' '; [[ $1 == -S ]] && { s=$2; shift 2 }; shift; \
            for c in "$@"; do print -r -- "${c}|${s}"; done }
            _files() { print -r -- "_files $*" }

            """
        func replies(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
            let run = try ProgramRun.run(
                "zsh",
                [
                    "-f", "-c",
                    standIns + script
                        + "\nwords=(\(quoted)); CURRENT=\(words.count); _viper-gen",
                ], in: app.url)
            #expect(run.status == 0, "\(run.err)")
            return run.out.split(separator: "\n").map(String.init)
        }
        #expect(try replies(["viper-gen", "ren"]) == ["rename| "])
        #expect(try replies(["viper-gen", "update", "Net"]) == ["NetworkService| "])
        let set = ["viper-gen", "module", "X", "--template", "tested", "--set"]
        #expect(try replies(set + [""]) == ["tests=|", "withMocks=|"])
        #expect(try replies(set + ["tests="]) == ["tests=SwiftTesting| ", "tests=XCTest| "])
        #expect(
            try replies(["viper-gen", "module", "X", "--template", "uikit"])
                == ["uikit| ", "uikit-module| "])
        #expect(try replies(["viper-gen", "service", "X", "--template", "s"]) == ["service| "])
        #expect(try replies(["viper-gen", "apply", ""]) == ["_files "])
        #expect(try replies(["viper-gen", "init", ""]) == ["_files -/"])
        #expect(try replies(["viper-gen", "module", "-o", ""]) == ["_files -/"])
    }

    @Test(.enabled(if: ProgramRun.runsTests(needing: "fish")))
    func fishCompletesWithTheBinary() throws {
        let app = try project()
        let script = TestRun.run(["completion", "fish"], in: app.url).out
        try app.write("viper-gen.fish", script)
        #expect(try ProgramRun.run("fish", ["-n", app.path("viper-gen.fish")]).status == 0)
        func replies(_ line: String) throws -> [String] {
            let run = try ProgramRun.run(
                "fish",
                [
                    "--no-config", "-c",
                    "source viper-gen.fish; complete -C '\(line)'",
                ], in: app.url)
            #expect(run.status == 0, "\(run.err)")
            return run.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        #expect(try replies("viper-gen tem") == ["templates"])
        #expect(try replies("viper-gen remove Pro") == ["Profile"])
        #expect(
            try replies("viper-gen module X --template tested --set tests=")
                == ["tests=SwiftTesting", "tests=XCTest"])
        #expect(
            try replies("viper-gen module X --template uikit") == ["uikit", "uikit-module"])
        #expect(try replies("viper-gen service X --template s") == ["service"])
        #expect(try replies("viper-gen module X -o Sour") == ["Sources/"])
        #expect(try replies("viper-gen module X --output=Sour") == ["--output=Sources/"])
    }
}
