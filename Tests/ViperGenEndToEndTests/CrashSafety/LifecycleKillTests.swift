import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenProject
@testable import ViperGenSystem

/// Issue 23: `remove`, `rename` and `check --fix` killed after one of their file-system changes
/// (in this process; every one with `VIPER_GEN_KILL_EVERY_STEP=1`), or with SIGKILL (the built
/// binary), leave the app, once the next run has recovered it, byte for byte as before the
/// command or as after it: module, app files, project file and records alike.
@Suite("Crash safety: lifecycle commands killed")
struct LifecycleKillTests {
    /// Runs `arguments` in `app` on `fileSystem`; whatever it throws is the simulated death.
    private func run(_ arguments: [String], in app: URL, on fileSystem: any FileSystem) {
        var environment = TestRun.environment(in: app)
        environment.fileSystem = fileSystem
        _ = ViperGenTool.run(
            arguments: arguments, environment: environment, console: CapturedConsole().console)
    }

    /// The app `kind` starts from and the app after the command ran to the end.
    private func beforeAndAfter(_ kind: LifecycleKillCase) throws
        -> (start: TemporaryFolder, before: DirectorySnapshot, after: DirectorySnapshot)
    {
        let start = try kind.startingApp()
        let finished = try LifecycleKillCase.copy(of: start)
        let run = TestRun.run(kind.arguments, in: finished.url)
        try #require(run.code == .success, "\(run.err)")
        let before = try DirectorySnapshot(of: start.path)
        let after = try DirectorySnapshot(of: finished.path)
        try #require(after != before)
        return (start, before, after)
    }

    /// The kill points tried out of `0...steps`: every one when `VIPER_GEN_KILL_EVERY_STEP` is
    /// set, else about a dozen spread over the run and its last, so the suite stays fast (a
    /// rename makes some 80 changes, about half of them in its commit).
    private static func killPoints(of steps: Int) -> [Int] {
        if ProcessInfo.processInfo.environment["VIPER_GEN_KILL_EVERY_STEP"] != nil {
            return Array(0...steps)
        }
        let spread = Array(stride(from: 0, through: steps, by: max(1, steps / 12)))
        return spread.last == steps ? spread : spread + [steps]
    }

    @Test(arguments: LifecycleKillCase.allCases)
    func killsSpreadOverTheRunEndBeforeOrAfter(_ kind: LifecycleKillCase) throws {
        let (start, before, after) = try beforeAndAfter(kind)
        let counter = FreezingFileSystem()
        run(kind.arguments, in: try LifecycleKillCase.copy(of: start).url, on: counter)
        let steps = counter.changeCount
        try #require(steps > 5, "the run made \(steps) changes")

        try KillPointTrials.expectEachEndsBeforeOrAfter(
            killPoints: Self.killPoints(of: steps), of: steps, before: before, after: after,
            trial: { try LifecycleKillCase.copy(of: start).url },
            run: { run(kind.arguments, in: $0, on: $1) })
    }

    /// The short form of `KILL_COMMAND=… Tests/Scripts/kill-harness.sh`: the built binary
    /// killed with SIGKILL at instants spread over one run's life, then `check` recovers.
    @Test(arguments: LifecycleKillCase.allCases)
    func theBinaryKilledEndsBeforeOrAfterOnceCheckRecovered(_ kind: LifecycleKillCase) throws {
        let (start, before, after) = try beforeAndAfter(kind)
        let timed = try LifecycleKillCase.copy(of: start)
        let began = Date()
        let finished = try LaunchedBinary.run(kind.arguments, in: timed.url)
        try #require(finished.exitStatus == 0, "\(finished)")
        let span = Date().timeIntervalSince(began)

        var killed = 0
        let attempts = 6
        for attempt in 0..<attempts {
            let trial = try LifecycleKillCase.copy(of: start)
            let binary = try LaunchedBinary(kind.arguments, in: trial.url)
            usleep(useconds_t(span * 1_000_000 * Double(attempt) / Double(attempts)))
            kill(binary.processID, SIGKILL)
            if binary.wait().killingSignal == SIGKILL { killed += 1 }
            let check = try LaunchedBinary.run(["check", "-q"], in: trial.url)
            #expect(check.exitStatus == 0 || check.exitStatus == 1, "\(check)")
            let result = try DirectorySnapshot(of: trial.path)
            #expect(result == before || result == after, "attempt \(attempt): \(check.err)")
        }
        #expect(killed > 0, "no run was killed before it finished")
    }
}
