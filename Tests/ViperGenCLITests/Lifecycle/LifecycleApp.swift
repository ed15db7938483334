import Foundation
import Testing
import ViperGenTestSupport

/// Apps for the lifecycle tests: copies of generated projects' goldens, which `module` and
/// `remove` then change.
enum LifecycleApp {
    /// A copy of the generated project of `golden` (`uikit-project/Demo`), config and all.
    static func generated(_ golden: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-lifecycle")
        try folder.copyContents(of: RepositoryPaths.goldens.appendingPathComponent(golden))
        return folder
    }

    /// Runs the generating command `arguments` (`["module", "Payments"]`) in `app` with the
    /// fixed header flags; a failure ends the test.
    static func add(_ arguments: [String], to app: TemporaryFolder) throws {
        let run = TestRun.run(arguments + TestRun.fixedFlags, in: app.url)
        try #require(run.code == .success, "\(run.err)")
    }
}
