import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenSystem
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 24: what a generating command asks when someone can answer (the terminal stood in for
/// by the environment's `ask`), and that an answer goes through the same checks as the
/// argument or the `--set` it stands for.
@Suite("Questions of a generating run")
struct QuestionRunTests {
    /// Runs `viper-gen <arguments>` in `folder` with `templates`, answering with `answer`; the
    /// questions asked, in order.
    private func run(
        _ arguments: [String], in folder: URL, templates: (any TemplateSource)? = nil,
        variables: [String: String] = [:], answer: @escaping @Sendable (Question) -> String?
    ) -> (run: TestRun, asked: [Question]) {
        var environment = TestRun.environment(in: folder, variables: variables)
        if let templates { environment.templates = templates }
        let asked = Locked<[Question]>([])
        environment.ask = TestRun.answering { question in
            asked.withValue { $0.append(question) }
            return answer(question)
        }
        let captured = CapturedConsole()
        let code = ViperGenTool.run(
            arguments: arguments + TestRun.fixedFlags, environment: environment,
            console: captured.console)
        return (TestRun(code: code, out: captured.out, err: captured.err), asked.value)
    }

    @Test func aMissingNameIsAskedFor() throws {
        let folder = try TemporaryFolder("viper-gen-ask")
        let (run, asked) = self.run(["module", "-q"], in: folder.url) { _ in "Payments" }
        #expect(run.code == .success, "\(run.err)")
        #expect(asked == [Question(setting: "module name", flag: "viper-gen module <name>")])
        #expect(
            FileManager.default.fileExists(atPath: folder.path("Payments/View/PaymentsView.swift")))
    }

    @Test func aMissingNameIsLeftToTheRunWhichRefusesItWithoutATerminal() throws {
        #expect(
            try CommandLineParser.parse(["module"])
                == .run(ViperGenTool.Module(options: GenerateOptions(names: []))))
        let folder = try GuardedFolder()
        let run = TestRun.run(["module", "--dry-run"], in: folder.url)
        #expect(run.code == .usage)
        #expect(
            run.err == """
                Error: Missing expected argument '<name>', e.g. viper-gen module Payments.
                USAGE: viper-gen module <name> ... [<options>]
                See 'viper-gen module --help' for more information.

                """)
        #expect(folder.isUnchanged, "\(folder.listing)")
    }

    @Test func aNameRefusedThreeTimesEndsWithTheArgumentsOwnError() throws {
        let folder = try GuardedFolder()
        let (run, asked) = self.run(["service"], in: folder.url) { _ in "Net/work" }
        let typed = TestRun.run(["service", "Net/work"] + TestRun.fixedFlags, in: folder.url)
        #expect(typed.code == .usage)
        #expect(run.code == typed.code)
        let refusal = typed.err.prefix { $0 != "\n" }.dropFirst("Error: ".count)
        #expect(run.err == "\(refusal)\n\(refusal)\n" + typed.err, "\(run.err)")
        #expect(asked.count == 3)
        #expect(folder.isUnchanged, "\(folder.listing)")
    }

    @Test func aRequiredOptionWithoutAValueIsAskedForAndChecked() throws {
        let folder = try TemporaryFolder("viper-gen-ask")
        let (run, asked) = self.run(
            ["module", "Payments", "-q"], in: folder.url,
            templates: BadTemplateFixtures.source("missing-required-option")
        ) { _ in "on" }
        #expect(run.code == .success, "\(run.err)")
        #expect(asked.map(\.setting) == ["feature"])
        #expect(asked.first?.choices == [])
        #expect(asked.first?.defaultChoice == nil)
        #expect(asked.first?.flag == "--set feature=<value>")
    }

    @Test func interactiveAsksEachPopupLeftAtItsDefaultWithItsChoices() throws {
        let folder = try TemporaryFolder("viper-gen-ask")
        let (run, asked) = self.run(
            ["module", "Payments", "--template", "Screen", "-i", "-q"], in: folder.url,
            variables: XcodeTemplateFixtures.xcodeVariables
        ) { _ in "XIB" }
        #expect(run.code == .success, "\(run.err)")
        #expect(
            asked == [
                Question(
                    setting: "interface", problem: "How the screen's view is built",
                    choices: ["SwiftUI", "Storyboard", "XIB"], defaultChoice: "SwiftUI",
                    flag: "--set interface=<value>")
            ])
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(listing.contains { $0.hasSuffix(".xib") }, "\(listing)")
        // Given with --set, or without --interactive, the popup is not asked for.
        for arguments in [["-i", "--set", "interface=XIB"], []] {
            let quiet = try TemporaryFolder("viper-gen-ask")
            let (given, none) = self.run(
                ["module", "Payments", "--template", "Screen", "-q"] + arguments, in: quiet.url,
                variables: XcodeTemplateFixtures.xcodeVariables
            ) { _ in nil }
            #expect(given.code == .success, "\(given.err)")
            #expect(none.isEmpty)
        }
    }

    @Test func aWrongPopupAnswerIsRefusedAsTheSetWouldBe() throws {
        let folder = try GuardedFolder()
        let (run, asked) = self.run(
            ["module", "Payments", "--template", "Screen", "-i"], in: folder.url,
            variables: XcodeTemplateFixtures.xcodeVariables
        ) { _ in "storyboard" }
        let set = TestRun.run(
            ["module", "Payments", "--template", "Screen", "--set", "interface=storyboard"]
                + TestRun.fixedFlags, in: folder.url,
            variables: XcodeTemplateFixtures.xcodeVariables)
        #expect(run.code == .usage)
        #expect(asked.count == 3)
        #expect(run.err.hasSuffix(set.err), "\(run.err)")
        #expect(folder.isUnchanged, "\(folder.listing)")
    }

    @Test func withJSONNothingIsAsked() throws {
        let folder = try GuardedFolder()
        let (run, asked) = self.run(["module", "--json"], in: folder.url) { _ in "Payments" }
        #expect(run.code == .usage, "\(run.err)")
        #expect(
            try JSONDocument(run.out).string("error.message")?.hasPrefix(
                "Missing expected argument '<name>'") == true, "\(run.out)")
        #expect(asked.isEmpty)
        let (both, none) = self.run(["module", "A", "-i", "--json"], in: folder.url) { _ in "x" }
        #expect(both.code == .usage)
        #expect(
            try JSONDocument(both.out).string("error.message")
                == "--interactive and --json contradict each other: choose one.", "\(both.out)")
        #expect(none.isEmpty)
        #expect(folder.isUnchanged, "\(folder.listing)")
    }

    @Test func aStopAtTheNameWritesNothing() throws {
        let folder = try GuardedFolder()
        let (run, _) = self.run(["project"], in: folder.url) { _ in nil }
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: No answer to the question about the project name; nothing was written. "
                    + "viper-gen project <name> gives it without asking.\n"), "\(run.err)")
        #expect(folder.isUnchanged, "\(folder.listing)")
    }
}
