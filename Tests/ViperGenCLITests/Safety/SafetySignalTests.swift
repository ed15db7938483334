import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT sent to the built binary: the output folder then holds nothing new or
/// the whole project, never part of one, and no staging folder; interrupted writes exit
/// 128 + signal.
@Suite("Safety: signals end to end")
struct SafetySignalTests {
    private static let attempts = 30

    private func signalName(_ signal: Int32) -> String { SignalNumber.name(of: signal) }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func signalInTheWriteWindowRollsBackOrFindsTheWriteDone(signal: Int32) throws {
        let reference = try ReferenceProject.snapshot()
        var interrupted = 0
        for _ in 0..<Self.attempts where interrupted < 3 {
            let output = try GuardedFolder()
            let binary = try LaunchedBinary(ReferenceProject.arguments, in: output.url)
            let caught = WriteWindow.signal(signal, to: binary, whenStagingIn: output.url)
            let outcome = binary.wait()
            #expect(WriteWindow.stagingFolders(in: output.url).isEmpty, "\(output.listing)")
            if caught && outcome.exitStatus == 128 + signal {
                interrupted += 1
                #expect(
                    outcome.err == "Error: Interrupted by \(signalName(signal)); nothing was "
                        + "written (all changes were rolled back).\n")
                #expect(output.isUnchanged, "\(output.listing)")
            } else {
                #expect(outcome.exitStatus == 0, "\(outcome)")
                #expect(try DirectorySnapshot(of: output.url.path + "/Shop") == reference)
            }
        }
        #expect(interrupted > 0, "no run was caught in its write window")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func signalAtAnyTimeLeavesNothingOrTheWholeProject(signal: Int32) throws {
        let reference = try ReferenceProject.snapshot()
        for attempt in 0..<14 {
            let output = try GuardedFolder()
            let binary = try LaunchedBinary(ReferenceProject.arguments, in: output.url)
            usleep(useconds_t(attempt * 15_000))
            kill(binary.processID, signal)
            let outcome = binary.wait()
            #expect(WriteWindow.stagingFolders(in: output.url).isEmpty, "\(output.listing)")
            let shop = output.url.appendingPathComponent("Shop").path
            if FileManager.default.fileExists(atPath: shop) {
                #expect(try DirectorySnapshot(of: shop) == reference, "\(outcome)")
            } else {
                #expect(output.isUnchanged, "\(output.listing)")
                #expect(outcome.exitStatus != 0, "\(outcome)")
            }
        }
    }

    @Test func cancelledWritesMapToTheSignalExitCodes() {
        let console = CapturedConsole()
        #expect(
            ViperGenTool.report(OutputError.cancelled(signal: SIGINT), console: console.console)
                == .interrupted)
        #expect(
            ViperGenTool.report(OutputError.cancelled(signal: SIGTERM), console: console.console)
                == .terminated)
        #expect(ExitCode.interrupted.rawValue == 130 && ExitCode.terminated.rawValue == 143)
        #expect(
            console.err == "Error: Interrupted by SIGINT; nothing was written (all changes were "
                + "rolled back).\nError: Interrupted by SIGTERM; nothing was written (all changes "
                + "were rolled back).\n")
    }
}
