import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 37, item 5: on every command that takes `--json`, an error is one JSON object on
/// stdout (`{"error": {...}}` with its message, exit code, kind and code) and stderr stays empty:
/// usage errors, a bad `.viper-gen.json` and the command's own refusals alike.
@Suite("--json: errors as JSON on stdout")
struct ErrorJSONTests {
    /// The commands whose option table has `--json`, with arguments that get past the parser.
    static let commands: [[String]] = [
        ["project", "Demo"], ["module", "Payments"], ["service", "Network"], ["apply"],
        ["init"], ["remove", "Payments"], ["rename", "Payments", "Billing"], ["update"],
        ["outdated"], ["check"], ["templates", "list"],
    ]

    /// Runs `arguments` in `folder` without and with `--json`: the JSON run must exit as the
    /// plain one does, print nothing on stderr and one error object of the documented shape on
    /// stdout, whose exit code, kind and code are the ones given; returns it.
    @discardableResult
    private func error(
        _ arguments: [String], in folder: URL, code: ExitCode, kind: String,
        errorCode: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> JSONDocument {
        let plain = TestRun.run(arguments, in: folder)
        #expect(plain.code == code, "\(plain.err)", sourceLocation: sourceLocation)
        let run = TestRun.run(arguments + ["--json"], in: folder)
        #expect(run.code == code, "\(run.out)", sourceLocation: sourceLocation)
        #expect(run.err.isEmpty, "\(run.err)", sourceLocation: sourceLocation)
        #expect(
            try JSONShape.documented("error").problems(with: run.out) == [], "\(run.out)",
            sourceLocation: sourceLocation)
        let document = try JSONDocument(run.out, sourceLocation: sourceLocation)
        #expect(
            document.int("error.exitCode") == Int(code.rawValue), sourceLocation: sourceLocation)
        #expect(document.string("error.kind") == kind, sourceLocation: sourceLocation)
        #expect(document.string("error.code") == errorCode, sourceLocation: sourceLocation)
        let message = try #require(document.string("error.message"), sourceLocation: sourceLocation)
        #expect(
            plain.err.contains(message.components(separatedBy: "\n")[0]), "\(plain.err)",
            sourceLocation: sourceLocation)
        #expect(
            (document["error.usage"] != nil) == (code == .usage), sourceLocation: sourceLocation)
        return document
    }

    @Test(arguments: commands)
    func anUnknownOptionIsAJSONUsageError(command: [String]) throws {
        let folder = try TemporaryFolder("viper-gen-json-errors")
        let document = try error(
            command + ["--bogus"], in: folder.url, code: .usage, kind: "usage",
            errorCode: "usage.unknownOption")
        let usage = try #require(document.string("error.usage"))
        #expect(usage.hasPrefix("USAGE: viper-gen \(command[0]) "), "\(usage)")
    }

    @Test(arguments: commands)
    func aBadConfigIsAJSONError(command: [String]) throws {
        guard !["project", "templates", "init"].contains(command[0]) else { return }
        let folder = try TemporaryFolder("viper-gen-json-errors")
        try folder.write(".viper-gen.json", "{ \"projectName\": \"App\", }\n")
        try error(
            command, in: folder.url, code: .badTemplate, kind: "badInput",
            errorCode: "project.malformedConfig")
        try FileManager.default.removeItem(atPath: folder.path(".viper-gen.json"))
        try folder.makeDirectory(".viper-gen.json")
        try error(
            command, in: folder.url, code: .badTemplate, kind: "badInput",
            errorCode: "project.unreadableConfig")
    }

    @Test func missingArgumentsAreJSONUsageErrors() throws {
        let folder = try TemporaryFolder("viper-gen-json-errors")
        for arguments in [["remove"], ["rename", "Payments"], ["module"]] {
            try error(
                arguments, in: folder.url, code: .usage, kind: "usage",
                errorCode: "usage.missingArgument")
        }
        try error(
            ["outdated", "Payments"], in: folder.url, code: .usage, kind: "usage",
            errorCode: "usage.unexpectedArgument")
        try error(
            ["remove", "Payments", "-q", "-v"], in: folder.url, code: .usage, kind: "usage",
            errorCode: "usage.contradictoryOptions")
        try error(
            ["check", "--dry-run"], in: folder.url, code: .usage, kind: "usage",
            errorCode: "usage.invalidArgument")
        try error(
            ["update", "--quiet=yes"], in: folder.url, code: .usage, kind: "usage",
            errorCode: "usage.unexpectedValue")
        // Before the command, -q and -v are the command's own: still its JSON.
        try error(
            ["-q", "remove"], in: folder.url, code: .usage, kind: "usage",
            errorCode: "usage.missingArgument")
    }

    @Test func outsideAProjectTheLifecycleCommandsSayItInJSON() throws {
        let folder = try TemporaryFolder("viper-gen-json-errors")
        for arguments in [
            ["remove", "Payments"], ["rename", "Payments", "Billing"], ["update"], ["outdated"],
            ["check"],
        ] {
            try error(
                arguments, in: folder.url, code: .usage, kind: "usage", errorCode: "notInProject")
        }
    }

    @Test func theLifecycleCommandsRefusalsAreJSON() throws {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        let unknown = try error(
            ["remove", "Nope"], in: app.url, code: .usage, kind: "usage",
            errorCode: "remove.unknown")
        #expect(unknown.string("error.message")?.contains("Nope") == true)
        try error(
            ["rename", "Payments", "2fa"], in: app.url, code: .usage, kind: "usage",
            errorCode: "rename.invalidName")
        #expect(try DirectorySnapshot(of: app.path) == before)
        let view = "Sources/MyApp/Classes/Modules/Payments/View/PaymentsView.swift"
        try app.write(view, try app.read(view) + "// edited\n")
        let edited = try DirectorySnapshot(of: app.path)
        try error(
            ["remove", "Payments"], in: app.url, code: .cannotCreate, kind: "cannotCreate",
            errorCode: "remove.edited")
        #expect(try DirectorySnapshot(of: app.path) == edited)
        #expect(before != edited)
    }

    @Test func checksFindingsAreItsDocumentAndNoErrorFollows() throws {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        try FileManager.default.removeItem(
            atPath: app.path("Sources/MyApp/Classes/Modules/Payments/View/PaymentsView.swift"))

        let run = TestRun.run(["check", "--json"], in: app.url)

        #expect(run.code == .failure)
        #expect(run.err.isEmpty, "\(run.err)")
        let document = try JSONDocument(run.out)
        #expect(document.bool("consistent") == false)
        #expect(document["error"] == nil)
    }

    @Test func anArgumentThatIsNotUTF8IsAJSONErrorToo() throws {
        let folder = try TemporaryFolder("viper-gen-json-errors")
        let run = try ShellRun.run(#""$0" remove "$(printf 'Pay\377')" --json"#, in: folder.url)
        #expect(run.exitStatus == 65, "\(run)")
        #expect(run.err.isEmpty, "\(run.err)")
        let document = try JSONDocument(run.out)
        #expect(document.string("error.kind") == "badInput")
        #expect(document.string("error.code") == "nonUTF8Path")
        #expect(document.string("error.message")?.contains(#"'Pay\xFF'"#) == true, "\(run.out)")
    }

    @Test func theErrorNamesAreStable() {
        #expect(
            ErrorName.code(of: ProjectError.malformedConfig(file: "f", reason: "r"))
                == "project.malformedConfig")
        #expect(
            ErrorName.code(of: UsageError("m", command: nil, reason: .unknownOption))
                == "usage.unknownOption")
        #expect(
            ErrorName.code(of: NotInProjectError(command: "remove", folder: "/"))
                == "notInProject")
        let question = Question(setting: "style", flag: "--style")
        #expect(
            ErrorName.code(of: UnansweredQuestionError(question: question, reason: .noAnswer))
                == "unansweredQuestion.noAnswer")
        #expect(ErrorName.code(of: RemoveError.edited(files: [])) == "remove.edited")
        #expect(ErrorName.kind(of: .badTemplate) == "badInput")
        #expect(ErrorName.kind(of: .terminated) == "interrupted")
    }
}
