import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// When `--author` or the project config names the author, the built binary starts no child
/// process: a `git` first on PATH that leaves a marker file shows whether git was asked.
@Suite("Built binary: no git when the author is known")
struct KnownAuthorTests {
    /// A folder whose `bin/git` writes `marker` and prints a user name, and the `env` prefix
    /// that puts it first on the binary's PATH.
    private struct MarkingGit {
        let folder: TemporaryFolder
        var marker: URL { folder.appending("git-was-run") }
        var prefix: [String] { ["/usr/bin/env", "PATH=\(folder.path("bin")):/usr/bin:/bin"] }

        init() throws {
            folder = try TemporaryFolder("viper-gen-git")
            try folder.write(
                "bin/git", "#!/bin/sh\ntouch '\(folder.path("git-was-run"))'\necho 'Git Person'\n")
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: folder.path("bin/git"))
        }
    }

    /// The author line of the generated `Payments` view below `folder`.
    private func authorLine(below folder: URL) throws -> String {
        let paths =
            FileManager.default.enumerator(atPath: folder.path)?
            .compactMap { $0 as? String } ?? []
        let view = try #require(paths.first { $0.hasSuffix("/PaymentsView.swift") })
        let text = try String(contentsOf: folder.appendingPathComponent(view), encoding: .utf8)
        return try #require(text.split(separator: "\n").first { $0.contains("Created by") })
            .description
    }

    @Test func authorFlagMeansGitIsNotRun() throws {
        let git = try MarkingGit()
        let output = try TemporaryFolder()
        let run = try LaunchedBinary.run(
            ["module", "Payments", "-q", "--author", "Flag Person", "--date", "2026-12-02"],
            in: output.url, prefix: git.prefix)
        #expect(run.exitStatus == 0, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: git.marker.path))
        #expect(try authorLine(below: output.url).contains("Flag Person"))
    }

    @Test func projectConfigAuthorMeansGitIsNotRunAndWins() throws {
        let git = try MarkingGit()
        let output = try TemporaryFolder()
        let flags = ["-q", "--date", "2026-12-02"]
        let made = try LaunchedBinary.run(
            ["project", "MyApp", "--author", "Config Person"] + flags, in: output.url,
            prefix: git.prefix)
        #expect(made.exitStatus == 0, "\(made.err)")
        let config = try output.read("MyApp/.viper-gen.json")
        #expect(config.contains("\"author\" : \"Config Person\""))

        let run = try LaunchedBinary.run(
            ["module", "Payments"] + flags, in: output.appending("MyApp"), prefix: git.prefix)
        #expect(run.exitStatus == 0, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: git.marker.path))
        #expect(try authorLine(below: output.appending("MyApp")).contains("Config Person"))
    }

    @Test func anIDETemplateMacrosAuthorMeansGitIsNotRun() throws {
        let git = try MarkingGit()
        let output = try TemporaryFolder()
        try output.write(
            "UserData/IDETemplateMacros.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>FULLUSERNAME</key><string>Macro Person</string>
            </dict></plist>
            """)
        let run = try LaunchedBinary.run(
            ["module", "Payments", "-q", "--date", "2026-12-02"], in: output.url,
            prefix: git.prefix + ["VIPER_GEN_XCODE_USERDATA=\(output.path("UserData"))"])
        #expect(run.exitStatus == 0, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: git.marker.path))
        #expect(try authorLine(below: output.url).contains("Macro Person"))
    }

    /// The negative control: with no author given, the same PATH does run the marking git.
    @Test func unknownAuthorAsksTheMarkingGit() throws {
        let git = try MarkingGit()
        let output = try TemporaryFolder()
        let run = try LaunchedBinary.run(
            ["module", "Payments", "-q", "--date", "2026-12-02"], in: output.url,
            prefix: git.prefix)
        #expect(run.exitStatus == 0, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: git.marker.path))
        #expect(try authorLine(below: output.url).contains("Git Person"))
    }
}
