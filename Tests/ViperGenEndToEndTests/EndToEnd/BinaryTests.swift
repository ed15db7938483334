import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Runs the real executable: help and version on stdout, errors on stderr, exit statuses, and
/// the same bytes as the in-process run.
@Suite("Built binary")
struct BinaryTests {
    @Test func helpMatchesTheSnapshotAndExitsZero() throws {
        let folder = try TemporaryFolder()
        let run = try LaunchedBinary.run(["--help"], in: folder.url)
        #expect(run.exitStatus == 0)
        #expect(run.err.isEmpty)
        try GoldenTree.assertMatches(text: run.out, golden: "help/viper-gen.txt")
        let moduleHelp = try LaunchedBinary.run(["module", "-h"], in: folder.url)
        #expect(moduleHelp.exitStatus == 0)
        try GoldenTree.assertMatches(text: moduleHelp.out, golden: "help/module.txt")
    }

    @Test func versionPrintsOnStdout() throws {
        let folder = try TemporaryFolder()
        let run = try LaunchedBinary.run(["--version"], in: folder.url)
        #expect(run.exitStatus == 0)
        #expect(run.out == HelpText.version + "\n")
    }

    @Test func usageErrorExits64WithUsageOnStderr() throws {
        let folder = try TemporaryFolder()
        let run = try LaunchedBinary.run(["service"], in: folder.url)
        #expect(run.exitStatus == 64)
        #expect(run.out.isEmpty)
        #expect(
            run.err == """
                Error: Missing expected argument '<name>', e.g. viper-gen service Network.
                USAGE: viper-gen service <name> ... [<options>]
                See 'viper-gen service --help' for more information.

                """)
    }

    @Test func errorsAreNotColouredWhenNotATerminal() throws {
        let folder = try TemporaryFolder()
        let run = try LaunchedBinary.run(
            ["module", "../x"], in: folder.url, environment: ["TERM": "xterm"])
        #expect(run.exitStatus == 64)
        #expect(!run.err.contains("\u{1B}["))
    }

    @Test func conflictExits73() throws {
        let folder = try TemporaryFolder()
        let flags = ["--author", "A", "--date", "2026-12-02"]
        #expect(
            try LaunchedBinary.run(["module", "Payments"] + flags, in: folder.url).exitStatus == 0)
        let again = try LaunchedBinary.run(["module", "Payments"] + flags, in: folder.url)
        #expect(again.exitStatus == 73)
        #expect(again.err.hasPrefix("Error: The module Payments already exists"))
    }

    @Test func binaryWritesTheSameBytesAsTheLibrary() throws {
        let viaBinary = try TemporaryFolder()
        let viaLibrary = try TemporaryFolder()
        let run = try LaunchedBinary.run(
            ["project", "MyApp"] + TestRun.fixedFlags, in: viaBinary.url)
        #expect(run.exitStatus == 0, "\(run.err)")
        #expect(run.out.contains("Creating MyApp/Sources/MyApp/RootApp.swift\n"))
        _ = TestRun.run(["project", "MyApp"] + TestRun.fixedFlags, in: viaLibrary.url)
        #expect(
            try GoldenTree.files(under: viaBinary.url) == GoldenTree.files(under: viaLibrary.url))
    }

    @Test func sourceDateEpochFixesTheDate() throws {
        let folder = try TemporaryFolder()
        let run = try LaunchedBinary.run(
            ["service", "Clock", "--author", "A"], in: folder.url,
            environment: ["SOURCE_DATE_EPOCH": "1796204800"])
        #expect(run.exitStatus == 0, "\(run.err)")
        let file = folder.appending("ClockService/ClockService.swift")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Created by A on 12/2/26."))
    }
}
