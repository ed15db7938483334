import Foundation
import Testing
import ViperGenTestSupport

/// Apps for the lifecycle tests: copies of generated projects' goldens, which `module` and
/// `remove` then change.
enum LifecycleApp {
    /// A copy of the generated project of `golden` (`uikit-project/Demo`), config and all.
    static func generated(_ golden: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-lifecycle")
        let source = RepositoryPaths.goldens.appendingPathComponent(golden)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: folder.appending(name))
        }
        return folder
    }

    /// Runs the generating command `arguments` (`["module", "Payments"]`) in `app` with the
    /// fixed header flags; a failure ends the test.
    static func add(_ arguments: [String], to app: TemporaryFolder) throws {
        let run = TestRun.run(arguments + TestRun.fixedFlags, in: app.url)
        try #require(run.code == .success, "\(run.err)")
    }
}
