import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Invisible and text-direction characters (Unicode category Cf) are refused wherever a value
/// comes from, as control characters are: written into a header they make code read
/// differently from what it does ("Trojan Source").
@Suite("Safety: format characters in values", .alsoOnAPFS)
struct FormatCharacterTests {
    @Test func anAuthorInTheProjectConfigWithABidiOverrideIsRefused() throws {
        let folder = try ProjectConfigFixture(author: "Jane\u{202E}eoD").write()
        let before = try DirectorySnapshot(of: folder.path)
        let run = TestRun.run(["module", "Payments", "--date", "2026-12-02"], in: folder.url)
        #expect(run.code == .usage)
        #expect(
            run.err.contains("author 'Jane\\u{202E}eoD' contains U+202E RIGHT-TO-LEFT OVERRIDE"),
            "\(run.err)")
        #expect(!run.err.unicodeScalars.contains("\u{202E}"), "echoed raw")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func aGitUserNameWithAZeroWidthSpaceIsRefused() throws {
        let output = try GuardedFolder()
        var environment = TestRun.environment(in: output.url)
        environment.gitUserName = { "Ja\u{200B}ne" }
        let captured = CapturedConsole()
        let code = ViperGenTool.run(
            arguments: ["module", "Payments", "--date", "2026-12-02"], environment: environment,
            console: captured.console)
        #expect(code == .usage)
        #expect(captured.err.contains("contains U+200B ZERO WIDTH SPACE"), "\(captured.err)")
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func aFileHeaderWithAnIsolateIsRefused() throws {
        let (folder, app, variables) = try XcodeTemplateFixtures.macrosWorkspace()
        defer { withExtendedLifetime(folder) {} }
        let file = app.appendingPathComponent(
            "MyApp.xcodeproj/xcshareddata/IDETemplateMacros.plist")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>FILEHEADER</key><string> Access \u{2066}granted\u{2069}
            </string></dict></plist>
            """.utf8
        ).write(to: file)
        let run = TestRun.run(
            [
                "module", "Payments", "--template", "Screen", "--author", "Jane", "--date",
                "2026-12-02",
            ], in: app, variables: variables)
        #expect(run.code == .usage)
        #expect(run.err.contains("contains U+2066 LEFT-TO-RIGHT ISOLATE"), "\(run.err)")
        #expect(
            !FileManager.default.fileExists(atPath: app.appendingPathComponent("Payments").path))
    }
}
