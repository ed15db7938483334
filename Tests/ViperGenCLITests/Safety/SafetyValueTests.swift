import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Values with control characters or line separators, from flags, the project config or the
/// environment, exit 64 naming their source, the character and the fix, and write nothing:
/// written into generated code they would end a comment and turn the rest into code.
@Suite("Safety: values end to end", .alsoOnAPFS)
struct SafetyValueTests {
    private static let why =
        ": viper-gen writes it into generated source, where a line break or control character "
        + "could end a comment or string literal and turn the rest into code. "
    /// The reason given for a format character (Cf): bidi controls, zero-width characters.
    private static let whyFormat =
        ": viper-gen writes it into generated source, where an invisible or text-direction "
        + "character makes code read differently from what it does (\"Trojan Source\"). "

    @Test(arguments: ValueRefusalCase.all)
    func flagValueWithAControlCharacterExits64(refusal: ValueRefusalCase) throws {
        let output = try GuardedFolder()
        let run = TestRun.run(
            [refusal.command, "Payments"] + refusal.arguments + ["--date", "2026-12-02"],
            in: output.url)
        #expect(run.code == .usage)
        #expect(
            run.err.strippingUsage
                == "Error: \(refusal.shown) contains \(refusal.character)"
                + (refusal.isFormatCharacter ? Self.whyFormat : Self.why)
                + "\(refusal.fix)\n")
        #expect(run.out.isEmpty)
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func organizationInTheProjectConfigCannotInjectCode() throws {
        let config = ProjectConfigFixture(organization: "Acme\nlet pwned = 1\n//")
        let folder = try config.write()
        let before = try DirectorySnapshot(of: folder.path)
        let run = TestRun.run(
            ["module", "Payments", "--author", "Jane", "--date", "2026-12-02"], in: folder.url)
        let file = folder.path(ProjectConfig.fileName)
        #expect(run.code == .usage)
        #expect(
            run.err.strippingUsage
                == "Error: \(file): organization 'Acme\\nlet pwned = 1\\n//' contains U+000A "
                + "LINE FEED\(Self.why)Remove the character from organization in \(file).\n")
        #expect(run.out.isEmpty)
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test(arguments: [
        ProjectConfigFixture(author: "Jane\rlet x = 1"),
        ProjectConfigFixture(projectName: "MyApp\nlet x = 1"),
        ProjectConfigFixture(style: "swiftui\u{1B}[2J"),
        ProjectConfigFixture(modulesPath: "Sources/\nModules"),
    ])
    func everyStringInTheProjectConfigIsChecked(config: ProjectConfigFixture) throws {
        let folder = try config.write()
        let before = try DirectorySnapshot(of: folder.path)
        let run = TestRun.run(["module", "Payments", "--author", "Jane"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: \(folder.path(ProjectConfig.fileName)): "))
        #expect(run.err.contains("Remove the character from "), "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func gitUserNameWithANewlineIsRefused() throws {
        let output = try GuardedFolder()
        var environment = TestRun.environment(in: output.url)
        environment.gitUserName = { "Jane\nlet pwned = 1" }
        let captured = CapturedConsole()
        let code = ViperGenTool.run(
            arguments: ["module", "Payments"], environment: environment,
            console: captured.console)
        #expect(code == .usage)
        #expect(
            captured.err.strippingUsage
                == "Error: git config user.name 'Jane\\nlet pwned = 1' contains U+000A LINE "
                + "FEED\(Self.why)Set a one-line name with git config user.name, or pass "
                + "--author.\n")
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func xcodeProjectNameWithANewlineIsRefused() throws {
        let output = try GuardedFolder()
        let project = "App\nlet pwned = 1.xcodeproj"
        try FileManager.default.createDirectory(
            at: output.url.appendingPathComponent(project), withIntermediateDirectories: true)
        let before = try DirectorySnapshot(of: output.url.path)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: output.url)
        #expect(run.code == .usage)
        #expect(run.err.contains("'App\\nlet pwned = 1' contains U+000A LINE FEED"), "\(run.err)")
        #expect(try DirectorySnapshot(of: output.url.path) == before)
    }

    @Test func quotesBackslashesAndNonASCIIAreKept() throws {
        let output = try GuardedFolder()
        let run = TestRun.run(
            [
                "module", "Payments", "--author", #"Zoë "Z" O'Neil \ Jr"#, "--organization",
                #"Acme "Labs" \(x) Co"#, "--date", "2026-12-02",
            ], in: output.url)
        #expect(run.code == .success, "\(run.err)")
        let view = try String(
            contentsOf: output.url.appendingPathComponent("Payments/View/PaymentsView.swift"),
            encoding: .utf8)
        #expect(view.contains(#"//  Created by Zoë "Z" O'Neil \ Jr on 12/2/26."#), "\(view)")
        #expect(
            view.contains(#"//  Copyright © 2026 Acme "Labs" \(x) Co. All rights reserved."#),
            "\(view)")
    }
}
