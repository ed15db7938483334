import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// A report that cannot be printed (a full disk, a closed pipe) never crashes viper-gen and
/// never undoes its work: it exits 74 (EX_IOERR).
@Suite("Crash safety: stdout and stderr failures")
struct OutputFailureTests {
    private static let flags = "--author 'Jane Appleseed' --date 2026-12-02"

    @Test func helpToAFullDeviceExits74WithoutCrashing() throws {
        let folder = try TemporaryFolder("viper-gen-full")
        let outcome = try ShellRun.run("\"$0\" --help > /dev/full", in: folder.url)
        #expect(outcome.exitStatus == 74, "\(outcome)")
        #expect(outcome.err.contains("could not be written to standard output"))
    }

    @Test func moduleToAFullDeviceKeepsItsFilesAndExits74() throws {
        let folder = try TemporaryFolder("viper-gen-full")
        let outcome = try ShellRun.run(
            "\"$0\" module Payments \(Self.flags) > /dev/full", in: folder.url)
        #expect(outcome.exitStatus == 74, "\(outcome)")
        #expect(outcome.err.contains("The command itself succeeded; its files were written."))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.path("Payments/View/PaymentsView.swift")))
    }

    @Test func aJSONDocumentToAFullDeviceIsAJSONErrorOnStderr() throws {
        let folder = try TemporaryFolder("viper-gen-full")
        let outcome = try ShellRun.run(
            "\"$0\" module Payments --json \(Self.flags) > /dev/full", in: folder.url)
        #expect(outcome.exitStatus == 74, "\(outcome)")
        let document = try JSONDocument(outcome.err)
        #expect(document.int("error.exitCode") == 74, "\(outcome)")
        #expect(document.string("error.kind") == "outputFailed", "\(outcome)")
        #expect(outcome.err.contains("The command itself succeeded; its files were written."))
    }

    @Test func aClosedPipeIsAnErrorNotASignal() throws {
        let folder = try TemporaryFolder("viper-gen-pipe")
        // The reader is gone before viper-gen writes: EPIPE, never SIGPIPE's exit 141.
        let outcome = try ShellRun.run(
            "{ sleep 0.3; \"$0\" project MyApp \(Self.flags); } | true; "
                + "echo \"status ${PIPESTATUS[0]}\"", in: folder.url)
        #expect(outcome.out == "status 74\n", "\(outcome)")
        #expect(FileManager.default.fileExists(atPath: folder.path("MyApp/Package.swift")))
    }

    @Test func aFileSizeLimitRollsBackWithAMessage() throws {
        let folder = try TemporaryFolder("viper-gen-ulimit")
        let outcome = try ShellRun.run(
            "ulimit -f 1; \"$0\" project MyApp \(Self.flags)", in: folder.url)
        #expect(outcome.exitStatus == 73, "\(outcome)")
        #expect(outcome.err.contains("the file is too large (file size limit)"), "\(outcome)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
