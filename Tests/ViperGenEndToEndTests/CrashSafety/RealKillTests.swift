import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// The short form of Tests/Scripts/kill-harness.sh: `module Payments` in a project killed with
/// SIGKILL at spread-out instants; after the next run recovered, the project is byte for byte
/// as if Payments never started or had finished.
@Suite("Crash safety: SIGKILL during a module")
struct RealKillTests {
    private static let flags = ["-q", "--author", "Jane Appleseed", "--date", "2026-12-02"]

    /// A copy of `template` at `name` inside `folder`, with `modules` added in order.
    private func project(
        from template: URL, in folder: TemporaryFolder, named name: String, adding modules: [String]
    ) throws -> URL {
        let copy = folder.appending(name)
        try FileManager.default.copyItem(at: template, to: copy)
        for module in modules {
            let run = try LaunchedBinary.run(["module", module] + Self.flags, in: copy)
            try #require(run.exitStatus == 0, "\(run)")
        }
        return copy
    }

    @Test func killedModulesEndBeforeOrAfterOnceTheNextRunRecovered() throws {
        let folder = try TemporaryFolder("viper-gen-real-kill")
        let made = try LaunchedBinary.run(["project", "MyApp"] + Self.flags, in: folder.url)
        try #require(made.exitStatus == 0, "\(made)")
        let template = folder.appending("MyApp")
        let before = try DirectorySnapshot(
            of: project(from: template, in: folder, named: "before", adding: ["Orders"]).path)
        let after = try DirectorySnapshot(
            of: project(from: template, in: folder, named: "after", adding: ["Payments", "Orders"])
                .path)

        var killed = 0
        for attempt in 0..<16 {
            let trial = try project(
                from: template, in: folder, named: "trial\(attempt)", adding: [])
            let binary = try LaunchedBinary(["module", "Payments"] + Self.flags, in: trial)
            usleep(useconds_t(attempt * 2_500))
            kill(binary.processID, SIGKILL)
            if binary.wait().killingSignal == SIGKILL { killed += 1 }
            let next = try LaunchedBinary.run(["module", "Orders"] + Self.flags, in: trial)
            #expect(next.exitStatus == 0, "\(next)")
            let result = try DirectorySnapshot(of: trial.path)
            #expect(result == before || result == after, "attempt \(attempt): \(next.err)")
        }
        #expect(killed > 0, "no run was killed before it finished")
    }
}
