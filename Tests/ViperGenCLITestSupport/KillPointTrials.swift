import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

/// The trials of a run killed after one of its file-system changes, shared by the crash
/// safety tests of generation and of the lifecycle commands.
package enum KillPointTrials {
    /// Runs a command killed after each of `killPoints` (out of its `steps` changes), each time
    /// in a fresh folder from `makeTrial`, recovers the folder as the next run would, and
    /// expects it to be `before` or `after`; early kills must be discarded and kills during the
    /// commit completed, so both directions must happen.
    package static func expectEachEndsBeforeOrAfter(
        killPoints: [Int], of steps: Int, before: DirectorySnapshot, after: DirectorySnapshot,
        trial makeTrial: () throws -> URL, run: (URL, any FileSystem) -> Void
    ) throws {
        var outcomes: [String: Int] = [:]
        for killPoint in killPoints {
            let trial = try makeTrial()
            run(trial, FreezingFileSystem(freezingAfter: killPoint))
            let report = try InterruptedRunRecovery(isProcessAlive: { _ in false })
                .recover(in: AbsolutePath(trial.path, relativeTo: .root))
            let result = try DirectorySnapshot(of: trial.path)
            #expect(
                result == before || result == after,
                "killed after change \(killPoint) of \(steps): \(report)\n\(result)")
            let outcome = report.entries.first.map { "\($0.outcome)" } ?? "nothing to recover"
            outcomes[outcome, default: 0] += 1
        }
        #expect(outcomes["discarded"] ?? 0 > 0, "\(outcomes)")
        #expect(outcomes["completed"] ?? 0 > 0, "\(outcomes)")
    }
}
