import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenOutput
@testable import ViperGenSystem

/// An `apply` that fails while writing leaves the project as it was: new modules, new services
/// and the registration of existing ones are one transaction.
@Suite("Apply atomicity")
struct ApplyAtomicityTests {
    @Test func aFailedMoveAnywhereLeavesNothing() throws {
        let spec = #"{"version": 1, "modules": ["Payments", "Settings"], "services": ["Network"]}"#
        let (folder, project) = try ApplyFixture.project(spec: spec)
        defer { withExtendedLifetime(folder) {} }
        #expect(
            KitRun.generate(.module, ["Settings"], in: project) {
                $0.flags.noRegister = true
                $0.flags.quiet = true
            }.code
                == .success)
        let before = try DirectorySnapshot(of: project.path)
        var moves = 0
        // Moves: the new trees (Payments, its tests, NetworkService), then one replacing rename
        // per edited app file (RootApp, Views, ApplicationViewBuilder, RootView).
        for failingMove in 1...7 {
            let fileSystem = FaultInjectingFileSystem(failing: .move, at: failingMove, code: EACCES)
            var options = ApplyOptions()
            options.flags.author = "Jane Appleseed"
            options.flags.date = "2026-12-02"
            var environment = TestRunEnvironment.make(in: project)
            environment.fileSystem = fileSystem
            let command = Applier(
                options: options, environment: environment, console: CapturedConsole().console)
            #expect(throws: OutputError.self, "move \(failingMove)") { try command.run() }
            moves = max(moves, fileSystem.moves().count)
            #expect(try DirectorySnapshot(of: project.path) == before, "move \(failingMove)")
        }
        #expect(moves >= 7, "every failing move happened")
        let run = ApplyFixture.apply(in: project) { $0.flags.quiet = true }
        #expect(run.code == .success, "after the failures: \(run.err)")
    }
}
